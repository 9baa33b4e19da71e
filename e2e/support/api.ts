import { tinyPng } from './images';
import { latestCode } from './identity';
import { totpCode } from './totp';

/** Calls the API as a client would, answering the envelope's `ret` (throws on a refusal). */
export async function apiCall<T = unknown>(baseUrl: string, token: string | null, method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${baseUrl}/web/v1${path}`, {
    method,
    headers: { ...(token ? { Authorization: token } : {}), ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { errcode: number; errmsg: string; ret: T };
  if (envelope.errcode !== 0) throw new Error(`${method} ${path} answered ${res.status} ${envelope.errmsg}`);
  return envelope.ret;
}

/** Moves the server's clock forward (dev affordance) and answers the new now: a start or an end passes. */
export async function advanceServerClock(baseUrl: string, minutes: number): Promise<Date> {
  const { now } = await apiCall<{ now: string }>(baseUrl, null, 'POST', '/dev/clock', { minutes });
  return new Date(now);
}

/** A fresh captcha and its answer (dev endpoint), as `{ photoCode, code }` for a send. */
export async function apiCaptcha(baseUrl: string): Promise<{ photoCode: string; code: string }> {
  const { code } = await apiCall<{ code: string }>(baseUrl, null, 'GET', '/imageCode');
  return { photoCode: await apiCall<string>(baseUrl, null, 'GET', `/dev/captcha/${encodeURIComponent(code)}`), code };
}

/** Signs in by phone and SMS code (read from the dev outbox) without a browser; answers the token. */
export async function signInByPhone(baseUrl: string, phone: string): Promise<string> {
  const asked = Date.now();
  await apiCall(baseUrl, null, 'POST', '/phone/login/sendSms', { telephone: phone, ...(await apiCaptcha(baseUrl)) });
  const answer = await apiCall<{ token: string }>(baseUrl, null, 'POST', '/phone/login', { phone, msgCode: await latestCode(baseUrl, phone, asked - 1000) });
  return answer.token;
}

const staffSessions = new Map<string, Promise<string>>();

/**
 * The demo staff account's session (README: staff@demo.local, 13800000004), one per server:
 * codes go out once a minute. Staff sign in with two steps: the SMS code, then the code of
 * the authenticator (computed from the demo secret; the next step's code when this step's
 * was already used, as each code works once).
 */
export function signInAsStaff(baseUrl: string): Promise<string> {
  let session = staffSessions.get(baseUrl);
  if (!session) {
    session = (async () => {
      const asked = Date.now();
      await apiCall(baseUrl, null, 'POST', '/phone/login/sendSms', { telephone: '13800000004', ...(await apiCaptcha(baseUrl)) });
      const first = await apiCall<{ challenge: string }>(baseUrl, null, 'POST', '/phone/login', { phone: '13800000004', msgCode: await latestCode(baseUrl, '13800000004', asked - 1000) });
      const second = (offset: number) => apiCall<{ token: string }>(baseUrl, null, 'POST', '/portal/login/totp', { challenge: first.challenge, totp: totpCode(undefined, offset) });
      return (await second(0).catch(() => second(1))).token;
    })();
    staffSessions.set(baseUrl, session);
  }
  return session;
}

/** Submits a company certification with real uploads, as the form does; the account then waits for review. */
export async function submitCompanyCertification(baseUrl: string, token: string, companyName: string): Promise<void> {
  const upload = async (path: string, field: string) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'document.png');
    // One file answers its address or reference itself.
    return apiCall<string>(baseUrl, token, 'POST', path, form);
  };
  const logo = await upload('/portal/uploadfile', 'file');
  const licence = await upload('/portal/uploadprivatefile', 'businessLicenseFile');
  const authorization = await upload('/portal/uploadprivatefile', 'companyAuthorizationFile');
  await apiCall(baseUrl, token, 'POST', '/company/authentication/submit', {
    companyName,
    companyLogFile: logo,
    creditCode: '91350100M000100Y43',
    businessLicenseFile: licence,
    companyAuthorizationFile: authorization,
  });
}

/** The id of a company's certification waiting in the console's queue. */
export async function pendingCertificationOf(baseUrl: string, staffToken: string, companyName: string): Promise<number | string> {
  const page = await apiCall<{ data: { id: number | string; companyName: string | null }[] }>(baseUrl, staffToken, 'GET', '/admin/certifications?page=1&size=100&kind=company');
  const entry = page.data.find((c) => c.companyName === companyName);
  if (!entry) throw new Error(`no pending certification of ${companyName}`);
  return entry.id;
}
