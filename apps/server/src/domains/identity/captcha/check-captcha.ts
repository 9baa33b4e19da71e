import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { newOpaqueToken } from '../../../auth/session-token';
import { CODE_PURPOSES } from '../code-purposes';

export type CaptchaAnswer = { token: string; answer: string; field: string };

/**
 * Spends a captcha: the right answer passes once; a wrong one also ends the captcha (its
 * stored answer is replaced by a random one), so each image allows exactly one guess and
 * the client shows a new one, as spec 000 §8 expects after a failure.
 */
export async function checkCaptcha(ctx: AppContext, { token, answer, field }: CaptchaAnswer): Promise<void> {
  if (await ctx.codes.consume(CODE_PURPOSES.captcha, token, answer)) return;
  await ctx.codes.save({ purpose: CODE_PURPOSES.captcha, target: token, ttlSeconds: 1 }, newOpaqueToken());
  throw new AppError('captchaInvalid', [{ field, rule: 'imageCode.invalid' }]);
}
