import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { Banner } from '../ui/banner.tsx';
import { ButtonLink } from '../ui/button-link.tsx';

/**
 * Where an isIDesign product page offers the design tool (issue 22). The editor itself is loaded
 * only when the shopper opens it, so the product page's own bundle stays as it is.
 */
export function IdesignLauncher({ locale, productId }: { locale: LocaleCode; productId: string }) {
  const t = useT();
  return (
    <Banner
      tone="info"
      title={t('productPage.idesign.title')}
      action={
        <ButtonLink to={localePath(locale, `/idesign?product=${productId}`)} size="sm" variant="secondary">
          {t('productPage.idesign.action')}
        </ButtonLink>
      }
    >
      {t('productPage.idesign.text')}
    </Banner>
  );
}
