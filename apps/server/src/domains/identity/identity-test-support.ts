import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { sealPassword, type UserStatus, type UserType } from '@wardline/contract';
import type { Database } from '../../db/client';
import type { TestApp } from '../../../test/helper';
import { hashPassword } from '../../crypto/password-hashing';
import { rateCounters } from '../../messaging/messaging.tables';
import { users } from './identity.tables';

/**
 * Test support for anything that needs a person: encrypt a password as the browser does,
 * read captcha answers and codes through the dev endpoints, register through the API,
 * or insert a ready account. Other domains' tests use `insertUser` + `signIn`.
 */
export const API = '/web/v1';

let ipCounter = 0;
/** A fresh client address per call site, so per-address limits of one test never touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** RSA-OAEP (SHA-256) under the server's public key, base64: what the web app sends. */
export async function encryptPassword(t: TestApp, plain: string): Promise<string> {
  return encryptRaw(t, sealPassword(plain, t.clock.now().getTime(), randomBytes(16).toString('base64url')));
}

/** Encrypts `text` as it is (no envelope): for tests of what the server refuses. */
export async function encryptRaw(t: TestApp, text: string): Promise<string> {
  const { body } = await t.call<string>({ method: 'GET', url: `${API}/portal/publicKey` });
  const cipher = publicEncrypt({ key: body.ret, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text, 'utf8'));
  return cipher.toString('base64');
}

/** A new captcha and its answer, read from GET /dev/captcha/{code}. */
export async function solveCaptcha(t: TestApp, ip = nextIp()): Promise<{ code: string; answer: string }> {
  const issued = await t.call<{ photo: string; code: string }>({ method: 'GET', url: `${API}/imageCode`, remoteAddress: ip });
  expect(issued.status).toBe(200);
  const dev = await t.call<string>({ method: 'GET', url: `${API}/dev/captcha/${issued.body.ret.code}` });
  expect(dev.status).toBe(200);
  return { code: issued.body.ret.code, answer: dev.body.ret };
}

/** The newest message sent to a phone or email, from GET /dev/outbox. */
export async function lastMessage(t: TestApp, to: string): Promise<{ text: string; code: string | null } | undefined> {
  const { body } = await t.call<{ text: string; code: string | null }[]>({ method: 'GET', url: `${API}/dev/outbox?to=${encodeURIComponent(to)}` });
  return body.ret[0];
}

/** The code of the newest message to `to`; fails the test when there is none. */
export async function readCode(t: TestApp, to: string): Promise<string> {
  const code = (await lastMessage(t, to))?.code;
  expect(code).toBeTruthy();
  return code!;
}

/** Lifts the 60-second gap between two codes to one target, as if a minute had passed. */
export async function skipResendWait(t: TestApp, channel: 'sms' | 'email', to: string): Promise<void> {
  const key = `code-gap:${channel}:${to}`;
  await t.db.delete(rateCounters).where(eq(rateCounters.key, key));
  if (!t.config.REDIS_URL) return;
  const redis = new Redis(t.config.REDIS_URL);
  try {
    const keys = await redis.keys(`wltest:*:rate:${key}`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

/** POST /phone/login/sendSms behind a fresh captcha, as the login dialog sends it; answers the raw response. */
export async function sendLoginSms(t: TestApp, telephone: string, ip = nextIp(), locale: 'zh' | 'en' = 'zh') {
  const captcha = await solveCaptcha(t, ip);
  return t.call({ method: 'POST', url: `${API}/phone/login/sendSms`, payload: { telephone, photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip, locale });
}

let phoneCounter = 0;
/** A mainland mobile no other test of this process uses. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

/** Steps 1 and 2 of registration through the API: captcha, SMS code, idToken. */
export async function verifyPhoneForRegistration(t: TestApp, phone: string): Promise<string> {
  const ip = nextIp();
  const captcha = await solveCaptcha(t, ip);
  const sent = await t.call({ method: 'POST', url: `${API}/phoneRegister/sendSms`, payload: { phone, photoCode: captcha.answer, code: captcha.code }, remoteAddress: ip });
  expect(sent.body.errmsg).toBe('验证码已发送');
  const msgCode = await readCode(t, phone);
  const registered = await t.call<{ idToken: string }>({ method: 'POST', url: `${API}/portal/phoneRegister`, payload: { phone, msgCode }, remoteAddress: ip });
  expect(registered.status).toBe(200);
  return registered.body.ret.idToken;
}

/** A valid complete-info body for an idToken, passwords encrypted. */
export async function perfectBody(t: TestApp, idToken: string, overrides: Record<string, unknown> = {}, password = 'Secret#2026') {
  return {
    idToken,
    username: 'Tester',
    password: await encryptPassword(t, password),
    rePassword: await encryptPassword(t, password),
    birthday: '1995-06-01',
    country: 'CN',
    province: '广东省',
    city: '深圳市',
    ...overrides,
  };
}

export type InsertUserOptions = {
  phone?: string | null;
  email?: string | null;
  password?: string;
  status?: UserStatus;
  usertype?: UserType | null;
  role?: 'user' | 'staff';
  nickname?: string;
};

/** A ready account straight in the database (a factory, for tests that are not about registering). */
export async function insertUser(db: Database, options: InsertUserOptions = {}): Promise<{ id: number; publicId: string; phone: string | null; email: string | null; password: string }> {
  const password = options.password ?? 'Secret#2026';
  const [row] = await db
    .insert(users)
    .values({
      phone: options.phone === undefined ? nextPhone() : options.phone,
      email: options.email ?? null,
      nickname: options.nickname ?? 'Someone',
      passwordHash: await hashPassword(password),
      status: options.status ?? 'certification',
      usertype: options.usertype === undefined ? 'hacker' : options.usertype,
      role: options.role ?? 'user',
    })
    .returning({ id: users.id, publicId: users.publicId, phone: users.phone, email: users.email });
  return { ...row!, password };
}

/** Signs in by email and password through POST /portal/login; answers the session token. */
export async function signIn(t: TestApp, email: string, password: string, ip = nextIp()): Promise<string> {
  const res = await emailLogin(t, email, password, ip);
  expect(res.status, res.body.errmsg).toBe(200);
  return res.body.ret.token;
}

/** POST /portal/login with a fresh captcha; answers the raw response. */
export async function emailLogin(t: TestApp, email: string, password: string, ip = nextIp(), locale: 'zh' | 'en' = 'zh') {
  const captcha = await solveCaptcha(t, ip);
  return t.call<{ token: string; usertype: string | null; username: string; userStatus: string; userState: string; retryAfterSeconds?: number }>({
    method: 'POST',
    url: `${API}/portal/login`,
    payload: { email, password: await encryptPassword(t, password), checkcode: captcha.answer, code: captcha.code },
    remoteAddress: ip,
    locale,
  });
}
