/**
 * The fields of a coupon's terms (issue 21), shared by the coupon form (new and edit) and the bulk
 * generation form: every field of SPEC.md's Coupon entity, each with its error beside it. Plain
 * inputs with default values, so the form posts without JavaScript; a refused post comes back with
 * what was typed (`values`).
 */
import type { ReactNode } from 'react';
import { COUNTRIES, currencyOfCountry } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../../i18n/i18n.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { controlClasses, FormField, useFieldControlProps } from '../../ui/form-field.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icon.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { Textarea } from '../../ui/textarea.tsx';
import { AdminSection } from '../admin-page.tsx';

export interface CouponChoices {
  categories: Array<{ id: string; name: string; arName: string }>;
  subcategories: Array<{ id: string; name: string; arName: string; categoryId: string }>;
}

/** The form's values as text (what the inputs show), by field name. */
export type CouponValues = Record<string, string>;

interface FieldsProps {
  values: CouponValues;
  errors: Record<string, string>;
  choices: CouponChoices;
}

/** The subcategories grouped under their categories (a native select with optgroups). */
function SubcategorySelect({ values, choices }: Omit<FieldsProps, 'errors'>) {
  const t = useT();
  const { language } = useLocale();
  const field = useFieldControlProps({});
  const label = (item: { name: string; arName: string }) => (language === 'ar' ? item.arName : item.name);
  // The look of ui/select.tsx (which takes flat options only): no native arrow, ours at the end.
  return (
    <div className="relative">
      <select
        name="subcategoryId"
        defaultValue={values['subcategoryId'] ?? ''}
        {...field}
        className={cx(controlClasses, 'h-11 cursor-pointer appearance-none ps-3.5 pe-10')}
      >
        <option value="">{t('admin.promotions.coupons.fields.anySubcategory')}</option>
        {choices.categories.map((category) => {
          const children = choices.subcategories.filter((sub) => sub.categoryId === category.id);
          return children.length ? (
            <optgroup key={category.id} label={label(category)}>
              {children.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {label(sub)}
                </option>
              ))}
            </optgroup>
          ) : null;
        })}
      </select>
      <Icon
        name="chevron-down"
        size={18}
        className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-ink-muted"
      />
    </div>
  );
}

