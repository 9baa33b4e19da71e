import { z } from 'zod';
import { pageSchema } from '../envelope';
import { adminIdParams, adminUserDetail, adminUserListQuery, adminUserStatusResult, adminUserSummary, reasonBody } from '../schemas/admin';
import { staffPermissionsBody, staffPermissionsResult } from '../enums/staff-permissions';
import { defineCall } from './define-call';

const tag = 'admin: users';

/**
 * /admin/users: accounts for staff. Who may do what to which account (staff targets need
 * staff administration) is the server's user policy; the declared permission is the floor.
 */
export const adminUsersApi = {
  list: defineCall({
    method: 'GET',
    path: '/admin/users',
    access: 'staff',
    tag,
    summary: 'Accounts newest first: part of a phone, email or nickname; by type (or staff) and status. Needs user or staff administration.',
    query: adminUserListQuery,
    ret: pageSchema(adminUserSummary),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/admin/users/:id',
    access: 'staff',
    tag,
    summary: 'One account in full: contact details, live sessions, two-step status, permissions of staff, why disabled.',
    params: adminIdParams,
    ret: adminUserDetail,
  }),
  disable: defineCall({
    method: 'POST',
    path: '/admin/users/:id/disable',
    access: { staff: 'userAdministration' },
    tag,
    summary: 'Disables the account and ends its sessions at once; a staff account also needs staff administration.',
    params: adminIdParams,
    body: reasonBody,
    ret: adminUserStatusResult,
    success: 'saved',
  }),
  enable: defineCall({
    method: 'POST',
    path: '/admin/users/:id/enable',
    access: { staff: 'userAdministration' },
    tag,
    summary: 'Restores the status the account had; a staff account also needs staff administration.',
    params: adminIdParams,
    ret: adminUserStatusResult,
    success: 'saved',
  }),
  resetTotp: defineCall({
    method: 'POST',
    path: '/admin/users/:id/reset-totp',
    access: { staff: 'staffAdministration' },
    tag,
    summary: "Turns off a colleague's two-step sign-in (lost authenticator); they enrol again at their next sign-in. Never one's own.",
    params: adminIdParams,
    ret: z.null(),
    success: 'saved',
  }),
  permissions: defineCall({
    method: 'PUT',
    path: '/admin/users/:id/permissions',
    access: { staff: 'staffAdministration' },
    tag,
    summary: "Sets the whole permission set of a staff account. Never one's own.",
    params: adminIdParams,
    body: staffPermissionsBody,
    ret: staffPermissionsResult,
    success: 'saved',
  }),
};
