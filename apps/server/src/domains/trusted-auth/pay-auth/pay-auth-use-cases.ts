import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { UserActor } from '../../../platform/actor';
import type { UseCaseOptions } from '../../../platform/use-case';
import { AppError } from '../../../http/app-error';
import { fieldCipherOf } from '../../../crypto/field-encryption';
import { openNumber } from '../../certification/sealed-numbers';
import { currentStatus } from '../current-status';
import { realNameRecord } from '../get-bank-info';
import { REAL_NAME_STATUSES, requireHacker, requireRealName } from '../trusted-auth-policy';
import { paymentAuthentications } from '../trusted-auth.tables';
import { completedPayAuth, openPayAuth, refreshPayAuth, type PayAuthRow } from './pay-auth-sessions';

/** Codes one person may start in an hour: a page left open refreshes its QR a few times, not hundreds. */
export const PAY_AUTH_STARTS_PER_HOUR = 30;

/** Starts a code with the provider for the caller (a certified hacker not yet authenticated). */
async function startPayAuth({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<PayAuthRow> {
  const user = actor.user;
  requireHacker(user);
  requireRealName(await currentStatus(ctx.db, user.id));
  if (await completedPayAuth(ctx.db, user.id)) throw new AppError('payAuthDone');
  if (!ctx.payAuth) throw new AppError('payAuthUnavailable');
  if (!(await ctx.limiter.hit(`pay-auth:${user.id}`, PAY_AUTH_STARTS_PER_HOUR, 3600)).allowed) throw new AppError('rateLimited');
  const record = await realNameRecord(ctx.db, user.id);
  const cipher = await fieldCipherOf(ctx);
  const reference = `pa_${crypto.randomUUID().replaceAll('-', '')}`;
  const session = await ctx.payAuth.start({
    reference,
    subject: user.publicId,
    realName: record.realName ?? '',
    idNumber: openNumber(cipher, 'idCard', user.id, record.idCardCipher) ?? '',
  });
  const [row] = await ctx.db
    .insert(paymentAuthentications)
    .values({ userId: user.id, provider: ctx.payAuth.name, code: session.code, url: session.url, state: 'waiting', createdAt: ctx.clock.now(), expiresAt: session.expiresAt })
    .returning();
  return row!;
}

/** GET /hy/token: a new QR code (PNG data URL of the provider's address) and its code. */
export async function getPayAuthToken(options: UseCaseOptions<undefined, UserActor>) {
  const row = await startPayAuth(options);
  const img = await QRCode.toDataURL(row.url, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { img, code: row.code, expiresAt: row.expiresAt.toISOString() };
}

/** GET /hackCred/zlb/redirectUrl: the provider's mobile page of the caller's open code (a new one when none is open). */
export async function getPayAuthRedirectUrl(options: UseCaseOptions<undefined, UserActor>) {
  requireHacker(options.actor.user);
  const row = (await openPayAuth(options.ctx, options.actor.user.id)) ?? (await startPayAuth(options));
  return { url: row.url, code: row.code };
}

/** POST /hy/token/status: whether the caller's code is still valid (1), expired (0) or used (2); another person's code is unknown. */
export async function getPayAuthCodeStatus({ ctx, actor, input }: UseCaseOptions<{ code: string }, UserActor>) {
  requireHacker(actor.user);
  const [row] = await ctx.db
    .select()
    .from(paymentAuthentications)
    .where(and(eq(paymentAuthentications.userId, actor.user.id), eq(paymentAuthentications.code, input.code)))
    .limit(1);
  if (!row) throw new AppError('payAuthCodeUnknown');
  const state = await refreshPayAuth(ctx, row);
  return { state, status: state === 'expired' ? 0 : state === 'done' ? 2 : 1 } as const;
}

/** GET /hy/status: 1 once the caller's payment authentication is complete (its open code is asked about first). */
export async function getPayAuthStatus({ ctx, actor }: UseCaseOptions<undefined, UserActor>) {
  requireHacker(actor.user);
  const open = await openPayAuth(ctx, actor.user.id);
  if (open) await refreshPayAuth(ctx, open);
  const done = await completedPayAuth(ctx.db, actor.user.id);
  return done ? ({ status: 1, completedAt: done.completedAt?.toISOString() ?? null } as const) : ({ status: 0, completedAt: null } as const);
}

/**
 * GET /hackCred/checkPayAuth: 1 for a hacker past real-name certification who has not
 * completed payment authentication (the web then shows its prompt after sign-in); 0 for
 * everyone else, companies, suppliers and staff included.
 */
export async function checkPayAuth({ ctx, actor }: UseCaseOptions<undefined, UserActor>) {
  const user = actor.user;
  if (user.role !== 'user' || user.usertype !== 'hacker') return { status: 0 } as const;
  if (!REAL_NAME_STATUSES.includes(await currentStatus(ctx.db, user.id))) return { status: 0 } as const;
  return (await completedPayAuth(ctx.db, user.id)) ? ({ status: 0 } as const) : ({ status: 1 } as const);
}
