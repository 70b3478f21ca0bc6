import { data, type AppLoadContext } from 'react-router';
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
