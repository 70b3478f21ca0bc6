import { lazy, Suspense, useState } from 'react';

/** SPEC.md section 2 (Overlay): the four modes of the account dialog. */
export type OverlayMode = 'login' | 'register' | 'forgot' | 'newPasswordForgot';

/** Any component may open the dialog: `openAccountOverlay('login')` (a guest's wishlist heart...). */
export const OPEN_OVERLAY_EVENT = 'souq:open-account';
/** Fired once after a login (SPEC.md section 2: loginSuccess=true triggers an analytics event). */
export const LOGIN_SUCCESS_EVENT = 'souq:login-success';

export function openAccountOverlay(mode: OverlayMode = 'login') {
  window.dispatchEvent(new CustomEvent(OPEN_OVERLAY_EVENT, { detail: { mode } }));
}

export interface AccountOverlayProps {
  mode: OverlayMode | null;
  onModeChange: (mode: OverlayMode) => void;
  onClose: () => void;
  discountCode?: string;
}

// The dialog and its forms (sign-up with avatar upload, robot check...) are a tenth of a page's
// script: they download when a visitor first opens it, not with every page.
const AccountDialog = lazy(() =>
  import('./account-dialog.tsx').then((module) => ({ default: module.AccountDialog })),
);

/**
 * The login, register, forgot-password and newPasswordForgot dialog (account-dialog.tsx), mounted
 * when it first opens and kept mounted afterwards, so its steps survive the session change that
 * signing up causes.
 */
export function AccountOverlay(props: AccountOverlayProps) {
  const [opened, setOpened] = useState(props.mode !== null);
  if (props.mode !== null && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialog {...props} />
    </Suspense>
  );
}
