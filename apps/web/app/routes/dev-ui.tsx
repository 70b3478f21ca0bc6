/**
 * /dev/ui: the design system gallery. Every component in its states, Arabic (right to left) and
 * English (left to right) side by side, each in a section marked data-component="<name>" for the
 * screenshot test. Not part of production: the loader answers 404 when NODE_ENV is production
 * unless SOUQ_DEV_UI=true (the e2e test sets it).
 */
import { useState, type ReactNode } from 'react';
import { data } from 'react-router';
import { toArabicDigits, type LocaleCode } from '@souq/core/locale/locales.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { devUiEnabled } from './dev-ui.gate.ts';
import { I18nProvider, t as translate, useLocale, useT } from '../i18n/i18n.ts';
import { Accordion } from '../components/ui/accordion.tsx';
import { Badge, CountBadge } from '../components/ui/badge.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { Breadcrumb } from '../components/ui/breadcrumb.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { isolateLtr } from '../components/ui/bidi.ts';
import { Carousel } from '../components/ui/carousel.tsx';
import { CategoryTile } from '../components/ui/category-tile.tsx';
import { Checkbox } from '../components/ui/checkbox.tsx';
import { CurrencyLabel } from '../components/ui/currency-label.tsx';
import { DesignerCard } from '../components/ui/designer-card.tsx';
import { Dialog } from '../components/ui/dialog.tsx';
import { Drawer } from '../components/ui/drawer.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { FileUpload } from '../components/ui/file-upload.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Icon } from '../components/ui/icon.tsx';
import { IconButton } from '../components/ui/icon-button.tsx';
import { ImageGallery } from '../components/ui/image-gallery.tsx';
import { Input } from '../components/ui/input.tsx';
import { Pagination } from '../components/ui/pagination.tsx';
import { Popover } from '../components/ui/popover.tsx';
import { Price } from '../components/ui/price.tsx';
import { ProductCard, type ProductCardData } from '../components/ui/product-card.tsx';
import { QuantityStepper } from '../components/ui/quantity-stepper.tsx';
import { RadioGroup } from '../components/ui/radio-group.tsx';
import { RatingInput } from '../components/ui/rating-input.tsx';
import { RatingStars } from '../components/ui/rating-stars.tsx';
import { Select } from '../components/ui/select.tsx';
import { ProductCardSkeleton, Skeleton } from '../components/ui/skeleton.tsx';
import { Stepper } from '../components/ui/stepper.tsx';
import { Switch } from '../components/ui/switch.tsx';
import { Tabs } from '../components/ui/tabs.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { ToastProvider, ToastView, useToast } from '../components/ui/toast.tsx';
import { Tooltip } from '../components/ui/tooltip.tsx';

export function loader() {
  if (!devUiEnabled()) throw data('Not Found', { status: 404 });
  return null;
}

export function meta() {
  return [{ title: 'Design system — Souq Designers' }, { name: 'robots', content: 'noindex' }];
}

/* ------------------------------------------------------------------------------------------ */
/* Demo content: generated artwork (no network) and sample data in the column's language.     */

const PALETTES = [
  ['#0f5c4d', '#e9b872', '#f1ece3'],
  ['#b3401f', '#f1ece3', '#1d1b18'],
  ['#1e4e8c', '#e9b872', '#eef4fb'],
  ['#e9b872', '#0f5c4d', '#faf8f4'],
];

