import { declareCalls } from './define-call';
import type { adminUsersSchemas } from './admin-users.schemas';

const tag = 'admin: users';

/**
 * /admin/users: accounts for staff. Who may do what to which account (staff targets need
 * staff administration) is the server's user policy; the declared permission is the floor.
 */
export const adminUsersApi = declareCalls<typeof adminUsersSchemas>()({
  list: {
    method: 'GET',
    path: '/admin/users',
    access: 'staff',
    tag,
    summary: 'Accounts newest first: part of a phone, email or nickname; by type (or staff) and status. Needs user or staff administration.',
  },
  detail: {
    method: 'GET',
    path: '/admin/users/:id',
    access: 'staff',
    tag,
    summary: 'One account in full: contact details, live sessions, two-step status, permissions of staff, why disabled.',
  },
  disable: {
    method: 'POST',
    path: '/admin/users/:id/disable',
    access: { staff: 'userAdministration' },
    tag,
    summary: 'Disables the account and ends its sessions at once; a staff account also needs staff administration.',
    success: 'saved',
  },
  enable: {
    method: 'POST',
    path: '/admin/users/:id/enable',
    access: { staff: 'userAdministration' },
    tag,
    summary: 'Restores the status the account had; a staff account also needs staff administration.',
    success: 'saved',
  },
  endSessions: {
    method: 'POST',
    path: '/admin/users/:id/end-sessions',
    access: { staff: 'userAdministration' },
    tag,
    summary: "Ends every live session of the account at once (a lost phone, a shared computer); audited. A staff account also needs staff administration.",
    success: 'sessionsEnded',
  },
  resetTotp: {
    method: 'POST',
    path: '/admin/users/:id/reset-totp',
    access: { staff: 'staffAdministration' },
    tag,
    summary: "Turns off a colleague's two-step sign-in (lost authenticator); they enrol again at their next sign-in. Never one's own.",
    success: 'saved',
  },
  permissions: {
    method: 'PUT',
    path: '/admin/users/:id/permissions',
    access: { staff: 'staffAdministration' },
    tag,
    summary: "Sets the whole permission set of a staff account. Never one's own.",
    success: 'saved',
  },
});
