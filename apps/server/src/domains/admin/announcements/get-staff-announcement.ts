import type { AdminAnnouncement } from '@wardline/contract';
import type { UseCaseOptions } from '../../../platform/use-case';
import type { StaffActor } from '../../audit/staff-actor';
import { toAdminAnnouncement } from './announcement-admin-view';
import { findAnnouncement } from './find-announcement';

/** GET /admin/announcements/{id}: one announcement with both languages, published or not, for the editor. */
export async function getStaffAnnouncement({ ctx, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<AdminAnnouncement> {
  return toAdminAnnouncement(await findAnnouncement(ctx.db, input.id));
}