/** A small poster-like SVG as a data URL, so the gallery needs no uploaded files. */
function artwork(index: number): string {
  const [a, b, c] = PALETTES[index % PALETTES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500"><rect width="400" height="500" fill="${c}"/><circle cx="${120 + index * 40}" cy="190" r="110" fill="${a}"/><rect x="60" y="300" width="280" height="140" rx="18" fill="${b}"/><path d="M40 460 Q200 ${360 - index * 20} 360 460" fill="none" stroke="${a}" stroke-width="14"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function useSampleProducts(): ProductCardData[] {
  const t = useT();
  const base = { currency: 'EGP' as const, imagePath: null, discountPercent: 0, hasOffer: false };
  return [
    {
      ...base,
      id: 'p1',
      name: t('gallery.products.print'),
      designerName: t('gallery.designers.laila'),
      priceMinor: 85_000,
      originalMinor: 85_000,
      rating: 4.6,
      ratingCount: 38,
      isNew: true,
    },
    {
      ...base,
      id: 'p2',
      name: t('gallery.products.mug'),
      designerName: t('gallery.designers.omar'),
      priceMinor: 28_000,
      originalMinor: 35_000,
      discountPercent: 20,
      hasOffer: true,
      rating: 4,
      ratingCount: 2,
    },
    {
      ...base,
      id: 'p3',
      name: t('gallery.products.tote'),
      designerName: t('gallery.designers.laila'),
      priceMinor: 42_050,
      originalMinor: 42_050,
      soldOut: true,
    },
    {
      ...base,
      id: 'p4',
      name: t('gallery.products.cushion'),
      designerName: t('gallery.designers.omar'),
      priceMinor: 61_000,
      originalMinor: 61_000,
    },
  ];
}

/** A product card with a working wishlist toggle; the fourth keeps the "no image yet" state. */
function DemoProductCard({
  product,
  index,
  eager,
}: {
  product: ProductCardData;
  index: number;
  eager?: boolean;
}) {
  const [wished, setWished] = useState(index === 1);
  return (
    <ProductCard
      product={index === 3 ? product : { ...product, imageUrl: artwork(index) }}
      href="#"
      priority={eager}
      onWishlist={() => setWished((value) => !value)}
      wishlisted={wished}
    />
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Layout helpers.                                                                             */

function Caption({ children }: { children: ReactNode }) {
  return <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-ink-muted">{children}</p>;
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="mb-5 last:mb-0">
      <Caption>{label}</Caption>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  );
}

const COLUMNS: Array<{ locale: LocaleCode; dir: 'rtl' | 'ltr'; lang: 'ar' | 'en' }> = [
  { locale: 'ar-eg', dir: 'rtl', lang: 'ar' },
  { locale: 'en-eg', dir: 'ltr', lang: 'en' },
];

/** One component: a section with the Arabic column and the English column side by side. */
function Specimen({ name, wide, children }: { name: string; wide?: boolean; children: () => ReactNode }) {
  return (
    <section data-component={name} aria-labelledby={`specimen-${name}`} className="border-t border-line py-8">
      <h2
        id={`specimen-${name}`}
        dir="ltr"
        lang="en"
        className="mb-4 font-mono text-sm font-semibold text-brand"
      >
        {name}
      </h2>
      <div className={wide ? 'grid gap-6' : 'grid gap-6 lg:grid-cols-2'}>
        {COLUMNS.map((column) => (
          <div
            key={column.locale}
            dir={column.dir}
            lang={column.lang}
            className="min-w-0 rounded-panel border border-line bg-canvas p-5"
          >
            <I18nProvider locale={column.locale}>
              <ToastProvider>{children()}</ToastProvider>
            </I18nProvider>
          </div>
        ))}
      </div>
    </section>
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Specimens.                                                                                   */

function ButtonDemo() {
  const t = useT();
  return (
    <>
      <Row label={t('gallery.state.variants')}>
        <Button icon={<Icon name="cart" size={18} />}>{t('gallery.actions.addToCart')}</Button>
        <Button variant="secondary">{t('gallery.actions.save')}</Button>
        <Button variant="accent">{t('gallery.actions.buyNow')}</Button>
        <Button variant="ghost">{t('gallery.actions.cancel')}</Button>
        <Button variant="danger">{t('gallery.actions.delete')}</Button>
      </Row>
      <Row label={t('gallery.state.sizes')}>
        <Button size="sm">{t('gallery.actions.save')}</Button>
        <Button size="md">{t('gallery.actions.save')}</Button>
        <Button size="lg">{t('gallery.actions.save')}</Button>
      </Row>
      <Row label={`${t('gallery.state.loading')} · ${t('gallery.state.disabled')}`}>
        <Button loading>{t('gallery.actions.addToCart')}</Button>
        <Button disabled>{t('gallery.actions.addToCart')}</Button>
        <Button variant="secondary" disabled>
          {t('gallery.actions.save')}
        </Button>
      </Row>
    </>
  );
}

function ButtonLinkDemo() {
  const t = useT();
  return (
    <Row label={t('gallery.state.variants')}>
      <ButtonLink to="#">
        {t('gallery.actions.continue')}
        <Icon name="arrow-end" size={18} />
      </ButtonLink>
      <ButtonLink to="#" variant="secondary">
        <Icon name="arrow-start" size={18} />
        {t('gallery.actions.back')}
      </ButtonLink>
      <ButtonLink to="#" variant="ghost" size="sm">
        {t('gallery.actions.viewAll')}
        <Icon name="chevron-end" size={16} />
      </ButtonLink>
    </Row>
  );
}

function IconButtonDemo() {
  const t = useT();
  return (
    <>
      <Row label={t('gallery.state.variants')}>
        <IconButton icon="search" label={t('gallery.actions.search')} />
        <IconButton icon="heart" label={t('gallery.actions.wishlist')} variant="outline" />
        <span className="relative inline-flex">
          <IconButton icon="cart" label={t('gallery.actions.cart')} variant="outline" />
          <CountBadge count={3} />
        </span>
        <IconButton icon="menu" label={t('gallery.actions.menu')} variant="solid" />
        <IconButton icon="chevron-end" label={t('gallery.actions.viewAll')} variant="outline" size="sm" />
      </Row>
      <Row label={`${t('gallery.state.loading')} · ${t('gallery.state.disabled')}`}>
        <IconButton icon="heart" label={t('gallery.actions.wishlist')} variant="outline" loading />
        <IconButton icon="heart" label={t('gallery.actions.wishlist')} variant="outline" disabled />
      </Row>
    </>
  );
}

function InputDemo() {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('gallery.fields.name')}>
        <Input placeholder={t('gallery.fields.namePlaceholder')} autoComplete="name" />
      </FormField>
      <FormField label={t('gallery.fields.phone')} hint={t('gallery.fields.phoneHint')}>
        <Input type="tel" defaultValue="+20 100 123 4567" startAdornment={<Icon name="globe" size={18} />} />
      </FormField>
      <FormField label={t('gallery.fields.email')} error={t('gallery.fields.emailInvalid')} required>
        <Input type="email" defaultValue="mona@" />
      </FormField>
      <FormField label={t('gallery.fields.coupon')}>
        <Input defaultValue="SUMMER25" disabled dir="ltr" />
      </FormField>
      <FormField label={t('gallery.actions.search')} hideLabel>
        <Input
          type="search"
          placeholder={t('gallery.actions.search')}
          startAdornment={<Icon name="search" size={18} />}
        />
      </FormField>
    </div>
  );
}

function TextareaDemo() {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('gallery.fields.message')} hint={t('gallery.fields.messageHint')}>
        <Textarea />
      </FormField>
      <FormField label={t('gallery.fields.message')} error={t('gallery.fields.required')} required>
        <Textarea rows={3} />
      </FormField>
    </div>
  );
}

