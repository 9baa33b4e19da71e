import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { UseCaseOptions } from '../../platform/use-case';
import type { Caller } from '../../domains/identity/caller';
import { clientOf } from '../../domains/identity/caller';
import { knownDeviceFor, type SignInOutcome } from '../../domains/identity/login/finish-sign-in';
import type { LoginResult, TotpChallengeResult } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { users } from '../../domains/identity/identity.tables';
import { openSession, type ClientInfo } from '../../domains/identity/login/open-session';
import type { UserRow } from '../../domains/identity/users/find-user';
import { hashOpaqueToken, newOpaqueToken } from '../session-token';
import { staffTotp, totpChallenges } from './totp.tables';
import { consumeTotpCode } from './consume-totp-code';
import { claimTotpCheck, forgiveTotpChecks } from './totp-attempts';

/** How long the second step may take, and how many wrong codes one challenge survives. */
export const TOTP_CHALLENGE_SECONDS = 5 * 60;
const MAX_CHALLENGE_ATTEMPTS = 5;

/**
 * The last step of a password or SMS sign-in: a session, or — for an account with
 * two-step sign-in on — a challenge that POST /portal/login/totp turns into a session.
 * Accounts without TOTP (every non-staff account) get exactly what they got before.
 */
export async function openSessionUnlessTotp(ctx: AppContext, user: UserRow, client: ClientInfo): Promise<LoginResult | TotpChallengeResult> {
  const [totp] = await ctx.db
    .select({ userId: staffTotp.userId })
    .from(staffTotp)
    .where(and(eq(staffTotp.userId, user.id), isNotNull(staffTotp.enabledAt), isNotNull(staffTotp.secretCiphertext)))
    .limit(1);
  const now = ctx.clock.now();
  if (!totp) return openSession(ctx.db, user, client, now);

  const challenge = newOpaqueToken();
  await ctx.db.insert(totpChallenges).values({
    id: hashOpaqueToken(challenge),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOTP_CHALLENGE_SECONDS * 1000),
  });
  return { totpRequired: true, challenge, expiresInSeconds: TOTP_CHALLENGE_SECONDS };
}

export type CompleteTotpSignInInput = { challenge: string; totp: string; device: string | null };

/**
 * POST /portal/login/totp. Each try first claims one of the challenge's attempts with a
 * conditional update, so parallel guesses cannot exceed the limit; a right code then
 * spends the challenge (single use) and opens the session on a known device.
 */
export async function completeTotpSignIn({ ctx, actor, input: { challenge, totp, device } }: UseCaseOptions<CompleteTotpSignInInput, Caller>): Promise<SignInOutcome<LoginResult> & { device: string }> {
  const id = hashOpaqueToken(challenge);
  const [claimed] = await ctx.db
    .update(totpChallenges)
    .set({ attempts: sql`${totpChallenges.attempts} + 1` })
    .where(and(eq(totpChallenges.id, id), gt(totpChallenges.expiresAt, ctx.clock.now()), lt(totpChallenges.attempts, MAX_CHALLENGE_ATTEMPTS)))
    .returning({ userId: totpChallenges.userId });
  if (!claimed) throw new AppError('totpChallengeExpired');

  await claimTotpCheck(ctx, claimed.userId);
  if (!(await consumeTotpCode(ctx, ctx.db, claimed.userId, totp))) throw new AppError('totpInvalid');
  await forgiveTotpChecks(ctx, claimed.userId);

  const spent = await ctx.db.delete(totpChallenges).where(eq(totpChallenges.id, id)).returning({ userId: totpChallenges.userId });
  if (spent.length === 0) throw new AppError('totpChallengeExpired');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, claimed.userId)).limit(1);
  if (!user) throw new AppError('totpChallengeExpired');
  // Disabled between the two steps: the password was right, so saying so tells nobody else anything.
  if (user.status === 'foriben') throw new AppError('accountDisabled');
  const answer = await openSession(ctx.db, user, clientOf(actor), ctx.clock.now());
  return { answer, device: await knownDeviceFor(ctx, user.id, device) };
}
