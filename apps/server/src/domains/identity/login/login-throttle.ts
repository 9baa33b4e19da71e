import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';

/** A sign-in refused because too many failed; the route turns it into a 429 that says when to retry. */
export class LoginLockedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('accountLocked');
  }
}

/** No single counter can reach this: an "unlimited" limit for counters read as numbers only. */
const UNCAPPED = Number.MAX_SAFE_INTEGER;

/**
 * Counts failed sign-ins per account and per client address with the shared rate
 * limiter (Redis or the database, so every process sees the same counts).
 *
 * The limiter only increments, so "failures so far" is derived from counts: `tries`
 * goes up once per attempt, and `tally` once per attempt and once more per success.
 * Both start in the same request, so they share one window, and
 * failures before this attempt = (tries − 1) − successes = 2·tries − tally − 1.
 * A success forgives the account's failures (both keys reset) but not the address's,
 * so one good account cannot launder guesses against others from the same address.
 */
export async function checkLoginAllowed(ctx: AppContext, account: string, clientIp: string): Promise<void> {
  const window = ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * 60;
  const subjects: [string, number][] = [
    [`login:acct:${account}`, ctx.config.LOGIN_MAX_FAILURES_PER_ACCOUNT],
    [`login:ip:${clientIp}`, ctx.config.LOGIN_MAX_FAILURES_PER_CLIENT],
  ];
  let retryAfter = 0;
  for (const [key, limit] of subjects) {
    const tries = await ctx.limiter.hit(`${key}:tries`, UNCAPPED, window);
    const tally = await ctx.limiter.hit(`${key}:tally`, UNCAPPED, window);
    const failures = 2 * tries.count - tally.count - 1;
    if (failures >= limit) retryAfter = Math.max(retryAfter, tries.retryAfterSeconds);
  }
  if (retryAfter > 0) throw new LoginLockedError(retryAfter);
}

/** Records a successful sign-in: the account starts afresh; the address keeps its failures. */
export async function recordLoginSuccess(ctx: AppContext, account: string, clientIp: string): Promise<void> {
  await ctx.limiter.reset(`login:acct:${account}:tries`);
  await ctx.limiter.reset(`login:acct:${account}:tally`);
  await ctx.limiter.hit(`login:ip:${clientIp}:tally`, UNCAPPED, ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * 60);
}

/** Forgets an account's failures without a sign-in, e.g. after its password was reset. */
export async function forgiveLoginFailures(ctx: AppContext, account: string): Promise<void> {
  await ctx.limiter.reset(`login:acct:${account}:tries`);
  await ctx.limiter.reset(`login:acct:${account}:tally`);
}