function SelectDemo() {
  const t = useT();
  const options = (['cairo', 'alexandria', 'riyadh', 'dubai'] as const).map((city) => ({
    value: city,
    label: t(`gallery.cities.${city}`),
  }));
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <FormField label={t('gallery.fields.city')}>
        <Select options={options} placeholder={t('gallery.fields.cityPlaceholder')} />
      </FormField>
      <FormField label={t('gallery.fields.city')} error={t('gallery.fields.required')} required>
        <Select options={options} placeholder={t('gallery.fields.cityPlaceholder')} />
      </FormField>
      <FormField label={t('gallery.fields.city')}>
        <Select options={options} defaultValue="cairo" disabled />
      </FormField>
    </div>
  );
}

function CheckboxDemo() {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Checkbox
        label={t('gallery.choices.newsletter')}
        description={t('gallery.choices.newsletterHint')}
        defaultChecked
      />
      <Checkbox label={t('gallery.choices.terms')} error={t('gallery.choices.termsError')} required />
      <Checkbox label={t('gallery.choices.newsletter')} disabled />
      <Checkbox label={t('gallery.choices.terms')} disabled defaultChecked />
    </div>
  );
}

function RadioDemo() {
  const t = useT();
  const { locale } = useLocale();
  const options = [
    { value: 'card', label: t('gallery.choices.card') },
    { value: 'cod', label: t('gallery.choices.cod'), description: t('gallery.choices.codHint') },
    { value: 'wallet', label: t('gallery.choices.wallet'), disabled: true },
  ];
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <RadioGroup
        name={`payment-${locale}`}
        legend={t('gallery.choices.payment')}
        options={options}
        defaultValue="card"
      />
      <RadioGroup
        name={`payment-error-${locale}`}
        legend={t('gallery.choices.payment')}
        options={options.slice(0, 2)}
        error={t('gallery.fields.required')}
        required
      />
    </div>
  );
}

