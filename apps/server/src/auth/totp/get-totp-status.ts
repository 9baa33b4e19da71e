import { eq } from 'drizzle-orm';
import type { TotpStatus } from '@wardline/contract';
import type { Database } from '../../db/client';
import { staffTotp } from './totp.tables';

/** Whether two-step sign-in is on for a user; never the secret. */
export async function getTotpStatus(db: Database, userId: number): Promise<TotpStatus> {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.userId, userId)).limit(1);
  return {
    enabled: Boolean(row?.enabledAt && row.secretCiphertext),
    pending: Boolean(row?.pendingCiphertext),
    enabledAt: row?.enabledAt?.toISOString() ?? null,
  };
}
