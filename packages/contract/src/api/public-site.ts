import { declareCalls } from './define-call';
import type { contactSchemas, contentSchemas } from './public-site.schemas';

/**
 * What every visitor reads on the home page, the announcement pages and the service pages
 * (spec 000 §3, 002 §6). `publicCache`: the answer is the same for everyone, so the server
 * answers it from its public cache, emptied in every process when staff change content.
 */
export const contentApi = declareCalls<typeof contentSchemas>()({
  announcementList: {
    method: 'GET',
    path: '/announcement/list',
    access: 'public',
    tag: 'public content',
    summary: 'Published announcements and activities, newest first; type 1 activities, 2 announcements, all when absent.',
    publicCache: true,
  },
  announcementDetail: { method: 'GET', path: '/announcement/detail/:id', access: 'public', tag: 'public content', summary: 'One published announcement with its sanitised body.', publicCache: true },
  popupAnnouncement: {
    method: 'GET',
    path: '/getAnnouncement',
    access: 'public',
    tag: 'public content',
    summary: 'The newest published announcement flagged for the home-page popup, or null.',
    publicCache: true,
  },
  carousel: { method: 'GET', path: '/fingure/list', access: 'public', tag: 'public content', summary: 'The home-page carousel in order.', publicCache: true },
  entrances: { method: 'GET', path: '/platform/entrance/list', access: 'public', tag: 'public content', summary: 'The platform entrance tiles in order.', publicCache: true },
});

/** The contact-us form of the three company service pages (spec 002 §2.6, §3.7, §5.7). */
export const contactApi = declareCalls<typeof contactSchemas>()({
  services: { method: 'GET', path: '/contact/services', access: 'public', tag: 'contact', summary: 'The services a visitor can tick.', publicCache: true },
  config: { method: 'GET', path: '/contact/config/detail', access: 'public', tag: 'contact', summary: 'WeChat QR image and phone of the footer and contact page.', publicCache: true },
  sendVerifySms: { method: 'POST', path: '/contact/sendVerifySms', access: 'public', tag: 'contact', summary: 'SMS code for the contact form.', success: 'codeSent' },
  add: { method: 'POST', path: '/contact/add', access: 'public', tag: 'contact', summary: 'Sends the contact form.', success: 'contactSubmitted' },
});