function SwitchDemo() {
  const t = useT();
  return (
    <div className="grid max-w-md gap-4">
      <Switch
        label={t('gallery.choices.notifications')}
        description={t('gallery.choices.notificationsHint')}
        defaultChecked
      />
      <Switch label={t('gallery.state.arabicDigits')} />
      <Switch label={t('gallery.choices.notifications')} disabled defaultChecked />
      <Switch label={t('gallery.state.arabicDigits')} disabled />
    </div>
  );
}

function FormFieldDemo() {
  const t = useT();
  return (
    <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={(event) => event.preventDefault()}>
      <FormField label={t('gallery.fields.name')} required>
        <Input name="name" autoComplete="name" />
      </FormField>
      <FormField
        label={t('gallery.fields.phone')}
        hint={t('gallery.fields.phoneHint')}
        error={t('gallery.fields.phoneInvalid')}
        required
      >
        <Input name="phone" type="tel" defaultValue={toArabicDigits('010012345678')} />
      </FormField>
    </form>
  );
}

function QuantityStepperDemo() {
  const t = useT();
  return (
    <>
      <Row label={t('gallery.state.default')}>
        <QuantityStepper defaultValue={2} />
        <QuantityStepper defaultValue={1} size="sm" />
      </Row>
      <Row label={`${t('gallery.state.loading')} · ${t('gallery.state.disabled')}`}>
        <QuantityStepper defaultValue={3} loading />
        <QuantityStepper defaultValue={1} disabled />
      </Row>
    </>
  );
}

function PriceDemo() {
  const t = useT();
  return (
    <>
      <Row label={t('gallery.state.default')}>
        <Price currency="EGP" priceMinor={125_000} size="lg" />
        <Price currency="SAR" priceMinor={9_950} />
        <Price currency="AED" priceMinor={24_000} size="sm" />
      </Row>
      <Row label={t('gallery.state.onOffer')}>
        <Price currency="EGP" priceMinor={100_000} originalMinor={125_000} showDiscount size="lg" />
        <Price currency="SAR" priceMinor={7_960} originalMinor={9_950} showDiscount />
      </Row>
      <Row label={t('gallery.state.arabicDigits')}>
        <Price currency="EGP" priceMinor={100_000} originalMinor={125_000} digits="arab" />
      </Row>
    </>
  );
}

function CurrencyLabelDemo() {
  const t = useT();
  const { language } = useLocale();
  return (
    <>
      <Row label={t('gallery.state.default')}>
        <Badge>
          <CurrencyLabel currency="EGP" />
        </Badge>
        <Badge>
          <CurrencyLabel currency="SAR" />
        </Badge>
        <Badge>
          <CurrencyLabel currency="AED" />
        </Badge>
      </Row>
      <Row label={t('gallery.state.filled')}>
        <p className="text-sm text-ink">
          {t('gallery.currency.inText', { amount: formatMoney(249_900, 'SAR', language) })}
        </p>
      </Row>
    </>
  );
}

function BadgeDemo() {
  const t = useT();
  return (
    <Row label={t('gallery.state.variants')}>
      <Badge tone="sale">{t('product.discount', { percent: 20 })}</Badge>
      <Badge tone="accent">{t('product.new')}</Badge>
      <Badge tone="brand">{t('gallery.categories.prints')}</Badge>
      <Badge tone="neutral">{t('product.soldOut')}</Badge>
      <Badge tone="success">{t('ui.upload.done')}</Badge>
      <Badge tone="warning">{t('gallery.state.loading')}</Badge>
      <Badge tone="danger">{t('gallery.state.error')}</Badge>
      <Badge tone="info" size="sm">
        {t('gallery.state.default')}
      </Badge>
    </Row>
  );
}

function RatingStarsDemo() {
  const t = useT();
  return (
    <>
      <Row label={t('gallery.state.readOnly')}>
        <RatingStars value={4.5} count={128} />
        <RatingStars value={3.2} count={7} size={20} />
        <RatingStars value={0} count={0} />
      </Row>
    </>
  );
}

function RatingInputDemo() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <RatingInput name={`rate-${locale}`} legend={t('gallery.choices.rate')} defaultValue={4} />
      <RatingInput
        name={`rate-error-${locale}`}
        legend={t('gallery.choices.rate')}
        error={t('gallery.fields.required')}
      />
      <RatingInput
        name={`rate-disabled-${locale}`}
        legend={t('gallery.choices.rate')}
        defaultValue={2}
        disabled
      />
    </div>
  );
}

