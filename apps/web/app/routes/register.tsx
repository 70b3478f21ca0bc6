import { useState } from 'react';
import { data } from 'react-router';
import { passSignUpGate, register } from '@souq/core/accounts/accounts.service.ts';
import { languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import {
  isStoredUploadPath,
  MAX_UPLOAD_BYTES,
  reencodeImage,
  storeUpload,
} from '../lib/account-actions.server.ts';
import { mergeGuestCart } from '../lib/cart-session.server.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import {
  failed,
  formCall,
  mergeHeaders,
  PRIVATE_HEADERS,
  requireGuest,
  sessionCookieHeader,
  sessionDeps,
  textOf,
  withField,
  type FormFailure,
} from '../lib/session.server.ts';
import { AuthCard } from '../components/account/auth-card.tsx';
import {
  RegisterDone,
  RegisterForm,
  RoleChoice,
  usePageModeLink,
  type SignupRole,
} from '../components/account/auth-forms.tsx';
import { usePageSubmitter } from '../components/account/use-page-submitter.ts';
import type { Route } from './+types/register';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  await requireGuest(rc);
  const search = new URL(request.url).searchParams;
  const role = search.get('role');
  return data(
    {
      locale,
      role: role === 'designer' || role === 'customer' ? (role as SignupRole) : null,
      // SPEC.md section 2: discount_code prefills the referral code.
      discountCode: search.get('discount_code')?.slice(0, 64) ?? '',
      // The footer's "Sell with us" form brings the email typed there; anything else is dropped.
      email: typedEmail(search.get('email')),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** An email passed in the query, when it looks like one (it only fills the field in). */
function typedEmail(value: string | null): string {
  const email = (value ?? '').trim();
  // Printable ASCII only: no control characters, spaces or markup reach the field.
  return email.length <= 254 && /^[!-;=?-~]+@[!-;=?-~]+$/.test(email) ? email : '';
}

const fail = (
  locale: LocaleCode,
  key:
    | 'errors.designer.termsAccept'
    | 'errors.register.termsAccept'
    | 'errors.designer.imgRequired'
    | 'errors.designer.uploadImgErr'
    | 'errors.upload.tooBig'
    | 'errors.upload.invalidType',
  field: string,
  code: string,
): FormFailure => ({
  message: translate(locale, key),
  field,
  code,
});

/**
 * A form the shopper can correct answers 400 (`failed`'s default): the 500 of SPEC.md section 8 is
 * the API envelope's status_code, and an HTTP 500 would read as a server fault in the browser.
 *
 * A new customer or designer (SPEC.md section 5): terms, the robot check (ALTCHA, each solution
 * once), a designer's picture (uploaded beforehand, or posted with the form without JavaScript),
 * then the account, signed in at once with the session cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  if (Number(request.headers.get('content-length') ?? '0') > MAX_UPLOAD_BYTES + 64 * 1024) {
    return failed(fail(locale, 'errors.upload.tooBig', 'image', 'UPLOAD_TOO_BIG'));
  }
  const form = await request.formData();
  const role: SignupRole = textOf(form, 'role') === 'designer' ? 'designer' : 'customer';
  const designer = role === 'designer';
  if (form.get('terms') !== 'on') {
    return failed(
      designer
        ? fail(locale, 'errors.designer.termsAccept', 'terms', 'TERMS_NOT_ACCEPTED')
        : fail(locale, 'errors.register.termsAccept', 'terms', 'TERMS_NOT_ACCEPTED'),
    );
  }
  let image = textOf(form, 'image').trim();
  const file = form.get('imageFile');
  const posted = file && typeof file !== 'string' && file.size > 0 ? file : null;
  if (designer && !isStoredUploadPath(image, 'avatars') && !posted) {
    return failed(fail(locale, 'errors.designer.imgRequired', 'image', 'IMAGE_REQUIRED'));
  }
  const ctx = rc.service();
  // The sign-up gate (address throttle, robot check) before any image work; register takes the pass.
  const checked = await formCall(locale, () => passSignUpGate(ctx, textOf(form, 'altcha'), sessionDeps(rc)));
  if (!checked.ok) return failed(withField(checked.failure, { ROBOT_CHECK_FAILED: 'altcha' }));
  if (designer && !isStoredUploadPath(image, 'avatars') && posted) {
    if (posted.size > MAX_UPLOAD_BYTES)
      return failed(fail(locale, 'errors.upload.tooBig', 'image', 'UPLOAD_TOO_BIG'));
    try {
      const webp = await reencodeImage(Buffer.from(await posted.arrayBuffer()), { minify: true });
      image = await storeUpload(context.app.config, 'avatars', webp);
    } catch {
      return failed(fail(locale, 'errors.designer.uploadImgErr', 'image', 'UPLOAD_FAILED'));
    }
  }
  const language = languageOf(locale);
  const confirmPassword = textOf(form, 'confirmPassword');
  const result = await formCall(locale, () =>
    register(
      ctx,
      {
        role,
        fName: textOf(form, 'fName'),
        lName: textOf(form, 'lName'),
        email: textOf(form, 'email'),
        password: textOf(form, 'password'),
        confirmPassword: confirmPassword === '' ? null : confirmPassword,
        discountCode: textOf(form, 'discountCode') || null,
        altcha: checked.value,
        favLang: language,
        mailLang: language,
        ...(designer
          ? {
              country: textOf(form, 'country') || null,
              city: textOf(form, 'city') || null,
              description: textOf(form, 'description') || null,
              image,
            }
          : {}),
      },
      sessionDeps(rc),
    ),
  );
  if (!result.ok) {
    return failed(
      withField(result.failure, {
        USER_ALREADY_EXISTS: 'email',
        REGISTERED_WITH_FACEBOOK: 'email',
        REGISTERED_WITH_GOOGLE: 'email',
        CONFIRM_PASSWORD_MISMATCH: 'confirmPassword',
      }),
    );
  }
  const headers = new Headers(PRIVATE_HEADERS);
  headers.append('Set-Cookie', sessionCookieHeader(rc, result.value.token));
  // The guest cart joins the new user's cart (SPEC.md section 4).
  await mergeGuestCart(rc, result.value.actor, headers);
  return data(
    { ok: true as const, kind: 'register' as const, firstName: result.value.user.fName, role },
    { headers },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'account.register.metaTitle');
}

export default function RegisterPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const submitter = usePageSubmitter();
  const modeLink = usePageModeLink();
  const [role, setRole] = useState<SignupRole | null>(loaderData.role);
  const done = submitter.data?.ok && submitter.data.kind === 'register' ? submitter.data : null;
  return (
    <AuthCard title={t('account.register.title')}>
      {done ? (
        <RegisterDone firstName={done.firstName} role={done.role} />
      ) : role ? (
        <RegisterForm
          key={role}
          role={role}
          submitter={submitter}
          discountCode={loaderData.discountCode}
          email={loaderData.email}
          onBack={() => setRole(null)}
          modeLink={modeLink}
        />
      ) : (
        <RoleChoice onChoose={setRole} />
      )}
    </AuthCard>
  );
}
