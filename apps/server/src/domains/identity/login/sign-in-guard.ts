import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { MINUTE } from '../../../platform/clock';
import { checkCaptcha, type CaptchaAnswer } from '../captcha/check-captcha';
import { isKnownDevice } from '../devices/known-devices';

/** A sign-in refused because too many failed; the answer says when to retry (429, Retry-After). */
export class LoginLockedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('accountLocked', [], { minutes: bilingualMinutes(retryAfterSeconds) }, retryAfterSeconds);
  }
}

function bilingualMinutes(seconds: number) {
  const minutes = String(Math.max(1, Math.ceil(seconds / 60)));
  return { zh: minutes, en: minutes };
}

/** No single counter reaches this: an "unlimited" limit for counters read as numbers only. */
const UNCAPPED = Number.MAX_SAFE_INTEGER;

export type SignInAttempt = {
  /** `phone:<phone>` or `email:<lower-case email>`. */
  account: string;
  clientIp: string;
  /** The request's signed device id, or null. */
  device: string | null;
  /**
   * The captcha of this attempt: always present for the mail sign-in (spec 000 §5, checked
   * by the caller), optional for the phone sign-in, where it is needed after a few failures.
   */
  captcha?: Omit<CaptchaAnswer, 'field'> | null;
  /** True when the caller already checked a captcha on every attempt (mail sign-in). */
  captchaAlwaysChecked?: boolean;
};

/** The counters of one attempt, so its outcome can be recorded on the same keys. */
export type SignInCounters = { locks: string[]; captchaKey: string | null; known: boolean };

/**
 * Failed sign-ins are counted so that a stranger can slow an account down but never lock
 * its owner out (issue 12 item 7; ARCHITECTURE "Identity threat model"):
 *
 * - From a browser that signed in to the account before (a known device, by its signed
 *   cookie), failures count against that device alone (LOGIN_MAX_FAILURES_PER_DEVICE).
 * - From any other browser, failures count per account and client address
 *   (LOGIN_MAX_FAILURES_PER_ACCOUNT) and per address (LOGIN_MAX_FAILURES_PER_CLIENT): the
 *   address is locked, never the account. After LOGIN_CAPTCHA_AFTER_FAILURES failures on the
 *   account from such browsers, every further attempt from one needs a captcha, which costs
 *   a script from many addresses an image per guess.
 *
 * Each lock counter is reserved before the secret is checked, with the shared limiter's
 * atomic hits, so parallel guesses cannot get past a limit: `tries` counts attempts and
 * `tally` attempts plus successes, hence failures before this attempt = 2·tries − tally − 1.
 */
export async function beginSignInAttempt(ctx: AppContext, attempt: SignInAttempt): Promise<SignInCounters> {
  const { config, limiter } = ctx;
  const window = config.LOGIN_FAILURE_WINDOW_MINUTES * (MINUTE / 1000);
  const known = await isKnownDevice(ctx, attempt.device, attempt.account);

  let captchaKey: string | null = null;
  if (!known && !attempt.captchaAlwaysChecked) {
    captchaKey = `login:acct:${attempt.account}`;
    const failures = 2 * (await limiter.peek(`${captchaKey}:tries`)) - (await limiter.peek(`${captchaKey}:tally`));
    if (failures >= config.LOGIN_CAPTCHA_AFTER_FAILURES) {
      if (!attempt.captcha) throw new AppError('captchaRequired', [{ field: 'photoCode', rule: 'imageCode.needed' }]);
      await checkCaptcha(ctx, { ...attempt.captcha, field: 'photoCode' });
    }
  }

  const limits: [string, number][] = known
    ? [[`login:device:${attempt.device}:${attempt.account}`, config.LOGIN_MAX_FAILURES_PER_DEVICE]]
    : [
        [`login:acct-ip:${attempt.account}:${attempt.clientIp}`, config.LOGIN_MAX_FAILURES_PER_ACCOUNT],
        [`login:ip:${attempt.clientIp}`, config.LOGIN_MAX_FAILURES_PER_CLIENT],
      ];
  let retryAfter = 0;
  for (const [key, limit] of limits) {
    const tries = await limiter.hit(`${key}:tries`, UNCAPPED, window);
    const tally = await limiter.hit(`${key}:tally`, UNCAPPED, window);
    if (2 * tries.count - tally.count - 1 >= limit) retryAfter = Math.max(retryAfter, tries.retryAfterSeconds);
  }
  if (retryAfter > 0) throw new LoginLockedError(retryAfter);
  if (captchaKey) {
    await limiter.hit(`${captchaKey}:tries`, UNCAPPED, window);
    await limiter.hit(`${captchaKey}:tally`, UNCAPPED, window);
  }
  return { locks: limits.map(([key]) => key), captchaKey, known };
}

/**
 * A successful sign-in: the account's (or device's) counters start afresh; an address keeps
 * its failures, so one good account cannot launder guesses against others from it.
 */
export async function recordSignInSuccess(ctx: AppContext, counters: SignInCounters): Promise<void> {
  const window = ctx.config.LOGIN_FAILURE_WINDOW_MINUTES * (MINUTE / 1000);
  for (const key of [...counters.locks, ...(counters.captchaKey ? [counters.captchaKey] : [])]) {
    if (key.startsWith('login:ip:')) await ctx.limiter.hit(`${key}:tally`, UNCAPPED, window);
    else {
      await ctx.limiter.reset(`${key}:tries`);
      await ctx.limiter.reset(`${key}:tally`);
    }
  }
}

/** Forgets an account's failures without a sign-in (its password was reset): it needs no captcha for a while. */
export async function forgiveSignInFailures(ctx: AppContext, account: string): Promise<void> {
  await ctx.limiter.reset(`login:acct:${account}:tries`);
  await ctx.limiter.reset(`login:acct:${account}:tally`);
}
