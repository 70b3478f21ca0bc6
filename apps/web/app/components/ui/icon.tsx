import type { SVGProps } from 'react';
import { cx } from './cx.ts';

/**
 * The icon set: 24-unit strokes drawn in currentColor. Icons that point (arrows, chevrons, back)
 * are mirrored in right-to-left text; icons that do not point (check, close, star, play) are not.
 */
const PATHS = {
  'chevron-start': 'm15 5-7 7 7 7',
  'chevron-end': 'm9 5 7 7-7 7',
  'chevron-down': 'm5 9 7 7 7-7',
  'arrow-start': 'M20 12H4m6-6-6 6 6 6',
  'arrow-end': 'M4 12h16m-6-6 6 6-6 6',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  close: 'M6 6l12 12M18 6 6 18',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  search: 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Zm5.3-2.2L21 21',
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.4a4.3 4.3 0 0 1 7.5 2.4C19.5 15.4 12 20 12 20Z',
  cart: 'M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2M9.5 20.5h.01M17 20.5h.01',
  upload: 'M12 16V4m-5 5 5-5 5 5M4 16v2.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16',
  info: 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18Zm0-10v5.5M12 7.6v.01',
  alert: 'M12 3.5 2.5 20h19L12 3.5ZM12 10v4.5M12 17.3v.01',
  'check-circle': 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18Zm-4-9 2.8 2.8L16.2 9.4',
  'x-circle': 'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18ZM9 9l6 6m0-6-6 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  filter: 'M4 6h16M7 12h10M10 18h4',
  zoom: 'M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Zm5.3-2.2L21 21M10.5 7.5v6m-3-3h6',
  image:
    'M4.5 4h15A1.5 1.5 0 0 1 21 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5v-13A1.5 1.5 0 0 1 4.5 4Zm-1.5 12 5-5 4 4 3-3 6 6M15.5 9.5h.01',
  trash: 'M4 7h16M9.5 7V4.5h5V7M6.5 7l.8 12.2a1.5 1.5 0 0 0 1.5 1.3h6.4a1.5 1.5 0 0 0 1.5-1.3L17.5 7',
  play: 'M8 5.5v13l10.5-6.5L8 5.5Z',
  globe:
    'M12 21a9 9 0 1 1 0-18 9 9 0 0 1 0 18ZM3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3Z',
  grid: 'M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z',
  inbox:
    'M3 13h5l1.5 3h5l1.5-3h5M5.2 5h13.6L21 13v5.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5V13l2.2-8Z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7.5 8.5c.8-3.6 3.8-5.5 7.5-5.5s6.7 1.9 7.5 5.5',
  star: 'm12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8L12 3.5Z',
  wallet:
    'M4 7.5A2.5 2.5 0 0 1 6.5 5H19v3M4 7.5v10A1.5 1.5 0 0 0 5.5 19H20v-4m-16-7.5A1.5 1.5 0 0 0 5.5 9H20v3M20 12h-4a1.5 1.5 0 0 0 0 3h4v-3Z',
  card: 'M3.5 7A1.5 1.5 0 0 1 5 5.5h14A1.5 1.5 0 0 1 20.5 7v10a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 17V7Zm0 3h17M7 15h4',
  truck:
    'M2.5 6.5h11.5v10H2.5v-10Zm11.5 3.5h4l3.5 3.5v3H14M6.5 19a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Zm11 0a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Z',
  lock: 'M6.5 10.5h11a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1Zm2 0V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5',
  exchange: 'M4 9h14l-4-4M20 15H6l4 4',
  shield: 'M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  grip: 'M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01',
  download: 'M12 4v12m-5-5 5 5 5-5M4 16v2.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V16',
  print:
    'M7 9V4h10v5M7 17H5a1.5 1.5 0 0 1-1.5-1.5v-5A1.5 1.5 0 0 1 5 9h14a1.5 1.5 0 0 1 1.5 1.5v5A1.5 1.5 0 0 1 19 17h-2M7 14h10v6H7v-6Z',
} as const;

export type IconName = keyof typeof PATHS;

/** Names of the icons that point along the reading direction and so flip in RTL. */
const POINTING = new Set<IconName>(['truck', 'chevron-start', 'chevron-end', 'arrow-start', 'arrow-end']);

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Pixel size (width and height). */
  size?: number;
  /** An accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

export function Icon({ name, size = 20, label, className, ...props }: IconProps) {
  // The stroke and fill come from the `icon` class (styles/app.css), not from attributes repeated
  // on each of the dozens of icons of a page.
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cx(
        'icon',
        name === 'play' && 'icon-filled',
        POINTING.has(name) && 'rtl:-scale-x-100',
        className,
      )}
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
