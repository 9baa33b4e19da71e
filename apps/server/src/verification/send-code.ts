import {
  CODE_DAILY_LIMIT_PER_TARGET,
  CODE_RESEND_INTERVAL_SECONDS,
  CODE_TTL_SECONDS,
  type Locale,
} from '@wardline/contract';
import { AppError } from '../http/app-error';
import type { AppContext } from '../context';
import type { Channel } from '../messaging/providers';
import { generateCode } from './code-store';
import { spendSmsBudget } from './sms-budget';

const DAY_SECONDS = 24 * 60 * 60;

export type SendCodeOptions = {
  purpose: string;
  channel: Channel;
  to: string;
  clientIp: string;
  locale: Locale;
  /** The message text around the code, in the recipient's language. */
  compose: (code: string, locale: Locale) => { subject?: string; text: string };
};

/**
 * Issues a code and sends it: one send per target per minute, a daily cap per target
 * and per client address, the platform's hourly SMS budget for texts, the code stored
 * hashed for five minutes.
 */
export async function sendVerificationCode(ctx: AppContext, options: SendCodeOptions): Promise<void> {
  const { purpose, channel, to, clientIp, locale, compose } = options;
  const { limiter } = ctx;
  if (!(await limiter.hit(`code-gap:${channel}:${to}`, 1, CODE_RESEND_INTERVAL_SECONDS)).allowed) {
    throw new AppError('codeSentTooSoon');
  }
  // Per target first, then per client address (a setting). A daily refusal frees the
  // one-minute gap again, so the next try says "daily limit", never "wait 60 seconds".
  const dailyRefusal = async () => {
    await limiter.reset(`code-gap:${channel}:${to}`);
    return new AppError('codeDailyLimit');
  };
  if (!(await limiter.hit(`code-day:${channel}:${to}`, CODE_DAILY_LIMIT_PER_TARGET, DAY_SECONDS)).allowed) throw await dailyRefusal();
  if (!(await limiter.hit(`code-day-ip:${clientIp}`, ctx.config.CODE_DAILY_LIMIT_PER_CLIENT, DAY_SECONDS)).allowed) throw await dailyRefusal();
  if (channel === 'sms') {
    // The platform's hourly SMS budget comes last, so refusals above spend none of it; a
    // refusal here frees the one-minute gap like a daily one.
    try {
      await spendSmsBudget(ctx);
    } catch (err) {
      await limiter.reset(`code-gap:${channel}:${to}`);
      throw err;
    }
  }
  const code = generateCode(6, channel === 'sms' ? 'digits' : 'alphanumeric');
  await ctx.codes.save({ purpose, target: to, ttlSeconds: CODE_TTL_SECONDS }, code);
  const { subject, text } = compose(code, locale);
  try {
    await ctx.messenger.send({ channel, to, subject, text, code });
  } catch (err) {
    ctx.log.error({ err, channel }, 'sending a verification code failed');
    // The user never got a code: let them ask again at once instead of waiting out the gap.
    await limiter.reset(`code-gap:${channel}:${to}`);
    throw new AppError('sendFailed');
  }
}

/** Consumes the code or refuses with `codeInvalid` naming `field`. */
export async function checkVerificationCode(ctx: AppContext, purpose: string, target: string, code: string, field: string) {
  if (!(await ctx.codes.consume(purpose, target, code))) {
    throw new AppError('codeInvalid', [{ field, rule: 'code.invalid' }]);
  }
}
