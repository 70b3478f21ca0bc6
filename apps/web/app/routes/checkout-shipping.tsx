import { data, Form, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import { addAddress, listAddresses } from '@souq/core/accounts/addresses.service.ts';
import { countryOf, languageOf, listSeparator } from '@souq/core/locale/locales.ts';
import { useT } from '../i18n/i18n.ts';
import { localePath } from '../lib/locale-routing.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { requireCheckout } from '../lib/checkout.server.ts';
import { failed, formCall, mergeHeaders, PRIVATE_HEADERS, textOf } from '../lib/session.server.ts';
import type { AuthActionData } from '../components/account/account-types.ts';
import { ADDRESS_FIELDS, AddressForm } from '../components/account/address-form.tsx';
import { addresseeOf, streetPartsOf } from '../components/checkout/address-text.ts';
import { IsolatedParts } from '../components/ui/isolated-parts.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { RadioGroup } from '../components/ui/radio-group.tsx';
import { Stepper } from '../components/ui/stepper.tsx';
import type { Route } from './+types/checkout-shipping';

/**
 * Checkout, step two (SPEC.md section 2: shipping details): choose one of the user's saved
 * addresses in the country ordered from, or add one (the profile's address form and the same
 * addAddress service). Choosing is a GET form to the payment step with `addr`, checked there.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, country } = rc;
  const { ctx, headers } = await requireCheckout(rc);
  const addresses = await listAddresses(ctx, {});
  return data(
    {
      locale,
      addresses: addresses.map((address) => ({ ...address, deliverable: address.country === country })),
    },
    { headers },
  );
}

/** addAddress for the signed-in user, then back to this step with the new address chosen. */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { ctx } = await requireCheckout(rc);
  const form = await request.formData();
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, textOf(form, field)]));
  const before = new Set((await listAddresses(ctx, {})).map((saved) => saved._id));
  const result = await formCall(locale, () => addAddress(ctx, { address }), rc.digits);
  if (!result.ok) return failed(result.failure);
  const added = result.value.find((saved) => !before.has(saved._id));
  throw redirect(`${localePath(locale, '/address')}${added ? `?addr=${added._id}` : ''}`, {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'checkout.shipping.metaTitle');
}

export default function CheckoutShipping({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, addresses } = loaderData;
  const [searchParams] = useSearchParams();
  const answer = useActionData() as AuthActionData | undefined;
  const navigation = useNavigation();
  const separator = listSeparator(languageOf(locale));
  const deliverable = addresses.filter((address) => address.deliverable);
  const wanted = searchParams.get('addr');
  const chosen = deliverable.find((address) => address._id === wanted) ?? deliverable[0];
  const country = countryOf(locale);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8" data-testid="checkout-shipping">
      <Stepper current="shipping" className="mx-auto max-w-xl" />
      <h1 className="mt-8 text-3xl font-bold tracking-tight text-ink">{t('checkout.shipping.title')}</h1>

      {addresses.length === 0 ? (
        <p className="mt-4 text-ink-soft">{t('checkout.shipping.none')}</p>
      ) : (
        <Form
          method="get"
          action={localePath(locale, '/payment')}
          className="mt-6 flex flex-col gap-5"
          data-testid="choose-address"
        >
          <RadioGroup
            key={chosen?._id ?? 'none'}
            name="addr"
            legend={t('checkout.shipping.choose')}
            defaultValue={chosen?._id}
            required
            options={addresses.map((address) => ({
              value: address._id,
              disabled: !address.deliverable,
              label: <bdi className="font-semibold text-ink">{addresseeOf(address) || address.address1}</bdi>,
              description: (
                <span className="flex flex-col">
                  <span>
                    <IsolatedParts parts={streetPartsOf(address)} separator={separator} />
                  </span>
                  {address.phone ? (
                    <bdi dir="ltr" className="num">
                      {address.phone}
                    </bdi>
                  ) : null}
                  {!address.deliverable ? (
                    <span className="text-warning">
                      {t('checkout.shipping.otherCountry', { country: t(`countriesInText.${country}`) })}
                    </span>
                  ) : null}
                </span>
              ),
            }))}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" disabled={deliverable.length === 0} data-testid="to-payment">
              {t('checkout.shipping.continue')}
            </Button>
            <ButtonLink to={localePath(locale, '/cart')} variant="ghost" size="lg">
              {t('checkout.shipping.backToCart')}
            </ButtonLink>
          </div>
        </Form>
      )}

      <section aria-labelledby="new-address-heading" className="mt-10">
        <h2 id="new-address-heading" className="mb-4 text-lg font-bold text-ink">
          {t('checkout.shipping.addNew')}
        </h2>
        <AddressForm
          key={addresses.length}
          address={null}
          defaultCountry={country}
          answer={answer}
          busy={navigation.state === 'submitting' && navigation.formMethod === 'POST'}
        />
      </section>
    </div>
  );
}
