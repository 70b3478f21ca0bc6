import { data, redirect, useNavigation } from 'react-router';
import { fieldErrorsOf } from '@souq/core/content/form-input.ts';
import { addToShopperCart } from '@souq/core/cart/shopper-cart.service.ts';
import {
  createGiftCardForCart,
  type GiftCardTheme,
} from '@souq/core/promotions/gift-card-purchase.service.ts';
import { useT } from '../i18n/i18n.ts';
import { localePath } from '../lib/locale-routing.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../lib/session.server.ts';
import { keepGuestCart, keptCartIdOf } from '../lib/guest-cart-cookie.server.ts';
import { formText } from '../lib/content-page.server.ts';
import { giftCardPageData, localizeGiftCardErrors } from '../lib/gift-cards.server.ts';
import { GIFT_CARD_FIELDS, type GiftCardFormValues } from '../components/gift-cards/gift-card-types.ts';
import { GIFT_CARD_THEMES, GiftCardForm } from '../components/gift-cards/gift-card-form.tsx';
import {
  GiftCardPreview,
  useGiftCardPreview,
  type PreviewState,
} from '../components/gift-cards/gift-card-preview.tsx';
import type { Route } from './+types/gift-cards';

/**
 * Gift cards (SPEC.md sections 2 and 5, docs/decisions/021): the purchase form with its live
 * preview. The post makes an unpaid card in the visitor's cart (core createGiftCardForCart) and
 * lands on the cart; a wrong field answers 400 with every field marked. Works without JavaScript
 * (the preview then shows the first theme until the page is posted). Private: it is prefilled
 * with the signed-in user's name and email.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const signedIn = await rc.signedIn();
  return data(
    { locale: rc.locale, ...giftCardPageData(rc, signedIn?.user ?? null) },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const form = await request.formData();
  const values = Object.fromEntries(
    GIFT_CARD_FIELDS.map((field) => [field, formText(form, field)]),
  ) as GiftCardFormValues;
  const ctx = rc.service((await rc.signedIn())?.actor);
  const headers = new Headers(PRIVATE_HEADERS);
  const input = {
    ...values,
    // A typed amount wins over the preset buttons.
    amount: values.customAmount.trim() !== '' ? values.customAmount : values.amount,
    createdIn: 'web',
  };
  let added;
  try {
    added = await addToShopperCart(
      ctx,
      keptCartIdOf(rc),
      async (cart) => (await createGiftCardForCart(ctx, { ...input, cart })).view,
    );
  } catch (error) {
    const fields = fieldErrorsOf(error);
    if (!fields) throw error;
    return data({ values, errors: localizeGiftCardErrors(rc, fields) }, { status: 400, headers });
  }
  keepGuestCart(rc, headers, added.keep);
  throw redirect(`${localePath(rc.locale, '/cart')}?added=1`, { status: 303, headers });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.metaTitle }, { name: 'description', content: loaderData.metaDescription }];
}

export default function GiftCardsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const posted = actionData?.values;
  const initial = initialPreview(loaderData, posted);
  const { preview, onChange } = useGiftCardPreview(initial);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8" data-testid="gift-cards-page">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t('giftCards.title')}</h1>
        <p className="mt-2 text-ink-soft">{t('giftCards.intro')}</p>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <GiftCardForm
          // A refused post re-renders the form with its values (the key makes the fields take them).
          formKey={actionData ? JSON.stringify(actionData.values) : 'initial'}
          onChange={onChange}
          busy={navigation.state === 'submitting'}
          settings={loaderData}
          initial={initial}
          posted={posted}
          errors={actionData?.errors ?? {}}
        />
        <GiftCardPreview preview={preview} currency={loaderData.currency} />
      </div>
    </div>
  );
}

/** What the form and the preview start from: the refused post's values, else the defaults. */
function initialPreview(
  settings: Route.ComponentProps['loaderData'],
  posted: GiftCardFormValues | undefined,
): PreviewState {
  const { presets, sender } = settings;
  return {
    theme: (GIFT_CARD_THEMES as string[]).includes(posted?.theme ?? '')
      ? (posted!.theme as GiftCardTheme)
      : 'birthday',
    amount: posted?.amount || String(presets[1] ?? presets[0]),
    customAmount: posted?.customAmount ?? '',
    senderName: posted?.senderName ?? sender?.name ?? '',
    recipientName: posted?.recipientName ?? '',
    message: posted?.message ?? '',
  };
}
