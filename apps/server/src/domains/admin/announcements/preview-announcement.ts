import type { UseCaseOptions } from '../../../platform/use-case';
import { sanitizeRichText } from '../../../http/sanitize-html';
import type { StaffActor } from '../../audit/staff-actor';

/** POST /admin/announcements/preview: the editor's HTML exactly as saving would store it (the allow-list applied); stores nothing. */
export async function previewAnnouncement({ input }: UseCaseOptions<{ html: string }, StaffActor>): Promise<{ html: string }> {
  return { html: sanitizeRichText(input.html) };
}
