import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PayAuthCodeState } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { inTransaction } from '../../../platform/use-case';
import { recordEvent } from '../../../platform/events/event-bus';
import { paymentAuthentications } from '../trusted-auth.tables';
import { payAuthCompleted } from '../trusted-auth.events';

export type PayAuthRow = typeof paymentAuthentications.$inferSelect;

/** The person's completed payment authentication, if any. */
export async function completedPayAuth(db: AppContext['db'], userId: number): Promise<PayAuthRow | undefined> {
  const [row] = await db.select().from(paymentAuthentications).where(and(eq(paymentAuthentications.userId, userId), eq(paymentAuthentications.state, 'done'))).limit(1);
  return row;
}

/** The person's newest code that may still be scanned (by our clock), if any. */
export async function openPayAuth(ctx: AppContext, userId: number): Promise<PayAuthRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(paymentAuthentications)
    .where(and(eq(paymentAuthentications.userId, userId), inArray(paymentAuthentications.state, ['waiting', 'scanned'])))
    .orderBy(desc(paymentAuthentications.createdAt), desc(paymentAuthentications.id))
    .limit(1);
  return row && row.expiresAt > ctx.clock.now() ? row : undefined;
}

/**
 * Records the provider's word on a code: `done` completes the person's payment
 * authentication once (a conditional update; the `payAuth.completed` event in the same
 * transaction tells them), `scanned` and `expired` are kept as they are. Answers the code's state now.
 */
export async function recordPayAuthState(ctx: AppContext, row: PayAuthRow, reported: PayAuthCodeState): Promise<PayAuthCodeState> {
  if (reported === 'waiting' || reported === row.state) return row.state;
  return inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    if (reported !== 'done') {
      const [moved] = await tx.db
        .update(paymentAuthentications)
        .set({ state: reported })
        .where(and(eq(paymentAuthentications.id, row.id), inArray(paymentAuthentications.state, ['waiting', 'scanned'])))
        .returning({ state: paymentAuthentications.state });
      return moved?.state ?? reported;
    }
    // One completion per person: a second code done later is recorded as used, not as a second completion.
    if (await completedPayAuth(tx.db, row.userId)) return 'done';
    const [moved] = await tx.db
      .update(paymentAuthentications)
      .set({ state: 'done', completedAt: now })
      .where(and(eq(paymentAuthentications.id, row.id), inArray(paymentAuthentications.state, ['waiting', 'scanned'])))
      .returning({ id: paymentAuthentications.id });
    if (moved) await recordEvent(tx, payAuthCompleted, { subjectId: row.userId, actorId: row.userId, payload: { userId: row.userId } });
    return 'done';
  });
}

/**
 * Where a code stands now: by our clock first (an expired code is expired whatever the
 * provider says), then by asking the provider while it is open.
 */
export async function refreshPayAuth(ctx: AppContext, row: PayAuthRow): Promise<PayAuthCodeState> {
  if (row.state === 'done' || row.state === 'expired') return row.state;
  if (row.expiresAt <= ctx.clock.now()) return recordPayAuthState(ctx, row, 'expired');
  if (!ctx.payAuth || ctx.payAuth.name !== row.provider) return row.state;
  return recordPayAuthState(ctx, row, await ctx.payAuth.status(row.code));
}
