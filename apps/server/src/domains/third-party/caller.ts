import type { UserActor, VisitorActor } from '../../platform/actor';
import type { ClientInfo } from '../identity/login/open-session';

/** Who calls a third-party step: a visitor (starting, ending and binding a sign-in) or a signed-in person. */
export type Caller = UserActor | VisitorActor;

/**
 * The browser's sign-in secret (the `wl_signin` cookie, see browser-binding.ts) as a use
 * case receives it: null when the request brought none, which every state and ticket refuses.
 */
export type SignInBrowser = { browser: string | null };

/** The client a session opened by a third-party step is recorded for, and the language of a new account. */
export function clientOf(actor: Caller): ClientInfo {
  return { clientIp: actor.clientIp, userAgent: actor.userAgent, locale: actor.locale };
}
