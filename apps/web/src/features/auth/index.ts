/** What the shell and other layers use of sign-in; the dialog's forms stay inside the feature. */
export { LoginDialog } from './login-dialog';
// The dialog's open state lives in lib/, so any feature can open it or wait for it to close.
export { asksForLogin, closeLoginDialog, isLoginDialogOpen, openLoginDialog, useLoginDialogOpen } from '@/lib/login-dialog';
export { SessionActions } from './session-actions';
export { useSession, type SessionView } from './use-session';
export { pathAfterLogin } from './after-login';