function TabsDemo() {
  const t = useT();
  return (
    <Tabs
      label={t('gallery.tabs.label')}
      items={[
        {
          id: 'description',
          label: t('gallery.tabs.description'),
          content: t('gallery.tabs.descriptionText'),
        },
        { id: 'sizes', label: t('gallery.tabs.sizes'), content: t('gallery.tabs.sizesText') },
        { id: 'shipping', label: t('gallery.tabs.shipping'), content: t('gallery.tabs.shippingText') },
        { id: 'reviews', label: t('gallery.tabs.reviews'), content: null, disabled: true },
      ]}
    />
  );
}

function AccordionDemo() {
  const t = useT();
  return (
    <Accordion
      items={[
        { id: 'q1', title: t('gallery.faq.q1'), content: t('gallery.faq.a1'), defaultOpen: true },
        { id: 'q2', title: t('gallery.faq.q2'), content: t('gallery.faq.a2') },
        { id: 'q3', title: t('gallery.faq.q3'), content: t('gallery.faq.a3') },
      ]}
    />
  );
}

function DialogDemo() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const footer = (close: () => void) => (
    <>
      <Button variant="secondary" onClick={close}>
        {t('gallery.actions.cancel')}
      </Button>
      <Button variant="danger" onClick={close}>
        {t('gallery.actions.remove')}
      </Button>
    </>
  );
  return (
    <>
      <Row label={t('gallery.state.live')}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('gallery.actions.openDialog')}
        </Button>
      </Row>
      <Caption>{t('gallery.state.open')}</Caption>
      <div className="grid place-items-center rounded-card bg-ink/40 p-6">
        <Dialog
          preview
          open
          onClose={() => undefined}
          title={t('gallery.dialog.title')}
          description={t('gallery.dialog.description')}
          footer={footer(() => undefined)}
          size="sm"
        />
      </div>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('gallery.dialog.title')}
        description={t('gallery.dialog.description')}
        footer={footer(() => setOpen(false))}
        size="sm"
      />
    </>
  );
}

