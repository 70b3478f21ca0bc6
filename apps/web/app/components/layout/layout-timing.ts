/** The timings and sizes of SPEC.md section 9 the frame uses. */
export const HEADER_HIDE_AFTER_PX = 52;
export const MENU_OPEN_DELAY_MS = 200;
export const MENU_CLOSE_DELAY_MS = 400;
export const MENU_CLICK_LOCK_MS = 300;
export const CATEGORY_BAR_STEP_PX = 200;
export const SUBMENU_COLUMN_SIZE = 10;
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

/** Splits a list into columns of `size` items (sub-menus: columns of 10). */
export function columnsOf<T>(items: readonly T[], size = SUBMENU_COLUMN_SIZE): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < items.length; start += size) columns.push(items.slice(start, start + size));
  return columns;
}

/**
 * Whether the header shows after a scroll from `previous` to `next` (SPEC.md section 4): it hides
 * when scrolling down past 52px and comes back on any scroll up.
 */
export function headerVisibleAfterScroll(previous: number, next: number, visible: boolean): boolean {
  if (next <= HEADER_HIDE_AFTER_PX) return true;
  if (next > previous) return false;
  if (next < previous) return true;
  return visible;
}
