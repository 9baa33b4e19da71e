/** What the shell uses of third-party sign-in; the pages are loaded by the router. */
export { thirdPartyReturn } from './third-party-return';
export { LOGIN_SUCCESS_EVENT } from './pending-sign-in';
