import { useState, type MouseEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { buttonClasses } from '../ui/button-styles.ts';

/**
 * Plain share links (no third-party scripts): WhatsApp, Facebook and X open their share pages in a
 * new window; "Copy link" copies the page's address with JavaScript and is the address itself
 * without it (to open or copy from the context menu).
 */
export function ShareLinks({ url, text }: { url: string; text: string }) {
  const t = useT();
  const [status, setStatus] = useState('');
  const links = [
    {
      key: 'whatsapp',
      label: t('productPage.share.whatsapp'),
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    },
    {
      key: 'facebook',
      label: t('productPage.share.facebook'),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      key: 'x',
      label: t('productPage.share.x'),
      href: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    },
  ] as const;

  const copy = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!navigator.clipboard) return;
    event.preventDefault();
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('productPage.share.copied'));
    } catch {
      setStatus(t('productPage.share.copyFailed'));
    }
  };

  return (
    <nav aria-labelledby="share-heading" className="flex flex-col gap-2" data-testid="share-links">
      <h2 id="share-heading" className="text-sm font-semibold text-ink">
        {t('productPage.share.title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-share={link.key}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {link.label}
              <span className="sr-only"> {t('productPage.share.newWindow')}</span>
            </a>
          </li>
        ))}
        <li>
          <a
            href={url}
            onClick={copy}
            data-share="copy"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            {t('productPage.share.copy')}
          </a>
        </li>
      </ul>
      <p role="status" className="min-h-5 text-xs font-medium text-success">
        {status}
      </p>
    </nav>
  );
}
