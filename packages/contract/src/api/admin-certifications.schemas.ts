import { pageSchema } from '../envelope';
import {
  adminCertificationDecision,
  adminCertificationDetail,
  adminCertificationListQuery,
  adminCertificationSummary,
  adminPublicIdParams,
  adminRevealedNumbers,
  reasonBody,
} from '../schemas/admin';
import { withSchemas } from './define-call';
import { adminCertificationsApi } from './admin-certifications';

export const adminCertificationsSchemas = {
  list: { query: adminCertificationListQuery, ret: pageSchema(adminCertificationSummary) },
  detail: { params: adminPublicIdParams, ret: adminCertificationDetail },
  approve: { params: adminPublicIdParams, ret: adminCertificationDecision },
  reject: { params: adminPublicIdParams, body: reasonBody, ret: adminCertificationDecision },
  revoke: { params: adminPublicIdParams, body: reasonBody, ret: adminCertificationDecision },
  reveal: { params: adminPublicIdParams, ret: adminRevealedNumbers },
};

export const adminCertificationsCalls = withSchemas(adminCertificationsApi, adminCertificationsSchemas);
