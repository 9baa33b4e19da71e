import { eq, gt, and, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { devCaptchaAnswers } from '../identity.tables';

/**
 * The development-only copy of captcha answers (BRIEF §5: GET /dev/captcha/{code}). The
 * real check never reads it, and production never writes it: `issueCaptcha` only calls
 * `rememberDevCaptchaAnswer` outside production.
 */
export async function rememberDevCaptchaAnswer(db: Database, token: string, answer: string, ttlSeconds: number): Promise<void> {
  await db.insert(devCaptchaAnswers).values({ token, answer, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
}

/** The answer of a live captcha, or null when the token is unknown or expired. */
export async function readDevCaptchaAnswer(db: Database, token: string): Promise<string | null> {
  const [row] = await db
    .select({ answer: devCaptchaAnswers.answer })
    .from(devCaptchaAnswers)
    .where(and(eq(devCaptchaAnswers.token, token), gt(devCaptchaAnswers.expiresAt, sql`now()`)))
    .limit(1);
  return row?.answer ?? null;
}
