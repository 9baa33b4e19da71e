import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Fields that never reach a log: credentials, codes and personal numbers, wherever they sit. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'rePassword', 'oldPassword', 'token', 'idToken', 'checkCode', 'msgCode', 'smsCode', 'verifyCode', 'code', 'idCardNumber', 'bkCardNumber', 'idNumber', 'cardNumber', 'bankPhone', 'phone', 'telephone', 'email', 'account', 'checkcode', 'photoCode', 'imageCode', 'imgCode', 'answer', 'passwordHash', 'privateKeyPem', 'keycloakToken', 'authCode'].flatMap(
    (key) => [key, `*.${key}`, `*.*.${key}`],
  ),
];

/** Query values are dropped from logged URLs: they can carry phones, emails and tokens. */
function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const keys = new URLSearchParams(url.slice(q + 1)).keys();
  return `${url.slice(0, q)}?${[...keys].map((k) => `${k}=…`).join('&')}`;
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(request) {
        return { method: request.method, url: redactUrl(request.url), reqId: request.id, remoteAddress: request.ip };
      },
    },
  };
}