function Grid({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 md:grid-cols-2">{children}</div>;
}

/** What the coupon gives, where and when: the terms shared by one coupon and a batch of codes. */
export function CouponTermsFields({ values, errors, choices }: FieldsProps) {
  const t = useT();
  const { language } = useLocale();
  const v = (name: string) => values[name] ?? '';
  const label = (item: { name: string; arName: string }) => (language === 'ar' ? item.arName : item.name);
  const country = v('country');
  const currencyHint = country
    ? t('admin.promotions.coupons.fields.amountIn', {
        currency: t(`currencies.${currencyOfCountry(country as 'eg')}`),
      })
    : t('admin.promotions.coupons.fields.amountNeedsCountry');
  return (
    <>
      <AdminSection title={t('admin.promotions.coupons.sections.text')}>
        <FormField label={t('admin.promotions.coupons.fields.title')} error={errors['title']} required>
          <Input name="title" defaultValue={v('title')} maxLength={200} />
        </FormField>
        <FormField label={t('admin.promotions.coupons.fields.description')} error={errors['description']}>
          <Textarea name="description" defaultValue={v('description')} rows={3} maxLength={2000} />
        </FormField>
      </AdminSection>

      <AdminSection title={t('admin.promotions.coupons.sections.discount')}>
        <Grid>
          <FormField
            label={t('admin.promotions.coupons.fields.discount')}
            hint={t('admin.promotions.coupons.fields.discountHint')}
            error={errors['discount']}
          >
            <Input name="discount" inputMode="numeric" defaultValue={v('discount')} endAdornment="%" />
          </FormField>
          <FormField
            label={t('admin.promotions.coupons.fields.country')}
            hint={t('admin.promotions.coupons.fields.countryHint')}
            error={errors['country']}
          >
            <Select
              name="country"
              defaultValue={country}
              placeholder={t('admin.promotions.coupons.fields.everyCountry')}
              options={COUNTRIES.map((code) => ({
                value: code,
                label: `${t(`countries.${code}`)} · ${t(`currencies.${currencyOfCountry(code)}`)}`,
              }))}
            />
          </FormField>
          <FormField
            label={t('admin.promotions.coupons.fields.maximumDiscount')}
            hint={currencyHint}
            error={errors['maximumDiscount']}
          >
            <Input name="maximumDiscount" inputMode="decimal" dir="ltr" defaultValue={v('maximumDiscount')} />
          </FormField>
          <FormField
            label={t('admin.promotions.coupons.fields.fixedAmount')}
            hint={currencyHint}
            error={errors['fixedAmount']}
          >
            <Input name="fixedAmount" inputMode="decimal" dir="ltr" defaultValue={v('fixedAmount')} />
          </FormField>
          <FormField
            label={t('admin.promotions.coupons.fields.minPurchase')}
            hint={currencyHint}
            error={errors['minPurchase']}
          >
            <Input name="minPurchase" inputMode="decimal" dir="ltr" defaultValue={v('minPurchase')} />
          </FormField>
          <div className="flex items-end pb-2">
            <Checkbox
              name="freeDelivery"
              label={t('admin.promotions.coupons.fields.freeDelivery')}
              defaultChecked={v('freeDelivery') === 'on'}
              error={errors['freeDelivery']}
            />
          </div>
        </Grid>
      </AdminSection>

      <AdminSection title={t('admin.promotions.coupons.sections.scope')}>
        <Grid>
          <FormField label={t('admin.promotions.coupons.fields.category')} error={errors['categoryId']}>
            <Select
              name="categoryId"
              defaultValue={v('categoryId')}
              placeholder={t('admin.promotions.coupons.fields.anyCategory')}
              options={choices.categories.map((category) => ({ value: category.id, label: label(category) }))}
            />
          </FormField>
          <FormField label={t('admin.promotions.coupons.fields.subcategory')} error={errors['subcategoryId']}>
            <SubcategorySelect values={values} choices={choices} />
          </FormField>
          <FormField
            label={t('admin.promotions.coupons.fields.owner')}
            hint={t('admin.promotions.coupons.fields.ownerHint')}
            error={errors['ownerEmail']}
          >
            <Input name="ownerEmail" type="email" dir="ltr" defaultValue={v('ownerEmail')} maxLength={254} />
          </FormField>
        </Grid>
      </AdminSection>

      <AdminSection title={t('admin.promotions.coupons.sections.availability')}>
        <Grid>
          <FormField
            label={t('admin.promotions.coupons.fields.startDate')}
            hint={t('admin.promotions.coupons.fields.datesHint')}
            error={errors['startDate']}
          >
            <Input name="startDate" type="date" dir="ltr" defaultValue={v('startDate')} />
          </FormField>
          <FormField
            label={t('admin.promotions.coupons.fields.endDate')}
            hint={t('admin.promotions.coupons.fields.endDateHint')}
            error={errors['endDate']}
          >
            <Input name="endDate" type="date" dir="ltr" defaultValue={v('endDate')} />
          </FormField>
        </Grid>
        <Checkbox
          name="firstOrderOnly"
          label={t('admin.promotions.coupons.fields.firstOrderOnly')}
          description={t('admin.promotions.coupons.fields.firstOrderOnlyHint')}
          defaultChecked={v('firstOrderOnly') === 'on'}
          error={errors['firstOrderOnly']}
        />
        <Checkbox
          name="status"
          label={t('admin.promotions.coupons.fields.status')}
          description={t('admin.promotions.coupons.fields.statusHint')}
          defaultChecked={v('status') === 'on'}
        />
      </AdminSection>
    </>
  );
}
