import { useState } from 'react';
import { data, useActionData, useNavigation } from 'react-router';
import {
  addAddress,
  listAddresses,
  removeAddress,
  updateAddress,
} from '@souq/core/accounts/addresses.service.ts';
import { countryOf, languageOf, listSeparator } from '@souq/core/locale/locales.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { accountFormPost, loaderAndActionHeaders, savedItemAnswer } from '../lib/account-form.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { failed, formCall, PRIVATE_HEADERS, requireUser, textOf } from '../lib/session.server.ts';
import type { AuthActionData } from '../components/account/account-types.ts';
import { ADDRESS_FIELDS, AddressForm } from '../components/account/address-form.tsx';
import { useActionToast } from '../components/account/use-action-toast.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { SavedItemCard } from '../components/account/edit-remove-actions.tsx';
import type { Route } from './+types/profile-addresses';
import { addresseeOf } from '../components/checkout/address-text.ts';
import { IsolatedParts } from '../components/ui/isolated-parts.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireUser(rc);
  const addresses = await listAddresses(rc.service(actor), {});
  return data({ locale, addresses }, { headers: PRIVATE_HEADERS });
}

/** addAddress, updateAddress and removeAddress (SPEC.md section 7) for the signed-in user. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, form, ctx } = await accountFormPost(request, context);
  const intent = textOf(form, 'intent');
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, textOf(form, field)]));
  const id = textOf(form, 'id');
  const result = await formCall(locale, async () => {
    if (intent === 'remove') return removeAddress(ctx, { address: id });
    if (intent === 'update') return updateAddress(ctx, { address: { ...address, _id: id } });
    return addAddress(ctx, { address });
  });
  if (!result.ok) return failed(result.failure);
  return savedItemAnswer(locale, intent, 'account.addresses');
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'account.addresses.title');
}

export default function ProfileAddresses({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { addresses, locale } = loaderData;
  const separator = listSeparator(languageOf(locale));
  const answer = useActionData() as AuthActionData | undefined;
  const navigation = useNavigation();
  const [editing, setEditing] = useState<string | null>(null);
  useActionToast(answer);
  const busy = navigation.state === 'submitting';
  return (
    <div className="flex flex-col gap-6" data-testid="profile-addresses">
      <h2 className="text-2xl font-bold text-ink">{t('account.addresses.title')}</h2>
      {addresses.length === 0 ? (
        <EmptyState illustration="orders" title={t('account.addresses.empty')} />
      ) : (
        <ul className="flex flex-col gap-3">
          {addresses.map((address) =>
            editing === address._id ? (
              <li key={address._id}>
                <AddressForm
                  key={JSON.stringify(address)}
                  address={address}
                  defaultCountry={countryOf(locale)}
                  answer={answer}
                  busy={busy}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <SavedItemCard
                key={address._id}
                testId="address-card"
                editLabel={t('account.addresses.edit')}
                removeLabel={t('account.addresses.remove')}
                onEdit={() => setEditing(address._id)}
                itemField={{ name: 'id', value: address._id }}
              >
                <p className="font-semibold text-ink">
                  <bdi>{addresseeOf(address) || address.address1}</bdi>
                </p>
                <p>
                  <IsolatedParts
                    parts={[address.address1, address.streetName, address.building]}
                    separator={separator}
                  />
                </p>
                <p>
                  <IsolatedParts
                    parts={[
                      address.area,
                      address.city,
                      t(`countries.${address.country as 'eg' | 'sa' | 'ae'}`),
                    ]}
                    separator={separator}
                  />
                </p>
                {address.floorNo !== null ? (
                  <p>{t('account.addresses.floor', { floor: address.floorNo })}</p>
                ) : null}
                {address.phone ? (
                  <p dir="ltr" className="text-end">
                    {address.phone}
                  </p>
                ) : null}
              </SavedItemCard>
            ),
          )}
        </ul>
      )}
      {editing === null ? (
        <AddressForm
          key={addresses.length}
          address={null}
          defaultCountry={countryOf(locale)}
          answer={answer}
          busy={busy}
        />
      ) : null}
    </div>
  );
}
