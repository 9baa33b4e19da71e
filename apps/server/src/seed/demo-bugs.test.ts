import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { AccountHeader } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { buildCompany, buildHacker, buildStaff, signedIn } from '../../test/factories';
import { buildProject } from '../domains/projects/enrolment/enrolment-test-support';
import { callAs } from '../domains/bugs/bugs-test-support';
import { bugs } from '../domains/bugs/bugs.tables';
import { projectEnrolments } from '../domains/projects/projects.tables';
import { seedDemoBugs } from './demo-bugs';
import { seedLedgerHistory } from './seed-scale-ledger';
import { ledgerProblems } from '../domains/money/money-test-support';

type Page = { total: number; data: { holestatus: string }[] };

describe(`demo reports (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('fills the hacker’s my bugs, the company’s tab and the triage queue once, with a valid receipt chain and their money on the ledger', async () => {
    const hacker = await signedIn(t, await buildHacker(t, { email: 'hacker@demo.local' }));
    const company = await signedIn(t, await buildCompany(t, { email: 'company@demo.local' }));
    const staff = await signedIn(t, await buildStaff(t, { email: 'staff@demo.local' }));
    const project = await buildProject(t, company.id, { state: 'doing', startAt: new Date(t.clock.now().getTime() - 3_600_000) });
    await t.db.insert(projectEnrolments).values({ projectId: project.id, userId: hacker.id, state: 'normal', createdAt: t.clock.now() });

    expect(await seedDemoBugs(t.db)).toBe(5);
    expect(await seedDemoBugs(t.db)).toBe(0);
    const rows = await t.db.select().from(bugs).where(eq(bugs.projectId, project.id)).orderBy(asc(bugs.holeNumber));
    rows.forEach((row, i) => expect(row.prevDigest).toBe(i === 0 ? null : rows[i - 1]!.digest));
    // The report shown in its appeal window is still in it a day after the first start: the
    // sweep does not close it (and award points) the moment the server starts.
    const appealing = rows.find((row) => row.state === 'appeal')!;
    expect(appealing.appealDeadline!.getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    expect(rows.map((row) => row.createdAt.getTime())).toEqual([...rows.map((row) => row.createdAt.getTime())].sort((a, b) => a - b));

    const mine = await callAs<Page>(t, hacker, 'POST', '/buglistofproject', {});
    expect(mine.body.ret.total).toBe(5);
    const tab = await callAs<Page>(t, company, 'GET', `/bugList?projectId=${project.publicId}`);
    expect(tab.body.ret.data.map((r) => r.holestatus).sort()).toEqual(['appeal', 'confirming', 'paying']);
    const queue = await callAs<Page>(t, staff, 'GET', '/admin/bugs?queue=triage');
    expect(queue.body.ret.total).toBe(1);

    // Their money, as the flows would have moved it: the pool escrowed, the bounty awaiting payment credited once.
    // In a transaction, as the demo seed runs it: a transfer must have its entries by commit.
    expect(await t.db.transaction((tx) => seedLedgerHistory(tx))).toBe(true);
    expect(await t.db.transaction((tx) => seedLedgerHistory(tx))).toBe(false);
    expect(await ledgerProblems(t)).toEqual([]);
    const header = async (who: typeof hacker) => (await callAs<AccountHeader>(t, who, 'GET', '/user/personalCenter')).body.ret;
    expect((await header(hacker)).rmbTotalBonus).toBe('2000.00');
    expect(await header(company)).toMatchObject({ rmbAccountBalance: '0.00', rmbWaitBalance: '8000.00', rmbPaidBalance: '2000.00' });
  });
});
