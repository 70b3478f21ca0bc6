import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useRouteLoaderData } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { RETURN_TO, safeReturnPath, withLoginSuccess, withReturnTo } from '../../lib/return-to.ts';
import { Banner } from '../ui/banner.tsx';
import { Button } from '../ui/button.tsx';
import { ButtonLink } from '../ui/button-link.tsx';
import { Checkbox } from '../ui/checkbox.tsx';
import { FileUpload } from '../ui/file-upload.tsx';
import { FormField } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { RadioGroup } from '../ui/radio-group.tsx';
import { Select } from '../ui/select.tsx';
import { Textarea } from '../ui/textarea.tsx';
import {
  fieldError,
  formError,
  LOGIN_FIELDS,
  REGISTER_FIELDS,
  type AuthActionData,
} from './account-types.ts';
import { RobotCheck } from './robot-check.tsx';
import { uploadAvatar, uploadErrorKey } from './upload-avatar.ts';

/**
 * How a form reaches its action: the page submits with React Router's navigation (useSubmit), the
 * overlay with a fetcher. Without JavaScript every form still posts natively to the same URL.
 */
export interface Submitter {
  submit: (form: FormData, action: string, multipart?: boolean) => void;
  data: AuthActionData | undefined;
  busy: boolean;
}

/** Submits through the Submitter instead of a full page post once JavaScript runs. */
const onSubmitWith =
  (submitter: Submitter, action: string, multipart = false, prepare?: (form: FormData) => void) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    prepare?.(form);
    submitter.submit(form, action, multipart);
  };

/** A posted account form (login, forgot, reset): submitted through the submitter, in the overlay or not. */
function AuthPostForm({
  action,
  submitter,
  testId,
  overlay = false,
  children,
}: {
  action: string;
  submitter: Submitter;
  testId: string;
  overlay?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmitWith(submitter, action)}
      className="flex flex-col gap-4"
      data-testid={testId}
    >
      {overlay ? <input type="hidden" name="overlay" value="1" /> : null}
      {children}
    </form>
  );
}

/** Where account forms post: the full pages' actions (routes login.tsx, register.tsx...). */
export function useAccountPaths() {
  const { locale } = useLocale();
  // On an account page asked for by another page (?returnTo=), its forms and links keep asking.
  const returnTo = safeReturnPath(new URLSearchParams(useLocation().search).get(RETURN_TO));
  return {
    home: localePath(locale, '/'),
    /** Where a signed-in shopper continues: the page that asked, else home. */
    continueTo: returnTo ?? localePath(locale, '/'),
    login: withReturnTo(localePath(locale, '/login'), returnTo),
    register: withReturnTo(localePath(locale, '/register'), returnTo),
    forgot: localePath(locale, '/forgetPassword'),
    reset: localePath(locale, '/resetPassword'),
    profileEdit: localePath(locale, '/profile/edit'),
  };
}

function FormBanner({ message }: { message: string | undefined }) {
  return message ? (
    <Banner tone="error" className="mb-1">
      {message}
    </Banner>
  ) : null;
}

/**
 * Google and Facebook (SPEC.md section 2, Overlay: `auth/{provider}/{action}`), only those the server
 * has a client for. Plain links: the server sends the browser to the provider and back.
 */
