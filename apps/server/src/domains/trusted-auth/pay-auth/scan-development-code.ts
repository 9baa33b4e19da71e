import { and, eq } from 'drizzle-orm';
import type { PayAuthCodeState } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { paymentAuthentications } from '../trusted-auth.tables';
import { recordPayAuthState } from './pay-auth-sessions';

/**
 * GET /dev/payAuth/{code} (outside production only): what the development provider's page
 * does when a phone opens it — the code is done, recorded as a provider's "done" would be.
 * An expired or unknown code stays as it is (404 for unknown).
 */
export async function scanDevelopmentCode(ctx: AppContext, code: string): Promise<{ state: PayAuthCodeState }> {
  const [row] = await ctx.db
    .select()
    .from(paymentAuthentications)
    .where(and(eq(paymentAuthentications.provider, 'development'), eq(paymentAuthentications.code, code)))
    .limit(1);
  if (!row) throw new AppError('notFound');
  if (row.expiresAt <= ctx.clock.now()) return { state: await recordPayAuthState(ctx, row, 'expired') };
  return { state: await recordPayAuthState(ctx, row, 'done') };
}
