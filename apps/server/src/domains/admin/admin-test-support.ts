import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helper';
import { API, insertUser, signIn } from '../identity/identity-test-support';
import { auditLog } from '../audit/audit.tables';
import { makeConsoleReady } from '../../../test/factories';

/**
 * Test support for the staff console: one signed-in account per role, and a shorthand
 * for calling /admin routes with a token. Built on the identity factories.
 */
export const ADMIN = `${API}/admin`;

let emailCounter = 0;
export type Roles = { staff: string; hacker: string; company: string; staffId: number; staffPublicId: string; hackerId: number; companyId: number };

/** Signs in a fresh staff member (every permission, two-step sign-in on), hacker and company through POST /portal/login. */
export async function signInRoles(t: TestApp): Promise<Roles> {
  emailCounter += 1;
  const mail = (kind: string) => `${kind}-${process.pid}-${emailCounter}@roles.test`;
  const staff = await insertUser(t.db, { email: mail('staff'), role: 'staff', usertype: null, nickname: 'Auditor' });
  const hacker = await insertUser(t.db, { email: mail('hacker'), usertype: 'hacker' });
  const company = await insertUser(t.db, { email: mail('company'), usertype: 'company' });
  const staffToken = await signIn(t, mail('staff'), staff.password);
  // Signed in before two-step sign-in is on, as a first staff sign-in is; the console answers once it is.
  await makeConsoleReady(t, staff.id);
  return {
    staff: staffToken,
    hacker: await signIn(t, mail('hacker'), hacker.password),
    company: await signIn(t, mail('company'), company.password),
    staffId: staff.id,
    staffPublicId: staff.publicId,
    hackerId: hacker.id,
    companyId: company.id,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls an /admin route as the holder of `token` (or anonymously with null). */
export function adminCall<T = unknown>(t: TestApp, token: string | null, method: Method, path: string, payload?: unknown) {
  return t.call<T>({
    method,
    url: `${ADMIN}${path}`,
    headers: token ? { authorization: token } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The audit rows about one target, oldest first. */
export async function auditRowsFor(t: TestApp, targetType: string, targetId: number | string) {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.targetType, targetType));
  return rows.filter((r) => r.targetId === String(targetId)).sort((a, b) => a.id - b.id);
}
