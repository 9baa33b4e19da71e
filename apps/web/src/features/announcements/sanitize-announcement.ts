/** Announcement bodies: sanitised by the server when saved and again here, with the contract's one allow-list. */
export { sanitizeRichTextHtml as sanitizeAnnouncementHtml } from '@/lib/rich-text';
