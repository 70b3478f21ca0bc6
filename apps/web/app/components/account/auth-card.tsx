import type { ReactNode } from 'react';

/** The card of an authentication page: a title and its form. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="w-full max-w-lg self-start rounded-panel border border-line bg-surface p-6 shadow-sm sm:p-8">
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      {intro ? <p className="mt-1 text-sm text-ink-muted">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </div>
  );
}
