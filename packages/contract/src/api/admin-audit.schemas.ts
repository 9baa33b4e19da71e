import { pageSchema } from '../envelope';
import { publicIdParams } from '../schemas/common';
import { auditEntry, auditLogQuery } from '../schemas/admin';
import { withSchemas } from './define-call';
import { adminAuditApi } from './admin-audit';

export const adminAuditSchemas = {
  list: { query: auditLogQuery, ret: pageSchema(auditEntry) },
  detail: { params: publicIdParams, ret: auditEntry },
};

export const adminAuditCalls = withSchemas(adminAuditApi, adminAuditSchemas);
