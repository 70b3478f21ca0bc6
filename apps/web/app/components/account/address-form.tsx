import { Form } from 'react-router';
import type { AddressContract } from '@souq/core/accounts/addresses.service.ts';
import { useT } from '../../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';
import { fieldError, type AuthActionData } from './account-types.ts';
import { NumericInput } from './numeric-input.tsx';

/** Every field of an address (SPEC.md section 3), in form order. */
export const ADDRESS_FIELDS = [
  'fName',
  'lName',
  'email',
  'code',
  'phone',
  'country',
  'city',
  'area',
  'state',
  'address1',
  'address2',
  'streetName',
  'building',
  'floorNo',
  'apartment',
  'zipCode',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
const NUMERIC = new Set<AddressField>(['phone', 'floorNo', 'zipCode']);
const REQUIRED = new Set<AddressField>(['country', 'city', 'address1']);

/**
 * The address form of the profile (addAddress / updateAddress), also used by checkout's shipping
 * step; `hidden` adds fields of the page (checkout's intent), `action` posts elsewhere.
 */
export function AddressForm({
  address,
  defaultCountry,
  answer,
  busy,
  onCancel,
  hidden,
  action,
}: {
  hidden?: Record<string, string>;
  action?: string;
  address: AddressContract | null;
  defaultCountry: string;
  answer: AuthActionData | undefined;
  busy: boolean;
  onCancel?: () => void;
}) {
  const t = useT();
  const value = (field: AddressField) => {
    const stored = address?.[field];
    return stored === null || stored === undefined ? '' : String(stored);
  };
  return (
    <Form
      method="post"
      action={action}
      noValidate
      className="grid gap-4 rounded-panel border border-line bg-surface p-5 sm:grid-cols-2"
      data-testid="address-form"
    >
      <h3 className="font-bold text-ink sm:col-span-2">
        {address ? t('account.addresses.editTitle') : t('account.addresses.addTitle')}
      </h3>
      <input type="hidden" name="intent" value={address ? 'update' : 'add'} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {address ? <input type="hidden" name="id" value={address._id} /> : null}
      {ADDRESS_FIELDS.map((field) => (
        <FormField
          key={field}
          label={t(`account.addressFields.${field}`)}
          required={REQUIRED.has(field)}
          error={fieldError(answer, field)}
        >
          {field === 'country' ? (
            <Select
              name="country"
              defaultValue={address?.country ?? defaultCountry}
              options={(['eg', 'sa', 'ae'] as const).map((code) => ({
                value: code,
                label: t(`countries.${code}`),
              }))}
            />
          ) : NUMERIC.has(field) ? (
            <NumericInput name={field} defaultValue={value(field)} maxLength={field === 'phone' ? 10 : 9} />
          ) : (
            <Input
              name={field}
              defaultValue={value(field)}
              type={field === 'email' ? 'email' : 'text'}
              dir={field === 'code' ? 'ltr' : undefined}
            />
          )}
        </FormField>
      ))}
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" loading={busy}>
          {t('account.addresses.save')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('account.addresses.cancel')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