function CartLines() {
  const t = useT();
  const products = useSampleProducts().slice(0, 2);
  return (
    <ul className="flex flex-col gap-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex gap-3">
          <img
            src={artwork(index)}
            alt=""
            width={64}
            height={80}
            className="h-20 w-16 shrink-0 rounded-lg object-cover"
          />
          <div className="flex flex-1 flex-col gap-1">
            <p className="text-sm font-semibold text-ink">{product.name}</p>
            <Price
              currency={product.currency}
              priceMinor={product.priceMinor}
              originalMinor={product.originalMinor}
              size="sm"
            />
            <QuantityStepper
              defaultValue={1}
              size="sm"
              label={`${t('ui.quantity.label')}: ${product.name}`}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

function DrawerDemo() {
  const t = useT();
  const [open, setOpen] = useState<'cart' | 'menu' | null>(null);
  const footer = (
    <div className="flex flex-col gap-3">
      <p className="flex justify-between text-sm font-semibold">
        <span>{t('gallery.drawer.subtotal')}</span>
        <Price currency="EGP" priceMinor={113_000} size="sm" />
      </p>
      <Button fullWidth>{t('gallery.actions.checkout')}</Button>
    </div>
  );
  return (
    <>
      <Row label={t('gallery.state.live')}>
        <Button variant="secondary" onClick={() => setOpen('cart')} icon={<Icon name="cart" size={18} />}>
          {t('gallery.actions.openDrawer')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('menu')} icon={<Icon name="menu" size={18} />}>
          {t('gallery.actions.openMenu')}
        </Button>
      </Row>
      <Caption>{t('gallery.state.open')}</Caption>
      <div className="relative h-[26rem] overflow-hidden rounded-card bg-ink/40">
        <Drawer preview open onClose={() => undefined} title={t('gallery.drawer.cart')} footer={footer}>
          <CartLines />
        </Drawer>
      </div>
      <Drawer
        open={open === 'cart'}
        onClose={() => setOpen(null)}
        title={t('gallery.drawer.cart')}
        footer={footer}
      >
        <CartLines />
      </Drawer>
      <Drawer
        open={open === 'menu'}
        onClose={() => setOpen(null)}
        title={t('gallery.drawer.menu')}
        side="start"
      >
        <ul className="flex flex-col gap-1">
          {(['prints', 'home', 'mugs', 'bags'] as const).map((key) => (
            <li key={key}>
              <a
                href="#"
                className="flex items-center justify-between rounded-xl px-3 py-3 text-sm font-semibold hover:bg-sand"
              >
                {t(`gallery.categories.${key}`)}
                <Icon name="chevron-end" size={16} className="text-ink-muted" />
              </a>
            </li>
          ))}
        </ul>
      </Drawer>
    </>
  );
}

function PopoverDemo() {
  const t = useT();
  const options = [
    t('gallery.popover.newest'),
    t('gallery.popover.priceLow'),
    t('gallery.popover.priceHigh'),
  ];
  const list = (
    <ul className="flex flex-col">
      {options.map((option, index) => (
        <li key={option}>
          <a
            href="#"
            aria-current={index === 0 ? 'true' : undefined}
            className="flex items-center justify-between gap-4 rounded-xl px-3 py-2.5 text-sm hover:bg-sand aria-[current]:font-semibold aria-[current]:text-brand"
          >
            {option}
            {index === 0 ? <Icon name="check" size={16} /> : null}
          </a>
        </li>
      ))}
    </ul>
  );
  const trigger = (
    <>
      <Icon name="filter" size={18} />
      {t('gallery.popover.sort')}
      <Icon name="chevron-down" size={16} className="transition-transform group-open:rotate-180" />
    </>
  );
  return (
    <div className="flex min-h-48 flex-wrap items-start justify-between gap-4">
      <Popover trigger={trigger} defaultOpen>
        {list}
      </Popover>
      <Popover trigger={trigger} align="end">
        {list}
      </Popover>
    </div>
  );
}

function TooltipDemo() {
  const t = useT();
  return (
    <div className="flex items-end gap-8 pt-12">
      <Tooltip content={t('gallery.tooltip.returnsText')} defaultOpen>
        <button
          type="button"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink underline decoration-dotted underline-offset-4"
        >
          <Icon name="info" size={18} />
          {t('gallery.tooltip.returns')}
        </button>
      </Tooltip>
      <Tooltip content={t('gallery.actions.wishlist')}>
        <IconButton icon="heart" label={t('gallery.actions.wishlist')} variant="outline" />
      </Tooltip>
    </div>
  );
}

function ToastDemo() {
  const t = useT();
  const toast = useToast();
  return (
    <>
      <Row label={t('gallery.state.variants')}>
        <div className="flex w-full flex-col gap-2">
          <ToastView kind="success" message={t('gallery.toast.success')} onDismiss={() => undefined} />
          <ToastView kind="error" message={t('gallery.toast.error')} onDismiss={() => undefined} />
          <ToastView
            kind="snackbar"
            message={t('gallery.toast.snackbar')}
            action={{ label: t('gallery.actions.undo'), onAction: () => undefined }}
          />
        </div>
      </Row>
      <Row label={t('gallery.state.live')}>
        <Button size="sm" variant="secondary" onClick={() => toast.success(t('gallery.toast.success'))}>
          {t('gallery.actions.showSuccess')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => toast.error(t('gallery.toast.error'))}>
          {t('gallery.actions.showError')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            toast.snackbar(t('gallery.toast.snackbar'), {
              label: t('gallery.actions.undo'),
              onAction: () => undefined,
            })
          }
        >
          {t('gallery.actions.showSnackbar')}
        </Button>
      </Row>
    </>
  );
}

function BannerDemo() {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <Banner tone="info">{t('gallery.banner.info', { country: t('countriesInText.eg') })}</Banner>
      <Banner tone="success" title={t('gallery.banner.successTitle')}>
        {t('gallery.banner.success', {
          code: isolateLtr('#SD-10428'),
          phone: isolateLtr('+20 100 123 4567'),
        })}
      </Banner>
      <Banner tone="warning" dismissible>
        {t('gallery.banner.warning')}
      </Banner>
      <Banner tone="error" title={t('gallery.banner.errorTitle')}>
        {t('gallery.banner.error')}
      </Banner>
      <Banner
        tone="promo"
        dismissible
        action={
          <ButtonLink to="#" variant="accent" size="sm">
            {t('gallery.actions.getApp')}
          </ButtonLink>
        }
      >
        {t('gallery.banner.promo')}
      </Banner>
    </div>
  );
}

function BreadcrumbDemo() {
  const t = useT();
  return (
    <Breadcrumb
      items={[
        { label: t('gallery.crumbs.home'), href: '#' },
        { label: t('gallery.crumbs.category'), href: '#' },
        { label: t('gallery.crumbs.product') },
      ]}
    />
  );
}

function PaginationDemo() {
  const t = useT();
  return (
    <>
      <Row label={t('gallery.state.default')}>
        <Pagination page={4} pageCount={12} hrefFor={(page) => `?page=${page}`} />
      </Row>
      <Row label={t('gallery.state.disabled')}>
        <Pagination page={1} pageCount={3} hrefFor={(page) => `?page=${page}`} />
      </Row>
    </>
  );
}

function ProductCardDemo() {
  const products = useSampleProducts();
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <DemoProductCard product={product} index={index} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

function DesignerCardDemo() {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      <li>
        <DesignerCard
          href="#"
          designer={{
            id: 'd1',
            name: t('gallery.designers.laila'),
            headline: t('gallery.designers.lailaHeadline'),
            avatarPath: null,
            productCount: 24,
          }}
        />
      </li>
      <li>
        <DesignerCard
          href="#"
          designer={{
            id: 'd2',
            name: t('gallery.designers.omar'),
            headline: t('gallery.designers.omarHeadline'),
            avatarPath: null,
            productCount: 1,
          }}
        />
      </li>
      <li>
        <DesignerCard
          href="#"
          designer={{ id: 'd3', name: 'Studio Nour', avatarPath: null, productCount: 0 }}
        />
      </li>
    </ul>
  );
}

const CATEGORY_KEYS = [
  'prints',
  'home',
  'mugs',
  'bags',
  'stationery',
  'clothing',
  'jewelry',
  'kids',
  'gifts',
  'lighting',
] as const;

function CategoryTileDemo() {
  const t = useT();
  return (
    <ul className="grid grid-cols-3 gap-4 sm:grid-cols-5">
      {CATEGORY_KEYS.slice(0, 5).map((key) => (
        <li key={key}>
          <CategoryTile category={{ id: key, name: t(`gallery.categories.${key}`), href: '#' }} />
        </li>
      ))}
    </ul>
  );
}

function ImageGalleryDemo() {
  const t = useT();
  const images = [0, 1, 2, 3].map((index) => ({
    src: artwork(index),
    alt: `${t('gallery.products.print')} (${index + 1})`,
    width: 400,
    height: 500,
  }));
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <ImageGallery images={images} />
      <div className="flex flex-col gap-3">
        <Caption>{t('gallery.state.empty')}</Caption>
        <ImageGallery images={[]} />
      </div>
    </div>
  );
}

