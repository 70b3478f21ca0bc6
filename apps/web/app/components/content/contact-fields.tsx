import { useT } from '../../i18n/i18n.ts';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';

/** Who is writing (name, email, phone): the fields the contact and career forms share. */
export function ContactFields({
  values,
  errors,
}: {
  values: { name?: string; email?: string; phone?: string };
  errors: Partial<Record<string, string>>;
}) {
  const t = useT();
  return (
    <>
      <FormField label={t('content.fields.name')} required error={errors.name}>
        <Input name="name" autoComplete="name" defaultValue={values.name} maxLength={120} />
      </FormField>
      <FormField label={t('content.fields.email')} required error={errors.email}>
        <Input name="email" type="email" autoComplete="email" dir="ltr" defaultValue={values.email} />
      </FormField>
      <FormField label={t('content.fields.phone')} hint={t('content.contact.phoneHint')} error={errors.phone}>
        <Input
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          defaultValue={values.phone}
        />
      </FormField>
    </>
  );
}
