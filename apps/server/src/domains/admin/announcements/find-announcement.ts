import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { announcements } from '../../content/content.tables';

/** The announcement a console URL names by public id, locked when it is about to change; 404 for anything else (a serial id included). */
export async function findAnnouncement(db: Database, publicId: string, { forUpdate = false } = {}) {
  const query = db.select().from(announcements).where(eq(announcements.publicId, publicId)).limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new AppError('notFound');
  return row;
}
