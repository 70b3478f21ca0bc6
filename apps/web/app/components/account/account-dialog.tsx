import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import { countryOf } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { refreshSessionHint } from '../layout/session-hint.ts';
import { Dialog } from '../ui/dialog.tsx';
import type { AuthActionData } from './account-types.ts';
import {
  FORGOT_REDIRECT_MS,
  ForgotForm,
  LoginForm,
  NewPasswordForgot,
  RegisterDone,
  RegisterForm,
  RoleChoice,
  type ModeLink,
  type SignupRole,
  type Submitter,
} from './auth-forms.tsx';
import type { AccountOverlayProps, OverlayMode } from './account-overlay.tsx';

function useFetcherSubmitter(key: string): Submitter {
  const fetcher = useFetcher<AuthActionData>({ key });
  return {
    submit: (form, action, multipart) =>
      void fetcher.submit(form, {
        method: 'post',
        action,
        encType: multipart ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
      }),
    data: fetcher.data,
    busy: fetcher.state !== 'idle',
  };
}

/**
 * The login, register, forgot-password and newPasswordForgot dialog. It posts to the full pages'
 * actions through fetchers, so the page underneath stays; a blocked user is sent home with
 * msg=blockedUser (the action redirects) and the dialog closes with the navigation.
 */
export function AccountDialog({ mode, onModeChange, onClose, discountCode }: AccountOverlayProps) {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useFetcherSubmitter('account-overlay-login');
  const register = useFetcherSubmitter('account-overlay-register');
  const forgot = useFetcherSubmitter('account-overlay-forgot');
  const [role, setRole] = useState<SignupRole | null>(null);

  // Any navigation (a redirect after a block, a link) closes the dialog.
  const seen = useRef(location.key);
  useEffect(() => {
    if (seen.current !== location.key) onClose();
    seen.current = location.key;
  }, [location.key, onClose]);

  const loggedIn = login.data?.ok && login.data.kind === 'login';
  useEffect(() => {
    if (!loggedIn) return;
    onClose();
    void refreshSessionHint(countryOf(locale));
    const search = new URLSearchParams(location.search);
    search.delete('page');
    search.set('loginSuccess', 'true');
    void navigate(`${location.pathname}?${search}`, { replace: true, preventScrollReset: true });
    // Only the moment of success matters, not later location changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [login.data]);

  const registered = register.data?.ok && register.data.kind === 'register' ? register.data : null;
  useEffect(() => {
    if (registered) void refreshSessionHint(countryOf(locale));
  }, [registered, locale]);

  const forgotSent = forgot.data?.ok && forgot.data.kind === 'forgot';
  useEffect(() => {
    if (!forgotSent || mode !== 'forgot') return;
    const timer = setTimeout(() => onModeChange('newPasswordForgot'), FORGOT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [forgotSent, mode, onModeChange]);

  const modeLink: ModeLink = (target, label) => (
    <button
      type="button"
      onClick={() => onModeChange(target)}
      className="font-semibold text-brand underline-offset-4 hover:underline"
    >
      {label}
    </button>
  );

  const titles: Record<OverlayMode, string> = {
    login: t('account.login.title'),
    register: t('account.register.title'),
    forgot: t('account.forgot.title'),
    newPasswordForgot: t('account.newPasswordForgot.title'),
  };

  return (
    <Dialog
      open={mode !== null}
      onClose={onClose}
      title={mode ? titles[mode] : ''}
      size={mode === 'register' && role ? 'lg' : 'md'}
    >
      <div
        className="max-h-[70dvh] overflow-y-auto pb-1"
        data-testid="account-overlay"
        data-mode={mode ?? ''}
      >
        {mode === 'login' ? <LoginForm submitter={login} overlay modeLink={modeLink} /> : null}
        {mode === 'register' ? (
          registered ? (
            <RegisterDone firstName={registered.firstName} role={registered.role} onContinue={onClose} />
          ) : role ? (
            <RegisterForm
              key={role}
              role={role}
              submitter={register}
              overlay
              discountCode={discountCode}
              onBack={() => setRole(null)}
              modeLink={modeLink}
            />
          ) : (
            <RoleChoice onChoose={setRole} />
          )
        ) : null}
        {mode === 'forgot' ? <ForgotForm submitter={forgot} overlay modeLink={modeLink} /> : null}
        {mode === 'newPasswordForgot' ? <NewPasswordForgot modeLink={modeLink} /> : null}
      </div>
    </Dialog>
  );
}
