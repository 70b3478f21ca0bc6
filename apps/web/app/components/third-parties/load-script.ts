/** Adds one external script once (by URL), async, and resolves when it has loaded. */
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`could not load ${src}`));
      document.head.appendChild(script);
    });
    promise.catch(() => loading.delete(src));
    loading.set(src, promise);
  }
  return promise;
}

/** Runs `work` once the browser is idle after the page became interactive (never before). */
export function whenIdle(work: () => void): void {
  const idle = (
    window as { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number }
  ).requestIdleCallback;
  if (idle) idle(work, { timeout: 3000 });
  else setTimeout(work, 1);
}
