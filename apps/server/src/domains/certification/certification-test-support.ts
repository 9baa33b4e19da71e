import { makeConsoleReady } from '../../../test/factories';
import { creditCodeCheckChar, idCardCheckChar, passesLuhn, type UserStatus, type UserType } from '@wardline/contract';
import type { TestApp } from '../../../test/helper';
import { createSession } from '../../auth/create-session';
import { insertUser } from '../identity/identity-test-support';
import { uploadLogo, uploadPrivatePng } from '../../files/files-test-support';
import type { AppContext } from '../../context';

/** The context the staff console's routes pass to the review use cases: the test app's own. */
export function testContext(t: TestApp): AppContext {
  return t.ctx;
}

/** Numbers that pass their check digits, built with the contract's own algorithms. */
export const VALID_ID = `11010519491231002${idCardCheckChar('11010519491231002')}`;
export const VALID_CREDIT_CODE = `91350100M000100Y4${creditCodeCheckChar('91350100M000100Y4')}`;
export const VALID_BANK_CARD = (() => {
  const body = '622202123456789012';
  const digit = [...'0123456789'].find((d) => passesLuhn(body + d))!;
  return body + digit;
})();
export const BANK_PHONE = '13912345678';

/** A signed-in account of a type and status, straight in the database. */
export async function signedInUser(t: TestApp, usertype: UserType | null, status: UserStatus = 'unauthorized', role: 'user' | 'staff' = 'user') {
  const user = await insertUser(t.db, { usertype, status, role });
  if (role === 'staff') await makeConsoleReady(t, user.id);
  const token = await createSession(t.db, { userId: user.id, clientIp: '127.0.0.1', userAgent: 'vitest' });
  return { ...user, token };
}

export async function hackerBody(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return {
    name: '张三',
    idCardNumber: VALID_ID,
    bkCardNumber: VALID_BANK_CARD,
    openbank: '深圳南山支行',
    bankName: '招商银行',
    bankPhone: BANK_PHONE,
    idCardFrontFile: await uploadPrivatePng(t, token, 'idCardFront'),
    idCardBackFile: await uploadPrivatePng(t, token, 'idCardBack'),
    ...overrides,
  };
}

export async function companyBody(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return {
    companyName: '示例科技有限公司',
    companyLogFile: await uploadLogo(t, token),
    creditCode: VALID_CREDIT_CODE,
    businessLicenseFile: await uploadPrivatePng(t, token, 'businessLicenseFile'),
    companyAuthorizationFile: await uploadPrivatePng(t, token, 'companyAuthorizationFile'),
    ...overrides,
  };
}

export async function supplierBody(t: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Acme Supply Co',
    openbank: '北京朝阳支行',
    bankName: '中国银行',
    creditCode: VALID_CREDIT_CODE,
    businessLicenseFile: await uploadPrivatePng(t, token, 'businessLicenseFile'),
    ...overrides,
  };
}

/** POST a certification call as `token`. */
export function post<T = unknown>(t: TestApp, url: string, token: string, payload: unknown, locale: 'zh' | 'en' = 'zh') {
  return t.call<T>({ method: 'POST', url: `/web/v1${url}`, payload: payload as Record<string, unknown>, headers: { authorization: token }, locale });
}

export function get<T = unknown>(t: TestApp, url: string, token: string) {
  return t.call<T>({ method: 'GET', url: `/web/v1${url}`, headers: { authorization: token } });
}