export function SocialButtons({
  action,
  discountCode,
}: {
  action: 'login' | 'register';
  discountCode?: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  const root = useRouteLoaderData('root') as { socialProviders?: ('google' | 'facebook')[] } | undefined;
  const providers = root?.socialProviders ?? [];
  if (providers.length === 0) return null;
  const label = (provider: 'google' | 'facebook') =>
    action === 'register'
      ? t(provider === 'google' ? 'account.social.registerGoogle' : 'account.social.registerFacebook')
      : t(provider === 'google' ? 'account.social.google' : 'account.social.facebook');
  return (
    <div className="flex flex-col gap-3" data-testid="social-login">
      <div className="flex items-center gap-3 text-xs text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t('account.social.or')}
        <span className="h-px flex-1 bg-line" />
      </div>
      <ul className="flex flex-col gap-2" aria-label={t('account.social.label')}>
        {providers.map((provider) => {
          const query = new URLSearchParams({ locale });
          if (discountCode) query.set('discount_code', discountCode);
          return (
            <li key={provider}>
              <ButtonLink
                to={`/auth/${provider}/${action}?${query.toString()}`}
                reloadDocument
                variant="secondary"
                fullWidth
                data-testid={`social-${provider}`}
              >
                {label(provider)}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A switch between modes: a link on the pages, a button in the overlay. */
export type ModeLink = (mode: 'login' | 'register' | 'forgot', label: ReactNode) => ReactNode;

// ------------------------------------------------------------------------------------------------
// Login
// ------------------------------------------------------------------------------------------------

export function LoginForm({
  submitter,
  overlay = false,
  modeLink,
  notice,
}: {
  submitter: Submitter;
  overlay?: boolean;
  modeLink: ModeLink;
  notice?: ReactNode;
}) {
  const t = useT();
  const paths = useAccountPaths();
  const { data, busy } = submitter;
  return (
    <AuthPostForm action={paths.login} submitter={submitter} testId="login-form" overlay={overlay}>
      {notice}
      <FormBanner message={formError(data, LOGIN_FIELDS)} />
      <FormField label={t('account.labels.email')} required error={fieldError(data, 'email')}>
        <Input name="email" type="email" autoComplete="email" required />
      </FormField>
      <FormField label={t('account.labels.password')} required error={fieldError(data, 'password')}>
        <Input name="password" type="password" autoComplete="current-password" required />
      </FormField>
      <div className="text-sm">{modeLink('forgot', t('account.login.forgot'))}</div>
      <Button type="submit" fullWidth loading={busy}>
        {t('account.login.submit')}
      </Button>
      <SocialButtons action="login" />
      <p className="text-center text-sm text-ink-muted">
        {t('account.login.noAccount')} {modeLink('register', t('account.login.registerLink'))}
      </p>
    </AuthPostForm>
  );
}

// ------------------------------------------------------------------------------------------------
// Register
// ------------------------------------------------------------------------------------------------

export type SignupRole = 'customer' | 'designer';

/** Step one: shopper or designer. A GET form, so the page works without JavaScript. */
export function RoleChoice({
  defaultRole = 'customer',
  onChoose,
}: {
  defaultRole?: SignupRole;
  onChoose?: (role: SignupRole) => void;
}) {
  const t = useT();
  const paths = useAccountPaths();
  return (
    <form
      method="get"
      action={paths.register}
      onSubmit={(event) => {
        if (!onChoose) return;
        event.preventDefault();
        onChoose(new FormData(event.currentTarget).get('role') === 'designer' ? 'designer' : 'customer');
      }}
      className="flex flex-col gap-5"
      data-testid="role-choice"
    >
      <RadioGroup
        name="role"
        legend={t('account.register.chooseIntro')}
        defaultValue={defaultRole}
        options={[
          {
            value: 'customer',
            label: t('account.register.customer'),
            description: t('account.register.customerHint'),
          },
          {
            value: 'designer',
            label: t('account.register.designer'),
            description: t('account.register.designerHint'),
          },
        ]}
      />
      <Button type="submit" fullWidth>
        {t('account.register.continue')}
      </Button>
    </form>
  );
}

export function RegisterForm({
  role,
  submitter,
  overlay = false,
  discountCode,
  email,
  onBack,
  modeLink,
}: {
  role: SignupRole;
  submitter: Submitter;
  overlay?: boolean;
  discountCode?: string;
  /** Typed before (the footer's "Sell with us"): filled in. */
  email?: string;
  onBack?: () => void;
  modeLink: ModeLink;
}) {
  const t = useT();
  const paths = useAccountPaths();
  const { data, busy } = submitter;
  const [image, setImage] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [uploading, setUploading] = useState(false);
  // A failed answer voids the robot check's solution (accepted once): the widget starts again.
  const [attempt, setAttempt] = useState(0);
  const previous = useRef(data);
  useEffect(() => {
    if (data !== previous.current && data && !data.ok) setAttempt((value) => value + 1);
    previous.current = data;
  }, [data]);

  const designer = role === 'designer';
  const err = (field: string) => fieldError(data, field);
  const upload = async (file: File, onProgress: (percent: number) => void) => {
    setUploading(true);
    setImageError(undefined);
    setImage(null);
    try {
      // No account yet: the upload carries its own robot-check solution (issue 14).
      setImage(await uploadAvatar(file, onProgress, { robotCheck: true }));
    } catch (error) {
      setImageError(t(uploadErrorKey(error)));
      throw error;
    } finally {
      setUploading(false);
    }
  };

  return (
    <form
      method="post"
      action={paths.register}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmitWith(submitter, paths.register, true, (form) => {
        // The picture is already stored: do not send its bytes a second time.
        if (image) form.delete('imageFile');
      })}
      className="flex flex-col gap-4"
      data-testid={`register-form-${role}`}
    >
      <input type="hidden" name="role" value={role} />
      {overlay ? <input type="hidden" name="overlay" value="1" /> : null}
      {image ? <input type="hidden" name="image" value={image} /> : null}
      <h3 className="text-base font-bold text-ink">
        {designer ? t('account.register.designerTitle') : t('account.register.customerTitle')}
      </h3>
      <FormBanner message={formError(data, REGISTER_FIELDS)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('account.labels.fName')} required error={err('fName')}>
          <Input name="fName" autoComplete="given-name" required />
        </FormField>
        <FormField label={t('account.labels.lName')} required error={err('lName')}>
          <Input name="lName" autoComplete="family-name" required />
        </FormField>
      </div>
      <FormField label={t('account.labels.email')} required error={err('email')}>
        <Input name="email" type="email" autoComplete="email" required defaultValue={email} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('account.labels.password')} required error={err('password')}>
          <Input name="password" type="password" autoComplete="new-password" required />
        </FormField>
        <FormField label={t('account.labels.confirmPassword')} error={err('confirmPassword')}>
          <Input name="confirmPassword" type="password" autoComplete="new-password" />
        </FormField>
      </div>
      {designer ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('account.labels.country')} required error={err('country')}>
              <Select
                name="country"
                required
                placeholder=""
                options={(['eg', 'sa', 'ae'] as const).map((code) => ({
                  value: code,
                  label: t(`countries.${code}`),
                }))}
              />
            </FormField>
            <FormField label={t('account.labels.city')} required error={err('city')}>
              <Input name="city" autoComplete="address-level2" required />
            </FormField>
          </div>
          <FileUpload
            name="imageFile"
            label={t('account.labels.image')}
            multiple={false}
            upload={upload}
            error={imageError ?? err('image')}
          />
          <p className="-mt-2 text-xs text-ink-muted">{t('account.labels.imageHint')}</p>
          <FormField
            label={t('account.labels.description')}
            hint={t('account.labels.descriptionHint')}
            error={err('description')}
          >
            <Textarea name="description" rows={3} />
          </FormField>
        </>
      ) : null}
      <FormField label={t('account.labels.discountCode')} error={err('discountCode')}>
        <Input name="discountCode" defaultValue={discountCode} dir="ltr" autoComplete="off" />
      </FormField>
      <Checkbox name="terms" value="on" label={t('account.labels.terms')} error={err('terms')} />
      <RobotCheck resetKey={attempt} error={err('altcha')} />
      <div className="flex flex-wrap items-center gap-3">
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            {t('account.register.back')}
          </Button>
        ) : null}
        <Button type="submit" className="flex-1" loading={busy || uploading}>
          {uploading ? t('account.register.uploading') : t('account.register.submit')}
        </Button>
      </div>
      {designer ? null : <SocialButtons action="register" discountCode={discountCode} />}
      <p className="text-center text-sm text-ink-muted">
        {t('account.register.haveAccount')} {modeLink('login', t('account.register.loginLink'))}
      </p>
    </form>
  );
}

/** The completion step after a successful sign-up. */
export function RegisterDone({
  firstName,
  role,
  onContinue,
}: {
  firstName: string;
  role: SignupRole;
  onContinue?: () => void;
}) {
  const t = useT();
  const paths = useAccountPaths();
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="register-done">
      <span
        className="grid size-14 place-items-center rounded-full bg-success-soft text-2xl text-success"
        aria-hidden="true"
      >
        ✓
      </span>
      <h3 className="text-xl font-bold text-ink">{t('account.register.doneTitle', { name: firstName })}</h3>
      <p className="text-sm text-ink-soft">
        {role === 'designer' ? t('account.register.doneDesigner') : t('account.register.doneCustomer')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {role === 'designer' ? (
          <ButtonLink to={paths.profileEdit} reloadDocument onClick={onContinue}>
            {t('account.register.completeProfile')}
          </ButtonLink>
        ) : null}
        <ButtonLink
          to={withLoginSuccess(paths.continueTo)}
          reloadDocument
          variant={role === 'designer' ? 'secondary' : 'primary'}
          onClick={onContinue}
        >
          {t('account.register.startShopping')}
        </ButtonLink>
      </div>
    </div>
  );
}

// ------------------------------------------------------------------------------------------------
// Forgot and reset
// ------------------------------------------------------------------------------------------------

/** SPEC.md section 4 and 9: after a forgot-password success the view changes after 4 s. */
export const FORGOT_REDIRECT_MS = 4000;

export function ForgotForm({
  submitter,
  overlay = false,
  modeLink,
}: {
  submitter: Submitter;
  overlay?: boolean;
  modeLink: ModeLink;
}) {
  const t = useT();
  const paths = useAccountPaths();
  const { data, busy } = submitter;
  return (
    <AuthPostForm action={paths.forgot} submitter={submitter} testId="forgot-form" overlay={overlay}>
      <p className="text-sm text-ink-soft">{t('account.forgot.intro')}</p>
      {data?.ok && data.kind === 'forgot' ? (
        <Banner tone="success">{t('form.forget.sentPassword')}</Banner>
      ) : null}
      <FormBanner message={formError(data, ['email'])} />
      <FormField label={t('account.labels.email')} required error={fieldError(data, 'email')}>
        <Input name="email" type="email" autoComplete="email" required />
      </FormField>
      <Button type="submit" fullWidth loading={busy}>
        {t('account.forgot.submit')}
      </Button>
      <p className="text-center text-sm">{modeLink('login', t('account.forgot.backToLogin'))}</p>
    </AuthPostForm>
  );
}

export function NewPasswordForgot({ modeLink }: { modeLink: ModeLink }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 text-center" data-testid="new-password-forgot">
      <h3 className="text-lg font-bold text-ink">{t('account.newPasswordForgot.title')}</h3>
      <p className="text-sm text-ink-soft">{t('account.newPasswordForgot.intro')}</p>
      <p className="text-sm">{modeLink('login', t('account.newPasswordForgot.backToLogin'))}</p>
    </div>
  );
}

