import { Form } from 'react-router';
import { t as translate, useT, type MessageKey } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { getFeaturedProducts } from '@souq/core/catalog/home.service.ts';
import { localeLinks, toProductCard, type ProductCardLink } from '../lib/catalog-view.ts';
import { thumbnailOf } from '../components/ui/image-sources.ts';
import { withReturnTo } from '../lib/return-to.ts';
import { useSessionHint } from '../components/layout/session-hint.ts';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Icon, type IconName } from '../components/ui/icon.tsx';
import { Input } from '../components/ui/input.tsx';
import type { Route } from './+types/designer-landing';

/**
 * `designer` (SPEC.md section 2, issue 23): why and how designers sell here, with the way in: the
 * designer's sign-up (the email typed here is filled in there) and the login of those who already
 * sell. The same for every guest, so the page cache keeps it; a signed-in seller is sent on to
 * their dashboard by the button instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language } = rc;
  // Work of designers who sell here already: what a new one's designs will look like in the shop.
  const showcase = await getFeaturedProducts(rc.service(), SHOWCASE_SIZE);
  return {
    locale,
    origin: new URL(request.url).origin,
    showcase: showcase.map((product) => toProductCard(locale, language, product)),
  };
}

const SHOWCASE_SIZE = 4;

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const title = translate(data.locale, 'designerLanding.metaTitle');
  const description = translate(data.locale, 'designerLanding.intro');
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...localeLinks(data.origin, data.locale, '/designer'),
  ];
}

const REASONS: Array<{ icon: IconName; title: MessageKey; text: MessageKey }> = [
  { icon: 'globe', title: 'designerLanding.reasons.reachTitle', text: 'designerLanding.reasons.reachText' },
  { icon: 'print', title: 'designerLanding.reasons.printTitle', text: 'designerLanding.reasons.printText' },
  { icon: 'wallet', title: 'designerLanding.reasons.paidTitle', text: 'designerLanding.reasons.paidText' },
  {
    icon: 'grid',
    title: 'designerLanding.reasons.dashboardTitle',
    text: 'designerLanding.reasons.dashboardText',
  },
];

const STEPS: Array<{ title: MessageKey; text: MessageKey }> = [
  { title: 'designerLanding.steps.signUpTitle', text: 'designerLanding.steps.signUpText' },
  { title: 'designerLanding.steps.submitTitle', text: 'designerLanding.steps.submitText' },
  { title: 'designerLanding.steps.sellTitle', text: 'designerLanding.steps.sellText' },
  { title: 'designerLanding.steps.earnTitle', text: 'designerLanding.steps.earnText' },
];

function SignUpForm({ locale, id }: { locale: Route.ComponentProps['loaderData']['locale']; id: string }) {
  const t = useT();
  return (
    <Form
      method="get"
      action={localePath(locale, '/register')}
      className="flex w-full max-w-md flex-col gap-3 sm:flex-row sm:items-end"
      data-testid={`designer-signup-${id}`}
    >
      <input type="hidden" name="role" value="designer" />
      <div className="flex-1">
        <FormField label={t('layout.footer.sellWithUsEmail')}>
          <Input type="email" name="email" autoComplete="email" />
        </FormField>
      </div>
      <Button type="submit" size="md">
        {t('designerLanding.signUp')}
      </Button>
    </Form>
  );
}

/** Four products of the shop in a tilted grid, each with its designer's name. */
function Showcase({ products }: { products: ProductCardLink[] }) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-label={t('designerLanding.showcase')}>
      {products.map((product, index) => (
        <li key={product.id} className={index % 2 === 1 ? 'translate-y-6' : undefined}>
          <a
            href={product.href}
            className="block overflow-hidden rounded-card bg-surface shadow-card transition-transform hover:-translate-y-0.5"
          >
            {product.imagePath ? (
              <img
                src={thumbnailOf(product.imagePath).replace('?w=240', '?w=480')}
                alt=""
                width={480}
                height={600}
                loading="lazy"
                decoding="async"
                className="aspect-[4/5] w-full object-cover"
              />
            ) : null}
            <span className="block px-3 py-2 text-xs text-ink-muted">
              <span className="block truncate font-semibold text-ink">{product.name}</span>
              <span className="block truncate">
                {t('product.byDesigner', { designer: product.designerName })}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export default function DesignerLanding({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = loaderData;
  const user = useSessionHint().user;
  const seller = user?.role === 'designer' || user?.role === 'manufacturer';
  const login = withReturnTo(localePath(locale, '/login'), localePath(locale, '/profile'));
  return (
    <div data-testid="designer-landing">
      <section className="bg-linear-to-b from-brand-tint to-canvas">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:px-8">
          <div className="flex flex-col items-start gap-6">
            <p className="text-sm font-semibold text-brand">{t('designerLanding.eyebrow')}</p>
            <h1 className="max-w-3xl text-balance text-3xl font-bold tracking-tight text-ink sm:text-5xl">
              {t('designerLanding.title')}
            </h1>
            <p className="max-w-2xl text-pretty text-base text-ink-soft sm:text-lg">
              {t('designerLanding.intro')}
            </p>
            {seller ? (
              <ButtonLink to={localePath(locale, '/profile')} size="lg">
                {t('designerLanding.dashboard')}
              </ButtonLink>
            ) : user ? null : (
              <>
                <SignUpForm locale={locale} id="top" />
                <p className="text-sm text-ink-muted">
                  {t('designerLanding.haveAccount')}{' '}
                  <a href={login} className="font-semibold text-brand hover:underline">
                    {t('designerLanding.logIn')}
                  </a>
                </p>
              </>
            )}
          </div>
          <Showcase products={loaderData.showcase} />
        </div>
      </section>

      <section aria-labelledby="designer-reasons" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="designer-reasons" className="text-2xl font-bold text-ink">
          {t('designerLanding.reasonsTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason.title} className="flex gap-4 rounded-card border border-line bg-surface p-5">
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong">
                <Icon name={reason.icon} size={22} />
              </span>
              <div>
                <h3 className="font-bold text-ink">{t(reason.title)}</h3>
                <p className="mt-1 text-sm text-ink-muted">{t(reason.text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="designer-steps" className="mx-auto max-w-6xl px-4 pb-12 sm:px-6 lg:px-8">
        <h2 id="designer-steps" className="text-2xl font-bold text-ink">
          {t('designerLanding.stepsTitle')}
        </h2>
        <ol className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-card border border-line bg-surface p-5">
              <span aria-hidden="true" className="num text-3xl font-bold text-brand">
                {index + 1}
              </span>
              <h3 className="mt-2 font-bold text-ink">{t(step.title)}</h3>
              <p className="mt-1 text-sm text-ink-muted">{t(step.text)}</p>
            </li>
          ))}
        </ol>
        {user ? null : (
          <div className="mt-10 flex flex-col items-start gap-4 rounded-panel bg-ink p-6 text-white sm:p-8">
            <h2 className="text-xl font-bold">{t('designerLanding.ctaTitle')}</h2>
            <ButtonLink to={`${localePath(locale, '/register')}?role=designer`} variant="accent" size="lg">
              {t('designerLanding.signUp')}
            </ButtonLink>
          </div>
        )}
      </section>
    </div>
  );
}
