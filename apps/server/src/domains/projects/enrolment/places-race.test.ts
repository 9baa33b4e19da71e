import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/helper';
import { buildCompany, signedIn } from '../../../../test/factories';
import { createSession } from '../../../auth/create-session';
import { users } from '../../identity/identity.tables';
import { projectEnrolments, projects } from '../projects.tables';
import { API, buildProject } from './enrolment-test-support';

/** BRIEF §4: places can never be overbooked, whatever arrives at once. */
describe(`places under a rush of enrolments (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** 200 certified hackers with sessions, made in bulk (the factories hash a password each). */
  async function hackers(n: number, tag: string): Promise<string[]> {
    const rows = await t.db
      .insert(users)
      .values(Array.from({ length: n }, (_, i) => ({ phone: `17${tag}${String(i).padStart(8, '0')}`, nickname: `rush${i}`, usertype: 'hacker' as const, status: 'certification' as const })))
      .returning({ id: users.id });
    return Promise.all(rows.map((r, i) => createSession(t.db, { userId: r.id, clientIp: `10.9.${i >> 8}.${i & 255}`, userAgent: 'vitest', at: t.clock.now() })));
  }

  it('200 automatic enrolments at once into 30 places: exactly 30 get in, the rest are told it is full', async () => {
    const company = await signedIn(t, await buildCompany(t));
    const project = await buildProject(t, company.id, { verifyType: 0, testerCap: 30 });
    const tokens = await hackers(200, '1');
    const answers = await Promise.all(
      tokens.map((token) => t.call({ method: 'GET', url: `${API}/project/hacker/signProject?id=${project.publicId}`, headers: { authorization: token } })),
    );
    const byStatus = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
    expect(byStatus).toEqual({ 200: 30, 409: 170 });
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.errcode === 40962)).toBe(true);
    const [row] = await t.db.select({ taken: projects.takenPlaces }).from(projects).where(eq(projects.id, project.id));
    const [enrolled] = await t.db.select({ n: count() }).from(projectEnrolments).where(eq(projectEnrolments.projectId, project.id));
    expect(row!.taken).toBe(30);
    expect(Number(enrolled!.n)).toBe(30);
  });

  it('approvals racing automatic enrolments still stop at the cap', async () => {
    const company = await signedIn(t, await buildCompany(t));
    const project = await buildProject(t, company.id, { verifyType: 1, testerCap: 10 });
    const tokens = await hackers(40, '2');
    for (const token of tokens) await t.call({ method: 'GET', url: `${API}/project/hacker/signProject?id=${project.publicId}`, headers: { authorization: token } });
    const pending = await t.db.select({ id: projectEnrolments.publicId }).from(projectEnrolments).where(eq(projectEnrolments.projectId, project.id));
    expect(pending).toHaveLength(40);
    // The company clicks approve on all 40 at once (two tabs, a script): 10 places.
    const answers = await Promise.all(pending.map((p) => company.call({ method: 'POST', url: `${API}/project/examinejoinperson`, payload: { id: p.id } })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.errcode === 40962)).toBe(true);
    const [row] = await t.db.select({ taken: projects.takenPlaces }).from(projects).where(eq(projects.id, project.id));
    expect(row!.taken).toBe(10);
  });
});