function CarouselDemo() {
  const t = useT();
  return (
    <Carousel
      label={t('home.categoriesHeading')}
      heading={t('home.categoriesHeading')}
      preset="category"
      rows={2}
    >
      {[...CATEGORY_KEYS, ...CATEGORY_KEYS.slice(0, 6)].map((key, index) => (
        <CategoryTile
          key={`${key}-${index}`}
          category={{ id: `${key}-${index}`, name: t(`gallery.categories.${key}`), href: '#' }}
        />
      ))}
    </Carousel>
  );
}

function StepperDemo() {
  return (
    <div className="flex flex-col gap-8">
      <Stepper current="cart" />
      <Stepper current="shipping" />
      <Stepper current="payment" />
    </div>
  );
}

function FileUploadDemo() {
  const t = useT();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <FileUpload
        name="photos"
        label={t('gallery.upload.label')}
        initialItems={[
          {
            id: 'a',
            name: 'cairo-skyline.jpg',
            sizeBytes: 2_400_000,
            previewUrl: artwork(0),
            progress: 64,
            status: 'uploading',
          },
          {
            id: 'b',
            name: 'mug-front.webp',
            sizeBytes: 850_000,
            previewUrl: artwork(1),
            progress: 100,
            status: 'done',
          },
          {
            id: 'c',
            name: 'poster-full.tiff',
            sizeBytes: 61_000_000,
            progress: 0,
            status: 'error',
            error: t('ui.upload.tooLarge', { max: 50 }),
          },
        ]}
      />
      <div className="flex flex-col gap-6">
        <FileUpload
          name="photos-error"
          label={t('gallery.upload.label')}
          error={t('gallery.fields.required')}
        />
        <FileUpload name="photos-disabled" label={t('gallery.upload.label')} disabled />
      </div>
    </div>
  );
}

function SkeletonDemo() {
  const t = useT();
  return (
    <>
      <Row label={t('gallery.state.loading')}>
        <div className="grid w-full grid-cols-2 gap-4 sm:grid-cols-4">
          <ProductCardSkeleton />
          <ProductCardSkeleton />
          <div className="col-span-2 flex flex-col gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="mt-2 h-11 w-40 rounded-full" />
          </div>
        </div>
      </Row>
    </>
  );
}

