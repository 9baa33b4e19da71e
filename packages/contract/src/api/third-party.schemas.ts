import { z } from 'zod';
import { loginResult, registrationResult } from '../schemas/identity';
import {
  accountBindBody,
  accountBindPerfectBody,
  accountBindPerfectSendBody,
  accountBindSendBody,
  alipayLoginQuery,
  alipayNonceResult,
  boundIdentitiesResult,
  keycloakLoginBody,
  phoneBindCheckBody,
  phoneBindSendBody,
  profectUserBody,
  profectUserResult,
  signInProvidersResult,
  thirdPartyLoginResult,
  wechatLoginBody,
} from '../schemas/third-party';
import { withSchemas } from './define-call';
import { thirdPartyApi } from './third-party';

const providerAddress = z.string();

export const thirdPartySchemas = {
  ssoAuthorize: { ret: providerAddress },
  keycloakLogin: { body: keycloakLoginBody, ret: thirdPartyLoginResult },
  wechatUrl: { ret: providerAddress },
  wechatLoginByQuery: { query: wechatLoginBody, ret: thirdPartyLoginResult },
  wechatLogin: { body: wechatLoginBody, ret: thirdPartyLoginResult },
  alipayUrl: { ret: providerAddress },
  alipayNonce: { ret: alipayNonceResult },
  alipayLogin: { query: alipayLoginQuery, ret: thirdPartyLoginResult },
  accountBindSendCode: { body: accountBindSendBody, ret: z.null() },
  accountBind: { body: accountBindBody, ret: loginResult },
  bindPerfectSendCode: { body: accountBindPerfectSendBody, ret: z.null() },
  bindPerfect: { body: accountBindPerfectBody, ret: registrationResult },
  phoneBindSendCode: { body: phoneBindSendBody, ret: z.null() },
  phoneBind: { body: phoneBindCheckBody, ret: z.object({ phone: z.string() }) },
  profectUser: { body: profectUserBody, ret: profectUserResult },
  profectUserAli: { body: profectUserBody, ret: profectUserResult },
  boundIdentities: { ret: boundIdentitiesResult },
  signInProviders: { ret: signInProvidersResult },
};

export const thirdPartyCalls = withSchemas(thirdPartyApi, thirdPartySchemas);
