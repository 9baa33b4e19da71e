import { z } from 'zod';
import { pageSchema } from '../envelope';
import { adminPublicIdParams, adminUserDetail, adminUserListQuery, adminUserStatusResult, adminUserSummary, reasonBody } from '../schemas/admin';
import { endedSessionsResult } from '../schemas/identity';
import { staffPermissionsBody, staffPermissionsResult } from '../enums/staff-permissions';
import { withSchemas } from './define-call';
import { adminUsersApi } from './admin-users';

export const adminUsersSchemas = {
  list: { query: adminUserListQuery, ret: pageSchema(adminUserSummary) },
  detail: { params: adminPublicIdParams, ret: adminUserDetail },
  disable: { params: adminPublicIdParams, body: reasonBody, ret: adminUserStatusResult },
  enable: { params: adminPublicIdParams, ret: adminUserStatusResult },
  endSessions: { params: adminPublicIdParams, ret: endedSessionsResult },
  resetTotp: { params: adminPublicIdParams, ret: z.null() },
  permissions: { params: adminPublicIdParams, body: staffPermissionsBody, ret: staffPermissionsResult },
};

export const adminUsersCalls = withSchemas(adminUsersApi, adminUsersSchemas);
