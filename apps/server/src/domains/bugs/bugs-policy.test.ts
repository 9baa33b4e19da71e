import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BugStatus } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { bugRoleOf } from './bugs-policy';
import { bugRow, buildBugCast, callAs, putBugInState, runningProject, submittedBug, type BugCast } from './bugs-test-support';

type Who = keyof BugCast;

/** Who reads a report in which state (200) and who is told it does not exist (404): issue 9 §5. */
const EXPECTED: Record<Who, (state: BugStatus) => 200 | 404> = {
  hacker: () => 200,
  company: (state) => (['verifying', 'repeat', 'ignore', 'refuse'].includes(state) ? 404 : 200),
  otherCompany: () => 404,
  otherHacker: () => 404,
  outsider: () => 404,
  admin: () => 200,
  triager: () => 200,
  arbiter: () => 200,
  editor: () => 404,
};

const STATES: BugStatus[] = ['verifying', 'confirming', 'repeat', 'ignore', 'refuse', 'appeal', 'arbitrationing', 'paying', 'end', 'recheck'];

describe(`the bugs policy, as a table of role × state through GET /bugdetail (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let cast: BugCast;
  let bugId: string;
  let originalId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildBugCast(t);
    const project = await runningProject(t, cast.company, { enrolled: [cast.hacker, cast.otherHacker] });
    originalId = (await bugRow(t, (await submittedBug(t, cast.otherHacker, project.publicId)).id)).id;
    bugId = (await submittedBug(t, cast.hacker, project.publicId)).id;
  });
  afterAll(() => t.close());

  for (const state of STATES) {
    it(`in ${state}`, async () => {
      await putBugInState(t, bugId, state, { duplicateOfId: state === 'repeat' ? originalId : null });
      for (const who of Object.keys(EXPECTED) as Who[]) {
        const res = await callAs<{ id: string } | null>(t, cast[who], 'GET', `/bugdetail?id=${bugId}`);
        const expected = EXPECTED[who](state);
        expect({ who, status: res.status }).toEqual({ who, status: expected });
        // A refusal carries no data: an unknown report and a hidden one answer alike.
        if (expected === 404) expect(res.body).toMatchObject({ errcode: 40470, errmsg: '漏洞不存在', ret: null });
      }
    });
  }

  it('answers an unknown id and a visitor like a hidden report: 404 and 401, no data', async () => {
    expect(await callAs(t, cast.hacker, 'GET', '/bugdetail?id=0123456789abcdef', undefined, 'en')).toMatchObject({ status: 404, body: { errmsg: 'The report does not exist', ret: null } });
    expect((await callAs(t, null, 'GET', `/bugdetail?id=${bugId}`)).status).toBe(401);
  });

  it('gives staff a role only with triage or arbitration (the function itself)', () => {
    const bug = { reporterId: 1, companyId: 2, state: 'confirming' as const };
    const staff = (...p: ('triage' | 'arbitration' | 'content')[]) => ({ id: 9, role: 'staff' as const, usertype: null, permissions: new Set(p) });
    expect(bugRoleOf(staff('triage'), bug)).toBe('staff');
    expect(bugRoleOf(staff('arbitration'), bug)).toBe('staff');
    expect(bugRoleOf(staff('content'), bug)).toBeNull();
    expect(bugRoleOf(null, bug)).toBeNull();
    // A company that also happened to report it (a hacker id equal to its own is impossible, but roles stay distinct).
    expect(bugRoleOf({ id: 2, role: 'user', usertype: 'company', permissions: new Set() }, { ...bug, state: 'verifying' })).toBeNull();
  });
});
