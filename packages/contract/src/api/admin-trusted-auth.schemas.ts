import { pageSchema } from '../envelope';
import { adminPublicIdParams, reasonBody } from '../schemas/admin';
import { adminTrustedAuthDecision, adminTrustedAuthDetail, adminTrustedAuthListQuery, adminTrustedAuthSummary } from '../schemas/trusted-auth';
import { withSchemas } from './define-call';
import { adminTrustedAuthApi } from './admin-trusted-auth';

export const adminTrustedAuthSchemas = {
  list: { query: adminTrustedAuthListQuery, ret: pageSchema(adminTrustedAuthSummary) },
  detail: { params: adminPublicIdParams, ret: adminTrustedAuthDetail },
  approve: { params: adminPublicIdParams, ret: adminTrustedAuthDecision },
  reject: { params: adminPublicIdParams, body: reasonBody, ret: adminTrustedAuthDecision },
};

export const adminTrustedAuthCalls = withSchemas(adminTrustedAuthApi, adminTrustedAuthSchemas);
