import {
  checkPayAuthResult,
  payAuthCodeBody,
  payAuthRedirectResult,
  payAuthStatusResult,
  payAuthTokenResult,
  payAuthTokenStatusResult,
  privateFileSignBody,
  privateFileSignResult,
  trustedAuthBankInfo,
  trustedAuthMaterialsBody,
  trustedAuthProgress,
  trustedAuthSignInfo,
} from '../schemas/trusted-auth';
import { withSchemas } from './define-call';
import { trustedAuthApi } from './trusted-auth';

export const trustedAuthSchemas = {
  bankInfo: { ret: trustedAuthBankInfo },
  save: { body: trustedAuthMaterialsBody, ret: trustedAuthProgress },
  signInfo: { ret: trustedAuthSignInfo },
  privateFileSign: { body: privateFileSignBody, ret: privateFileSignResult },
  zlbRedirectUrl: { ret: payAuthRedirectResult },
  checkPayAuth: { ret: checkPayAuthResult },
  hyToken: { ret: payAuthTokenResult },
  hyTokenStatus: { body: payAuthCodeBody, ret: payAuthTokenStatusResult },
  hyStatus: { ret: payAuthStatusResult },
};

export const trustedAuthCalls = withSchemas(trustedAuthApi, trustedAuthSchemas);
