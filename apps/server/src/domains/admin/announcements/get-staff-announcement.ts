import { eq } from 'drizzle-orm';
import type { AdminAnnouncement } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { announcements } from '../../content/content.tables';
import { toAdminAnnouncement } from './announcement-admin-view';

/** One announcement with both languages, published or not, for the editor. */
export async function getStaffAnnouncement(db: Database, id: number): Promise<AdminAnnouncement> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  if (!row) throw new AppError('notFound');
  return toAdminAnnouncement(row);
}
