/**
 * The footer's marks (issue 23, docs/decisions/051): ways to pay, the app stores and the social
 * networks, drawn here as SVG in each brand's colours and name (no third party's artwork is copied
 * or fetched). Each is an image with an accessible name in the page's language; the words drawn
 * inside are the brands' own names, so they need no translation.
 */
import type { ReactNode } from 'react';
import type { PaymentMethod } from '@souq/core/payments/payment-methods.ts';

const WORD = { fontFamily: 'Inter, Arial, sans-serif', fontWeight: 800 } as const;

function Mark({ label, width, children }: { label: string; width: number; children: ReactNode }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 32`}
      // Drawn left to right in both languages: on an Arabic page the text would run off the mark.
      direction="ltr"
      width={width}
      height={32}
      className="block shrink-0 rounded-md shadow-[0_0_0_1px_var(--color-line)]"
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}

/** A wordmark on a coloured card. */
function Word({
  width,
  fill,
  color,
  text,
  size = 13,
  italic = false,
}: {
  width: number;
  fill: string;
  color: string;
  text: string;
  size?: number;
  italic?: boolean;
}) {
  return (
    <>
      <rect width={width} height="32" rx="6" fill={fill} />
      <text
        x={width / 2}
        y="21"
        textAnchor="middle"
        fontSize={size}
        fill={color}
        fontStyle={italic ? 'italic' : undefined}
        {...WORD}
      >
        {text}
      </text>
    </>
  );
}

/** A generic way to pay (no brand): a small glyph on a neutral card. */
function Glyph({ width, path }: { width: number; path: string }) {
  return (
    <>
      <rect width={width} height="32" rx="6" fill="#ffffff" />
      <path
        d={path}
        transform={`translate(${width / 2 - 12} 4)`}
        fill="none"
        stroke="#1f2a27"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

const CARD_GLYPH = 'M2 6h20v13H2zM2 10h20M6 15h4';
const WALLET_GLYPH = 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l13-4v4M16 13.5h2';
const CASH_GLYPH = 'M1 6h22v12H1zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5M4 9v6M20 9v6';

/** The mark of one way to pay; `label` is its name in the page's language. */
export function PaymentMark({ method, label }: { method: PaymentMethod; label: string }) {
  switch (method) {
    case 'card':
      // Visa's blue wordmark and Mastercard's two circles (red, yellow, orange where they meet).
      return (
        <Mark label={label} width={76}>
          <rect width="76" height="32" rx="6" fill="#ffffff" />
          <text x="6" y="21" fontSize="14" fill="#1a1f71" fontStyle="italic" {...WORD}>
            VISA
          </text>
          <circle cx="54" cy="16" r="9" fill="#eb001b" />
          <circle cx="64" cy="16" r="9" fill="#f79e1b" />
          <path d="M59 8.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15z" fill="#ff5f00" />
        </Mark>
      );
    case 'mada':
      return (
        <Mark label={label} width={56}>
          <rect width="56" height="32" rx="6" fill="#ffffff" />
          <rect x="6" y="10" width="11" height="4.5" rx="1" fill="#84b740" />
          <rect x="6" y="17.5" width="11" height="4.5" rx="1" fill="#259bd6" />
          <text x="20" y="21" fontSize="12" fill="#1f2a27" {...WORD}>
            mada
          </text>
        </Mark>
      );
    case 'applePay':
      return (
        <Mark label={label} width={56}>
          <rect width="56" height="32" rx="6" fill="#000000" />
          <path
            d="M17.6 11.6c.7-.9 1.2-2 1-3.2-1 .1-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.5 2.9-1.3zm1 1.7c-1.6-.1-3 .9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.5-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.6-.8 3.1-.8 1.4 0 1.8.8 3.1.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.6-3.9 0-2.4 2-3.6 2.1-3.6-1.1-1.7-2.9-1.9-3.2-2.2z"
            fill="#ffffff"
            transform="translate(0 -3)"
          />
          <text x="23" y="21" fontSize="13" fill="#ffffff" {...WORD}>
            Pay
          </text>
        </Mark>
      );
    case 'fawry':
      return (
        <Mark label={label} width={56}>
          <Word width={56} fill="#ffd200" color="#004c97" text="fawry" />
        </Mark>
      );
    case 'aman':
      return (
        <Mark label={label} width={52}>
          <Word width={52} fill="#ffffff" color="#00843d" text="aman" />
        </Mark>
      );
    case 'valu':
      return (
        <Mark label={label} width={52}>
          <Word width={52} fill="#0c2340" color="#2ed3b7" text="valU" />
        </Mark>
      );
    case 'sympl':
      return (
        <Mark label={label} width={56}>
          <Word width={56} fill="#5b2be0" color="#ffffff" text="sympl" />
        </Mark>
      );
    case 'souhoola':
      return (
        <Mark label={label} width={72}>
          <Word width={72} fill="#ffffff" color="#f26b21" text="souhoola" />
        </Mark>
      );
    case 'tabby':
      return (
        <Mark label={label} width={56}>
          <Word width={56} fill="#3bffc1" color="#000000" text="tabby" />
        </Mark>
      );
    case 'tamara':
      return (
        <Mark label={label} width={62}>
          <Word width={62} fill="#ffffff" color="#1f1f1f" text="tamara" />
        </Mark>
      );
    case 'contact':
      return (
        <Mark label={label} width={64}>
          <Word width={64} fill="#ffffff" color="#e30613" text="contact" />
        </Mark>
      );
    case 'cib':
      return (
        <Mark label={label} width={48}>
          <Word width={48} fill="#003a70" color="#ffffff" text="CIB" size={14} />
        </Mark>
      );
    case 'cardInstallment':
      return (
        <Mark label={label} width={48}>
          <Glyph width={48} path={CARD_GLYPH} />
        </Mark>
      );
    case 'mobileWallet':
    case 'wallet':
    case 'giftCard':
      return (
        <Mark label={label} width={48}>
          <Glyph width={48} path={WALLET_GLYPH} />
        </Mark>
      );
    case 'cod':
      return (
        <Mark label={label} width={48}>
          <Glyph width={48} path={CASH_GLYPH} />
        </Mark>
      );
  }
}

export type AppStore = 'appStore' | 'googlePlay' | 'appGallery';

function StoreGlyph({ store }: { store: AppStore }) {
  if (store === 'googlePlay')
    // The four-colour play triangle.
    return (
      <g transform="translate(10 8)">
        <path d="M0 0l13 12L0 24z" fill="#00d7fe" />
        <path d="M0 0l17 9.5-4 2.5z" fill="#00f076" />
        <path d="M0 24l13-12 4 2.5z" fill="#ff3a44" />
        <path d="M13 12l4-2.5 4 2.5-4 2.5z" fill="#ffd400" />
      </g>
    );
  if (store === 'appGallery')
    return (
      <g transform="translate(9 7)">
        <rect width="24" height="24" rx="6" fill="#c8102e" />
        <path d="M7 9a5 5 0 0 0 10 0" fill="none" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
      </g>
    );
  return (
    <path
      d="M25.6 11.6c.7-.9 1.2-2 1-3.2-1 .1-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.5 2.9-1.3zm1 1.7c-1.6-.1-3 .9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.5-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.6-.8 3.1-.8 1.4 0 1.8.8 3.1.8 1.3 0 2.1-1.2 2.9-2.4.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.6-3.9 0-2.4 2-3.6 2.1-3.6-1.1-1.7-2.9-1.9-3.2-2.2z"
      fill="#ffffff"
      transform="translate(-8 1)"
    />
  );
}

/**
 * A store badge in the stores' own shape: black, the store's glyph, a small lead line ("Download
 * on the", in the page's language) over the store's name; an image named by what it says.
 */
export function StoreBadge({ store, lead, name }: { store: AppStore; lead: string; name: string }) {
  return (
    <svg
      role="img"
      aria-label={`${lead} ${name}`}
      viewBox="0 0 136 40"
      width={136}
      height={40}
      direction="ltr"
      className="block"
    >
      <rect x="0.5" y="0.5" width="135" height="39" rx="8" fill="#000000" stroke="#a6a6a6" />
      <StoreGlyph store={store} />
      <text x="40" y="16" fontSize="8.5" fill="#ffffff" fontFamily="Inter, Arial, sans-serif">
        {lead}
      </text>
      <text x="40" y="31" fontSize="14" fill="#ffffff" {...WORD} fontWeight={700}>
        {name}
      </text>
    </svg>
  );
}

export type SocialNetwork = 'facebook' | 'instagram' | 'pinterest';

/** A social network's round mark (decorative: the link around it carries the name). */
export function SocialMark({ network }: { network: SocialNetwork }) {
  const common = { viewBox: '0 0 32 32', width: 32, height: 32, 'aria-hidden': true, className: 'block' };
  if (network === 'facebook')
    return (
      <svg {...common}>
        <circle cx="16" cy="16" r="16" fill="#0866ff" />
        <path
          d="M17.6 32V20.4h3.6l.6-4.2h-4.2v-2.7c0-1.2.4-2.1 2.1-2.1H22V7.7c-.4 0-1.7-.2-3.2-.2-3.2 0-5.3 1.9-5.3 5.4v3.3H10v4.2h3.5V32z"
          fill="#ffffff"
        />
      </svg>
    );
  if (network === 'instagram')
    return (
      <svg {...common}>
        <defs>
          <radialGradient id="instagram-mark" cx="0.3" cy="1" r="1.2">
            <stop offset="0" stopColor="#fdf497" />
            <stop offset="0.15" stopColor="#fdf497" />
            <stop offset="0.5" stopColor="#fd5949" />
            <stop offset="0.7" stopColor="#d6249f" />
            <stop offset="1" stopColor="#285aeb" />
          </radialGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#instagram-mark)" />
        <rect x="8" y="8" width="16" height="16" rx="4.5" fill="none" stroke="#ffffff" strokeWidth="2" />
        <circle cx="16" cy="16" r="3.8" fill="none" stroke="#ffffff" strokeWidth="2" />
        <circle cx="20.6" cy="11.4" r="1.1" fill="#ffffff" />
      </svg>
    );
  return (
    <svg {...common}>
      <circle cx="16" cy="16" r="16" fill="#e60023" />
      <path
        d="M16.4 6.5c-5.5 0-8.3 3.9-8.3 7.2 0 2 .8 3.8 2.4 4.4.3.1.5 0 .6-.3l.2-1c.1-.3 0-.4-.2-.7-.5-.6-.8-1.3-.8-2.3 0-3 2.2-5.6 5.8-5.6 3.2 0 4.9 1.9 4.9 4.5 0 3.4-1.5 6.3-3.7 6.3-1.2 0-2.2-1-1.9-2.3.4-1.5 1.1-3.1 1.1-4.2 0-.9-.5-1.7-1.6-1.7-1.2 0-2.2 1.3-2.2 3 0 1.1.4 1.8.4 1.8l-1.5 6.2c-.4 1.8-.1 4.1 0 4.3 0 .1.2.2.3.1.1-.2 1.6-2 2.1-3.8l.8-3.2c.4.8 1.6 1.4 2.8 1.4 3.7 0 6.3-3.4 6.3-8 0-3.4-2.9-6.6-7.3-6.6z"
        fill="#ffffff"
      />
    </svg>
  );
}
