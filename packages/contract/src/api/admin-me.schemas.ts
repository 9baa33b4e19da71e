import { adminMe, totpCodeBody, totpSetupResult, totpStatus } from '../schemas/admin';
import { withSchemas } from './define-call';
import { adminMeApi } from './admin-me';

export const adminMeSchemas = {
  me: { ret: adminMe },
  totpStatus: { ret: totpStatus },
  totpSetup: { ret: totpSetupResult },
  totpEnable: { body: totpCodeBody, ret: totpStatus },
  totpDisable: { body: totpCodeBody, ret: totpStatus },
};

export const adminMeCalls = withSchemas(adminMeApi, adminMeSchemas);
