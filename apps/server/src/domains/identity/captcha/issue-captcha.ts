import svgCaptcha from 'svg-captcha';
import { IMAGE_CODE_LENGTH, IMAGE_CODE_TTL_SECONDS, type ImageCodeResult } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { newOpaqueToken } from '../../../auth/session-token';
import { CODE_PURPOSES } from '../code-purposes';
import { rememberDevCaptchaAnswer } from './dev-captcha-answers';

/** Without 0/O, 1/I/l and other pairs people misread in a distorted image. */
const CAPTCHA_CHARACTERS = 'ABCDEFGHJKMNPQRSTUVWXYZabdefghjkmnpqrtuy23456789';

/** Captchas one client address may fetch per minute: a person clicks "refresh" a few times at most. */
export const CAPTCHAS_PER_MINUTE = 30;

/**
 * A new 4-character image captcha: the SVG as a data URI and the token that names it.
 * The answer is kept hashed in the code store for two minutes and opens one check.
 */
export async function issueCaptcha(ctx: AppContext, clientIp: string): Promise<ImageCodeResult> {
  if (!(await ctx.limiter.hit(`captcha:${clientIp}`, CAPTCHAS_PER_MINUTE, 60)).allowed) throw new AppError('rateLimited');
  const { text, data } = svgCaptcha.create({
    size: IMAGE_CODE_LENGTH,
    charPreset: CAPTCHA_CHARACTERS,
    noise: 3,
    color: true,
    width: 120,
    height: 40,
    fontSize: 44,
  });
  const token = newOpaqueToken();
  await ctx.codes.save({ purpose: CODE_PURPOSES.captcha, target: token, ttlSeconds: IMAGE_CODE_TTL_SECONDS }, text);
  if (!ctx.config.isProduction) await rememberDevCaptchaAnswer(ctx.db, token, text, IMAGE_CODE_TTL_SECONDS);
  return { photo: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, code: token };
}
