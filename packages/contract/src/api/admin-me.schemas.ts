import { adminMe, totpCodeBody, totpDisableBody, totpSetupBody, totpSetupResult, totpStatus } from '../schemas/admin';
import { withSchemas } from './define-call';
import { adminMeApi } from './admin-me';

export const adminMeSchemas = {
  me: { ret: adminMe },
  totpStatus: { ret: totpStatus },
  totpSetup: { body: totpSetupBody, ret: totpSetupResult },
  totpEnable: { body: totpCodeBody, ret: totpStatus },
  totpDisable: { body: totpDisableBody, ret: totpStatus },
};

export const adminMeCalls = withSchemas(adminMeApi, adminMeSchemas);
