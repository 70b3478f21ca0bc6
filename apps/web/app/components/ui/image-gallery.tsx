import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cx } from './cx.ts';
import { Dialog } from './dialog.tsx';
import { Icon } from './icon.tsx';
import { uploadSrcSet } from './image-sources.ts';

const subscribeNever = () => () => {};

export interface GalleryImage {
  src: string;
  /** Defaults to the server's width variants for pictures under /uploads/. */
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Product images: a swipeable strip (CSS scroll snap, works without JavaScript) with thumbnails
 * that jump to an image (links to the picture's anchor without JavaScript), arrow keys and
 * previous/next buttons with it, and a zoom view in a dialog where a click or tap zooms at that
 * point. The first image loads eagerly with high priority; the others lazily. `showIndex` brings
 * a picture forward from outside (the page's chosen version).
 */
export function ImageGallery({
  images: given,
  className,
  showIndex,
  previousLabel,
  nextLabel,
}: {
  images: GalleryImage[];
  className?: string;
  showIndex?: number;
  previousLabel?: string;
  nextLabel?: string;
}) {
  const t = useT();
  const images = given.map((image) => ({
    ...image,
    srcSet: image.srcSet ?? uploadSrcSet(image.src, image.width),
  }));
  const id = useId();
  const strip = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomed, setZoomed] = useState<{ x: number; y: number } | null>(null);
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const onScroll = () => setActive(Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, []);

  /**
   * The strip scrolls itself (each picture is its full width; negative offsets in right-to-left):
   * scrollIntoView would also scroll the page to the gallery from the options below it. The
   * strip's scroll listener then marks the picture shown.
   */
  const scrollStripTo = (index: number) => {
    const element = strip.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl';
    element.scrollTo({ left: (rtl ? -1 : 1) * index * element.clientWidth, behavior: 'smooth' });
  };

  const show = (index: number) => {
    const bounded = Math.max(0, Math.min(images.length - 1, index));
    setActive(bounded);
    scrollStripTo(bounded);
  };

  const shownFromOutside = useRef(showIndex);
  useEffect(() => {
    if (showIndex === shownFromOutside.current) return;
    shownFromOutside.current = showIndex;
    if (showIndex !== undefined && showIndex >= 0) scrollStripTo(showIndex);
  }, [showIndex]);

  /** Arrow keys follow the reading direction: the next picture is to the left in Arabic. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      show(active + step);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      show(event.key === 'Home' ? 0 : images.length - 1);
    }
  };

  const zoomAt = (event: PointerEvent<HTMLButtonElement>) => {
    if (zoomed) return setZoomed(null);
    const box = event.currentTarget.getBoundingClientRect();
    setZoomed({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  if (images.length === 0) {
    return (
      <div
        className={cx(
          'grid aspect-square place-items-center rounded-panel bg-sand text-ink-muted',
          className,
        )}
      >
        <span className="flex flex-col items-center gap-2 text-sm">
          <Icon name="image" size={32} />
          {t('product.imageMissing')}
        </span>
      </div>
    );
  }
  const current = images[Math.min(active, images.length - 1)]!;
  const stepButton =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 place-items-center rounded-full bg-surface/95 text-ink shadow-card backdrop-blur hover:bg-surface disabled:opacity-0 sm:grid';
  return (
    <div
      className={cx(
        'flex flex-col gap-3 lg:grid lg:grid-cols-[5rem_minmax(0,1fr)] lg:items-start',
        className,
      )}
    >
      <div className="relative lg:col-start-2 lg:row-start-1">
        <div
          ref={strip}
          role="region"
          tabIndex={0}
          onKeyDown={onKeyDown}
          aria-label={t('ui.gallery.role')}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-panel bg-sand [scrollbar-width:none]"
        >
          {images.map((image, index) => (
            <figure
              key={image.src}
              id={`${id}-${index}`}
              className="w-full shrink-0 snap-start scroll-mt-32"
              aria-label={t('ui.gallery.position', { index: index + 1, total: images.length })}
            >
              <img
                src={image.src}
                srcSet={image.srcSet}
                sizes={image.srcSet ? '(min-width: 1024px) 50vw, 100vw' : undefined}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                className="aspect-square w-full object-cover"
              />
            </figure>
          ))}
        </div>
        {images.length > 1 && previousLabel && nextLabel && hydrated ? (
          <>
            <button
              type="button"
              onClick={() => show(active - 1)}
              disabled={active === 0}
              aria-label={previousLabel}
              className={cx(stepButton, 'start-3')}
            >
              <Icon name="chevron-start" size={22} />
            </button>
            <button
              type="button"
              onClick={() => show(active + 1)}
              disabled={active >= images.length - 1}
              aria-label={nextLabel}
              className={cx(stepButton, 'end-3')}
            >
              <Icon name="chevron-end" size={22} />
            </button>
          </>
        ) : null}
        <button
          type="button"
          onClick={() => setZoomOpen(true)}
          className="absolute bottom-3 end-3 inline-flex h-10 items-center gap-2 rounded-full bg-surface/95 px-4 text-sm font-semibold text-ink shadow-card backdrop-blur hover:bg-surface"
        >
          <Icon name="zoom" size={18} />
          {t('ui.gallery.zoom')}
        </button>
        <p
          aria-hidden="true"
          className="absolute bottom-3 start-3 rounded-full bg-ink/75 px-2.5 py-1 text-xs font-semibold text-white"
        >
          <bdi dir="ltr" className="num">
            {active + 1} / {images.length}
          </bdi>
        </p>
      </div>
      {images.length > 1 ? (
        <ul
          className="flex gap-2 overflow-x-auto [scrollbar-width:none] lg:col-start-1 lg:row-start-1 lg:max-h-[36rem] lg:flex-col lg:overflow-y-auto lg:overflow-x-visible"
          aria-label={t('ui.gallery.thumbnails')}
        >
          {images.map((image, index) => (
            <li key={image.src} className="shrink-0">
              <a
                href={`#${id}-${index}`}
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('ui.gallery.show', { index: index + 1, total: images.length })}
                onClick={(event) => {
                  event.preventDefault();
                  show(index);
                }}
                className={cx(
                  'block size-16 overflow-hidden rounded-xl border-2 transition-colors sm:size-20 lg:size-[4.5rem]',
                  index === active ? 'border-brand' : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.srcSet ? '5rem' : undefined}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog
        open={zoomOpen}
        onClose={() => {
          setZoomOpen(false);
          setZoomed(null);
        }}
        title={current.alt}
        description={t('ui.gallery.zoomHint')}
        size="lg"
      >
        <button
          type="button"
          onPointerUp={zoomAt}
          onClick={(event) => {
            // Keyboard activation (no pointer): zoom into the centre, or back out.
            if (event.detail === 0) setZoomed((value) => (value ? null : { x: 50, y: 50 }));
          }}
          aria-pressed={zoomed !== null}
          aria-label={t('ui.gallery.toggleZoom')}
          className={cx(
            'block w-full overflow-hidden rounded-card',
            zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in',
          )}
        >
          <img
            src={current.src}
            srcSet={current.srcSet}
            alt=""
            width={current.width}
            height={current.height}
            loading="lazy"
            className="aspect-square w-full object-cover transition-transform duration-(--duration-slow)"
            style={
              zoomed ? { transform: 'scale(2.25)', transformOrigin: `${zoomed.x}% ${zoomed.y}%` } : undefined
            }
          />
        </button>
      </Dialog>
    </div>
  );
}