export function ResetForm({ token, submitter }: { token: string; submitter: Submitter }) {
  const t = useT();
  const paths = useAccountPaths();
  const { data, busy } = submitter;
  const action = `${paths.reset}?token=${encodeURIComponent(token)}`;
  return (
    <AuthPostForm action={action} submitter={submitter} testId="reset-form">
      <input type="hidden" name="token" value={token} />
      <p className="text-sm text-ink-soft">{t('account.reset.intro')}</p>
      <FormBanner message={formError(data, ['password', 'confirmPassword'])} />
      <FormField label={t('account.labels.newPassword')} required error={fieldError(data, 'password')}>
        <Input name="password" type="password" autoComplete="new-password" required />
      </FormField>
      <FormField
        label={t('account.labels.confirmNewPassword')}
        required
        error={fieldError(data, 'confirmPassword')}
      >
        <Input name="confirmPassword" type="password" autoComplete="new-password" required />
      </FormField>
      <Button type="submit" fullWidth loading={busy}>
        {t('account.reset.submit')}
      </Button>
    </AuthPostForm>
  );
}

/** The mode links of the full pages: plain links to the other pages. */
export function usePageModeLink(): ModeLink {
  const paths = useAccountPaths();
  const target = { login: paths.login, register: paths.register, forgot: paths.forgot };
  return (mode, label) => (
    <Link to={target[mode]} className="font-semibold text-brand underline-offset-4 hover:underline">
      {label}
    </Link>
  );
}
