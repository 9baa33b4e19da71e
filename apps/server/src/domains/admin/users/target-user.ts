import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { users } from '../../identity/identity.tables';

export type TargetUser = typeof users.$inferSelect;

/**
 * The account a console URL names by its public id (issue 12 item 3): the serial id is
 * never in a URL or an answer, so ids cannot be walked. `forUpdate` locks the row for the
 * change that follows. An unknown id is the same 404 as a missing row.
 */
export async function targetUser(db: Database, publicId: string, { forUpdate = false } = {}): Promise<TargetUser> {
  const query = db.select().from(users).where(eq(users.publicId, publicId)).limit(1);
  const [user] = forUpdate ? await query.for('update') : await query;
  if (!user) throw new AppError('notFound');
  return user;
}