function EmptyStateDemo() {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <EmptyState
        illustration="cart"
        headingLevel={3}
        title={t('gallery.empty.cartTitle')}
        description={t('gallery.empty.cartText')}
        action={<ButtonLink to="#">{t('gallery.actions.continue')}</ButtonLink>}
      />
      <EmptyState
        illustration="search"
        headingLevel={3}
        title={t('gallery.empty.searchTitle', { query: 'khayamiya' })}
        description={t('gallery.empty.searchText')}
      />
      <EmptyState
        illustration="error"
        headingLevel={3}
        title={t('gallery.empty.errorTitle')}
        description={t('gallery.empty.errorText')}
        action={<Button variant="secondary">{t('gallery.actions.retry')}</Button>}
      />
    </div>
  );
}

/** Every specimen, in page order; the names are the screenshot file names. */
const SPECIMENS: Array<{ name: string; wide?: boolean; Demo: () => ReactNode }> = [
  { name: 'button', Demo: ButtonDemo },
  { name: 'button-link', Demo: ButtonLinkDemo },
  { name: 'icon-button', Demo: IconButtonDemo },
  { name: 'input', Demo: InputDemo },
  { name: 'textarea', Demo: TextareaDemo },
  { name: 'select', Demo: SelectDemo },
  { name: 'checkbox', Demo: CheckboxDemo },
  { name: 'radio', Demo: RadioDemo },
  { name: 'switch', Demo: SwitchDemo },
  { name: 'form-field', Demo: FormFieldDemo },
  { name: 'quantity-stepper', Demo: QuantityStepperDemo },
  { name: 'price', Demo: PriceDemo },
  { name: 'currency-label', Demo: CurrencyLabelDemo },
  { name: 'badge', Demo: BadgeDemo },
  { name: 'rating-stars', Demo: RatingStarsDemo },
  { name: 'rating-input', Demo: RatingInputDemo },
  { name: 'tabs', Demo: TabsDemo },
  { name: 'accordion', Demo: AccordionDemo },
  { name: 'dialog', Demo: DialogDemo },
  { name: 'drawer', Demo: DrawerDemo },
  { name: 'popover', Demo: PopoverDemo },
  { name: 'tooltip', Demo: TooltipDemo },
  { name: 'toast', Demo: ToastDemo },
  { name: 'banner', Demo: BannerDemo },
  { name: 'breadcrumb', Demo: BreadcrumbDemo },
  { name: 'pagination', Demo: PaginationDemo },
  { name: 'product-card', wide: true, Demo: ProductCardDemo },
  { name: 'designer-card', Demo: DesignerCardDemo },
  { name: 'category-tile', Demo: CategoryTileDemo },
  { name: 'image-gallery', Demo: ImageGalleryDemo },
  { name: 'carousel', wide: true, Demo: CarouselDemo },
  { name: 'stepper', Demo: StepperDemo },
  { name: 'file-upload', wide: true, Demo: FileUploadDemo },
  { name: 'skeleton', Demo: SkeletonDemo },
  { name: 'empty-state', wide: true, Demo: EmptyStateDemo },
];

export default function DevUi() {
  return (
    <main id="main" className="mx-auto max-w-[1600px] px-4 py-10 sm:px-8">
      <header dir="ltr" lang="en" className="mb-6">
        <p className="font-mono text-xs font-semibold uppercase tracking-widest text-brand">/dev/ui</p>
        <h1 className="mt-2 text-3xl font-bold text-ink">
          {translate('en', 'gallery.title')} ·{' '}
          <span lang="ar" dir="rtl">
            {translate('ar', 'gallery.title')}
          </span>
        </h1>
        <p className="mt-1 text-ink-muted">
          {translate('en', 'gallery.intro')}{' '}
          <span lang="ar" dir="rtl">
            {translate('ar', 'gallery.intro')}
          </span>
        </p>
        <nav aria-label={translate('en', 'gallery.title')} className="mt-4">
          <ul className="flex flex-wrap gap-1.5">
            {SPECIMENS.map(({ name }) => (
              <li key={name}>
                <a
                  href={`#specimen-${name}`}
                  className="inline-flex rounded-full border border-line bg-surface px-2.5 py-1 font-mono text-xs text-ink-soft hover:border-brand hover:text-brand"
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {SPECIMENS.map(({ name, wide, Demo }) => (
        <Specimen key={name} name={name} wide={wide}>
          {() => <Demo />}
        </Specimen>
      ))}
    </main>
  );
}
