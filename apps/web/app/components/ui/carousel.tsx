import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { IconButton } from './icon-button.tsx';

export interface CarouselProps {
  /** Names the region ("Shop by category"). */
  label: string;
  /** A visible heading rendered beside the arrows. */
  heading?: ReactNode;
  children: ReactNode;
  /**
   * Slides per view: `category` follows SPEC.md section 2 (3 from 320px, 4 from 400px, 5 from
   * 760px, 6 from 1000px, 7 from 1361px, never more than 8); `products` shows 2/3/4; `hero`
   * shows one wide slide (the home slider).
   */
  preset?: 'category' | 'products' | 'hero';
  /** Rows of slides (the category slider has two). */
  rows?: 1 | 2;
  className?: string;
}

/**
 * A horizontal slider on CSS scroll snap: swipe, trackpad and keyboard scrolling work natively
 * (and without JavaScript); the arrow buttons page by one view and disable at the ends. The
 * start of the track is the right edge in Arabic, so "next" goes left there.
 */
export function Carousel({
  label,
  heading,
  children,
  preset = 'products',
  rows = 1,
  className,
}: CarouselProps) {
  const t = useT();
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const update = useCallback(() => {
    const element = track.current;
    if (!element) return;
    // scrollLeft is 0 at the start and negative towards the end in RTL: use its magnitude.
    const offset = Math.abs(element.scrollLeft);
    setAtStart(offset < 4);
    setAtEnd(offset + element.clientWidth >= element.scrollWidth - 4);
  }, []);

  useEffect(() => {
    update();
    const element = track.current;
    element?.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      element?.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const page = (step: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollBy({ left: step * (rtl ? -1 : 1) * element.clientWidth, behavior: 'smooth' });
  };

  const slides = Children.toArray(children);
  return (
    <section
      aria-labelledby={`${id}-label`}
      aria-roledescription={t('ui.carousel.role')}
      className={className}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <h2 id={`${id}-label`} className={heading ? 'text-lg font-bold text-ink sm:text-xl' : 'sr-only'}>
          {heading ?? label}
        </h2>
        <div className="flex gap-2">
          <IconButton
            icon="chevron-start"
            variant="outline"
            size="sm"
            label={t('ui.carousel.previous')}
            aria-controls={`${id}-track`}
            disabled={atStart}
            onClick={() => page(-1)}
          />
          <IconButton
            icon="chevron-end"
            variant="outline"
            size="sm"
            label={t('ui.carousel.next')}
            aria-controls={`${id}-track`}
            disabled={atEnd}
            onClick={() => page(1)}
          />
        </div>
      </div>
      <ul
        ref={track}
        id={`${id}-track`}
        data-preset={preset}
        className={cx(
          'carousel-track grid snap-x snap-mandatory grid-flow-col overflow-x-auto overscroll-x-contain scroll-smooth pb-1',
          rows === 2 ? 'grid-rows-2' : 'grid-rows-1',
        )}
      >
        {slides.map((slide, index) => (
          <li key={index} className="snap-start">
            {slide}
          </li>
        ))}
      </ul>
    </section>
  );
}
