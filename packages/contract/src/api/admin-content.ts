import { declareCalls } from './define-call';
import { collectionRoutes } from './admin-collection';
import type { adminAnnouncementsSchemas, adminCarouselSchemas, adminContactServicesSchemas, adminEntrancesSchemas } from './admin-content.schemas';

const access = { staff: 'content' } as const;
const tag = 'admin: announcements';

/** /admin/announcements: announcements and activities in both languages, drafts included (content permission). */
export const adminAnnouncementsApi = declareCalls<typeof adminAnnouncementsSchemas>()({
  list: { method: 'GET', path: '/admin/announcements', access, tag, summary: 'Every announcement, drafts included, newest first; by type, published state and title.' },
  preview: {
    method: 'POST',
    path: '/admin/announcements/preview',
    access,
    tag,
    summary: 'The HTML exactly as it would be stored: the rich-text allow-list applied. Stores nothing.',
  },
  detail: { method: 'GET', path: '/admin/announcements/:id', access, tag, summary: 'One announcement by public id, both languages, for the editor.' },
  create: { method: 'POST', path: '/admin/announcements', access, tag, summary: 'Adds one (bodies sanitised); a published one is announced to every account. Audited.', success: 'saved' },
  update: {
    method: 'PUT',
    path: '/admin/announcements/:id',
    access,
    tag,
    summary: 'Replaces every field; a draft that becomes published is dated now and announced. Audited.',
    success: 'saved',
  },
  remove: { method: 'DELETE', path: '/admin/announcements/:id', access, tag, summary: 'Gone from the site; the audit log keeps the full text.', success: 'deleted' },
});

/** /admin/carousel: the home page banners. */
export const adminCarouselApi = declareCalls<typeof adminCarouselSchemas>()(collectionRoutes('carousel', 'admin: carousel', 'carousel items'));

/** /admin/entrances: the platform entrance tiles of the home page. */
export const adminEntrancesApi = declareCalls<typeof adminEntrancesSchemas>()(collectionRoutes('entrances', 'admin: entrance tiles', 'entrance tiles'));

/** /admin/contact-services: what the contact form offers. */
export const adminContactServicesApi = declareCalls<typeof adminContactServicesSchemas>()(collectionRoutes('contact-services', 'admin: contact', 'contact services'));
