/** Sign-in in the dialog stores and routes like every other sign-in (lib/sign-in.ts). */
export { pathAfterSignIn as pathAfterLogin, reloadHome, storeSignIn as storeLoginSession } from '@/lib/sign-in';
