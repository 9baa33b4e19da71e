import { eq, gt, and } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { devCaptchaAnswers } from '../identity.tables';

/**
 * The development-only copy of captcha answers (BRIEF §5: GET /dev/captcha/{code}). The
 * real check never reads it, and production never writes it: `issueCaptcha` only calls
 * `rememberDevCaptchaAnswer` outside production.
 */
export async function rememberDevCaptchaAnswer(ctx: AppContext, token: string, answer: string, ttlSeconds: number): Promise<void> {
  await ctx.db.insert(devCaptchaAnswers).values({ token, answer, expiresAt: new Date(ctx.clock.now().getTime() + ttlSeconds * 1000) });
}

/** The answer of a live captcha, or null when the token is unknown or expired. */
export async function readDevCaptchaAnswer(ctx: AppContext, token: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ answer: devCaptchaAnswers.answer })
    .from(devCaptchaAnswers)
    .where(and(eq(devCaptchaAnswers.token, token), gt(devCaptchaAnswers.expiresAt, ctx.clock.now())))
    .limit(1);
  return row?.answer ?? null;
}
