import { randomInt } from 'node:crypto';
import { IMAGE_CODE_LENGTH, IMAGE_CODE_TTL_SECONDS, type ImageCodeResult } from '@wardline/contract';
import { AppError } from '../../../http/app-error';
import { newOpaqueToken } from '../../../auth/session-token';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { Actor } from '../../../platform/actor';
import { CODE_PURPOSES } from '../code-purposes';
import { rememberDevCaptchaAnswer } from './dev-captcha-answers';
import { drawCaptcha } from './draw-captcha';

/** Without 0/O, 1/I/l and other pairs people misread in a distorted image. */
const CAPTCHA_CHARACTERS = 'ABCDEFGHJKMNPQRSTUVWXYZabdefghjkmnpqrtuy23456789';

/**
 * Captchas one client address may fetch per minute. A person clicks "refresh" a few times at
 * most, but the sign-in dialog shows two (each tab has its own, every SMS send spends one) and
 * an office shares one address; a script pays about 2 ms of server time per image.
 */
export const CAPTCHAS_PER_MINUTE = 60;

function captchaText(): string {
  let text = '';
  for (let i = 0; i < IMAGE_CODE_LENGTH; i++) text += CAPTCHA_CHARACTERS[randomInt(CAPTCHA_CHARACTERS.length)];
  return text;
}

/**
 * GET /imageCode: a new 4-character image captcha, a JPEG data URI and the token that names
 * it. The answer is kept hashed in the code store for two minutes and opens one check.
 */
export async function issueCaptcha({ ctx, actor }: UseCaseOptions<undefined, Extract<Actor, { clientIp: string }>>): Promise<ImageCodeResult> {
  if (!(await ctx.limiter.hit(`captcha:${actor.clientIp}`, CAPTCHAS_PER_MINUTE, 60)).allowed) throw new AppError('rateLimited');
  const text = captchaText();
  const jpeg = drawCaptcha(text);
  const token = newOpaqueToken();
  await ctx.codes.save({ purpose: CODE_PURPOSES.captcha, target: token, ttlSeconds: IMAGE_CODE_TTL_SECONDS }, text);
  if (!ctx.config.isProduction) await rememberDevCaptchaAnswer(ctx, token, text, IMAGE_CODE_TTL_SECONDS);
  return { photo: `data:image/jpeg;base64,${jpeg.toString('base64')}`, code: token };
}
