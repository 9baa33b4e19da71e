/** What other layers use of sign-in; the dialog itself is loaded by the shell when it first opens. */
export { pathAfterLogin } from './after-login';
