import { declareCalls } from './define-call';
import type { adminAuditSchemas } from './admin-audit.schemas';

const access = { staff: 'staffAdministration' } as const;
const tag = 'admin: audit log';

/** /admin/audit-log: who changed what, when and from where (staff administration). */
export const adminAuditApi = declareCalls<typeof adminAuditSchemas>()({
  list: { method: 'GET', path: '/admin/audit-log', access, tag, summary: 'Entries newest first, by staff member, action, target and time.' },
  detail: { method: 'GET', path: '/admin/audit-log/:id', access, tag, summary: 'One entry by public id, with its before and after snapshots.' },
});
