import { declareCalls } from './define-call';
import type { adminContactSchemas } from './admin-contact.schemas';

const access = { staff: 'content' } as const;
const tag = 'admin: contact';

/** The footer's contact settings and the messages of the contact form (content permission). */
export const adminContactApi = declareCalls<typeof adminContactSchemas>()({
  settings: { method: 'GET', path: '/admin/settings/contact', access, tag, summary: 'The WeChat QR image and phone of the footer and contact page.' },
  saveSettings: { method: 'PUT', path: '/admin/settings/contact', access, tag, summary: 'Sets the WeChat QR image and phone; empty hides them. Audited.', success: 'saved' },
  messages: { method: 'GET', path: '/admin/contact-messages', access, tag, summary: 'Messages of the contact form, newest first; only handled or only open ones.' },
  handleMessage: {
    method: 'POST',
    path: '/admin/contact-messages/:id/handle',
    access,
    tag,
    summary: 'Marks a message dealt with, once (409 the second time). Audited.',
    success: 'saved',
  },
});
