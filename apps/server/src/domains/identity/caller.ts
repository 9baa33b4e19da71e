import type { Actor } from '../../platform/actor';

/** Whoever calls an identity use case from a request: a visitor or a signed-in person, with address, browser and language. */
export type Caller = Exclude<Actor, { kind: 'system' }>;

/** The browser facts a new session records. */
export function clientOf(caller: Caller): { clientIp: string; userAgent: string | undefined; locale: Caller['locale'] } {
  return { clientIp: caller.clientIp, userAgent: caller.userAgent, locale: caller.locale };
}
