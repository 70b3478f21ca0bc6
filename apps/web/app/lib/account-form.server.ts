import { data, type AppLoadContext } from 'react-router';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { t } from '../i18n/i18n.ts';
import { requestContext, type RequestContext } from './request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS, requireUser } from './session.server.ts';

/**
 * The start of an account page's form post: the signed-in user (or the page's stricter guard,
 * such as requireDesigner), the posted form and the service context acting for that user.
 */
export async function accountFormPost(
  request: Request,
  context: AppLoadContext,
  guard: (rc: RequestContext) => ReturnType<typeof requireUser> = requireUser,
) {
  const rc = requestContext(request, context);
  const { actor } = await guard(rc);
  const form = await request.formData();
  return { rc, locale: rc.locale, actor, form, ctx: rc.service(actor) };
}

/** The answer to an account form that saved: the toast's message, never cached. */
export function savedAnswer(message: string) {
  return data({ ok: true as const, kind: 'saved' as const, message }, { headers: PRIVATE_HEADERS });
}

/** The answer to a saved-item form (intent add, update or remove) of the addresses or bank accounts. */
export function savedItemAnswer(
  locale: LocaleCode,
  intent: string,
  messages: 'account.addresses' | 'account.payment',
) {
  const done = intent === 'remove' ? 'removed' : intent === 'update' ? 'updated' : 'added';
  return savedAnswer(t(locale, `${messages}.${done}`));
}

/** A page with a loader and an action sends both one's headers (and stays private). */
export function loaderAndActionHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}
