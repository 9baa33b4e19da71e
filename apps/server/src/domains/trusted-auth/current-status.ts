import { eq } from 'drizzle-orm';
import type { UserStatus } from '@wardline/contract';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { users } from '../identity/identity.tables';

/**
 * The account's status as the database has it now (the session's copy may be a minute old);
 * `lock` takes the account row for the caller's transaction, so moves of one person's
 * trusted authentication run one after another.
 */
export async function currentStatus(db: Database, userId: number, lock = false): Promise<UserStatus> {
  const query = db.select({ status: users.status }).from(users).where(eq(users.id, userId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('unauthorized');
  return row.status;
}
