import { useEffect, useState } from 'react';
import { headerVisibleAfterScroll } from './layout-timing.ts';

/** Hides the header while the page scrolls down past 52px; any scroll up brings it back. */
export function useHeaderVisibility(pinned: boolean): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let previous = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Read both positions now: React may run the updater later, after `previous` moved on.
        const from = previous;
        const to = window.scrollY;
        previous = to;
        setVisible((shown) => headerVisibleAfterScroll(from, to, shown));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return visible || pinned;
}
