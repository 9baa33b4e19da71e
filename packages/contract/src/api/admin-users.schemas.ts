import { z } from 'zod';
import { pageSchema } from '../envelope';
import { adminIdParams, adminUserDetail, adminUserListQuery, adminUserStatusResult, adminUserSummary, reasonBody } from '../schemas/admin';
import { staffPermissionsBody, staffPermissionsResult } from '../enums/staff-permissions';
import { withSchemas } from './define-call';
import { adminUsersApi } from './admin-users';

export const adminUsersSchemas = {
  list: { query: adminUserListQuery, ret: pageSchema(adminUserSummary) },
  detail: { params: adminIdParams, ret: adminUserDetail },
  disable: { params: adminIdParams, body: reasonBody, ret: adminUserStatusResult },
  enable: { params: adminIdParams, ret: adminUserStatusResult },
  resetTotp: { params: adminIdParams, ret: z.null() },
  permissions: { params: adminIdParams, body: staffPermissionsBody, ret: staffPermissionsResult },
};

export const adminUsersCalls = withSchemas(adminUsersApi, adminUsersSchemas);
