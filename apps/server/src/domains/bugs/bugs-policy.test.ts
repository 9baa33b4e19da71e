import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEAL_WINDOW_MS, errorCatalog, type BugStatus, type StaffPermission } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import type { PolicyActor } from '../../platform/policy/policy';
import { bugDecisionRefusal, bugRefusal, bugRoleOf, type BugDecision, type BugPartyAction } from './bugs-policy';
import { bugRow, buildBugCast, callAs, putBugInState, runningProject, submittedBug, type BugCast } from './bugs-test-support';

const errcodeOf = (refusal: ReturnType<typeof bugRefusal>) => (refusal ? errorCatalog[refusal.key].errcode : 0);

describe('the bugs policy as a table: asker × action × state (issue 9 §5)', () => {
  const user = (id: number, usertype: 'hacker' | 'company'): PolicyActor => ({ id, role: 'user', usertype, permissions: new Set() });
  const staff = (...permissions: StaffPermission[]): PolicyActor => ({ id: 90, role: 'staff', usertype: null, permissions: new Set(permissions) });
  const ASKERS: Record<string, PolicyActor> = {
    reporter: user(3, 'hacker'),
    /** Enrolled in the same project, not the reporter. */
    participant: user(4, 'hacker'),
    owner: user(2, 'company'),
    otherCompany: user(5, 'company'),
    triager: staff('triage'),
    arbiter: staff('arbitration'),
    editor: staff('content'),
    visitor: null,
  };
  const bug = (state: BugStatus) => ({ reporterId: 3, companyId: 2, state });

  /** The platform's states (triage and what it closed), where the owner company does not see the report yet. */
  const IN_TRIAGE: BugStatus[] = ['verifying', 'repeat', 'ignore', 'refuse'];
  const PAST_TRIAGE: BugStatus[] = ['confirming', 'appeal', 'arbitrationing', 'paying', 'end', 'paid', 'recheck', 'pass', 'restore'];
  const ACTIONS: BugPartyAction[] = ['read', 'comment', 'update', 'appeal', 'confirm', 'turnBack', 'recheck', 'claim', 'confirmRepair'];

  // ok = allowed (the state is the use case's to check next); 403 = bugActionNotAllowed; 404 = bugNotFound.
  const TABLE: [asker: string, states: BugStatus[], answers: string][] = [
    //                                 read comment update appeal confirm turnBack recheck claim confirmRepair
    ['reporter', [...IN_TRIAGE, ...PAST_TRIAGE], 'ok  ok  ok  ok  403 403 403 403 403'],
    ['participant', [...IN_TRIAGE, ...PAST_TRIAGE], '404 404 404 404 404 404 404 404 404'],
    ['owner', IN_TRIAGE, '404 404 404 404 404 404 404 404 404'],
    ['owner', PAST_TRIAGE, 'ok  ok  403 403 ok  ok  ok  ok  ok'],
    ['otherCompany', [...IN_TRIAGE, ...PAST_TRIAGE], '404 404 404 404 404 404 404 404 404'],
    ['triager', [...IN_TRIAGE, ...PAST_TRIAGE], 'ok  ok  403 403 403 403 403 403 403'],
    ['arbiter', [...IN_TRIAGE, ...PAST_TRIAGE], 'ok  ok  403 403 403 403 403 403 403'],
    ['editor', [...IN_TRIAGE, ...PAST_TRIAGE], '404 404 404 404 404 404 404 404 404'],
    ['visitor', [...IN_TRIAGE, ...PAST_TRIAGE], '404 404 404 404 404 404 404 404 404'],
  ];
  const CODE: Record<string, number> = { ok: 0, '403': errorCatalog.bugActionNotAllowed.errcode, '404': errorCatalog.bugNotFound.errcode };

  it.each(TABLE)('%s in %j', (asker, states, answers) => {
    const expected = answers.trim().split(/\s+/);
    expect(expected).toHaveLength(ACTIONS.length);
    for (const state of states) {
      const got = ACTIONS.map((action) => errcodeOf(bugRefusal(ASKERS[asker]!, action, bug(state))));
      expect({ state, got }).toEqual({ state, got: expected.map((e) => CODE[e]) });
    }
  });

  it('covers every asker and every state of a report', () => {
    expect(new Set(TABLE.map(([asker]) => asker))).toEqual(new Set(Object.keys(ASKERS)));
    for (const asker of Object.keys(ASKERS)) {
      const states = TABLE.filter(([a]) => a === asker).flatMap(([, s]) => s);
      expect(states.sort()).toEqual([...IN_TRIAGE, ...PAST_TRIAGE].sort());
    }
  });

  // The console's decisions: 0 = allowed, 40331 = the permission named as missing, 403 = not staff.
  const DECISIONS: BugDecision[] = ['accept', 'markRepeat', 'ignore', 'refuse', 'turnBack', 'arbitrate', 'recheckResult'];
  const DECISION_TABLE: [asker: string, actor: PolicyActor, answers: number[]][] = [
    //                                            accept markRepeat ignore refuse turnBack arbitrate recheckResult
    ['triager', staff('triage'), [0, 0, 0, 0, 0, 40331, 0]],
    ['arbiter', staff('arbitration'), [40331, 40331, 40331, 40331, 40331, 0, 40331]],
    ['both', staff('triage', 'arbitration'), [0, 0, 0, 0, 0, 0, 0]],
    ['editor', staff('content'), [40331, 40331, 40331, 40331, 40331, 40331, 40331]],
    ['owner', ASKERS.owner!, [403, 403, 403, 403, 403, 403, 403]],
    ['reporter', ASKERS.reporter!, [403, 403, 403, 403, 403, 403, 403]],
    ['visitor', null, [403, 403, 403, 403, 403, 403, 403]],
  ];

  it.each(DECISION_TABLE)('console decisions by %s', (_, actor, answers) => {
    expect(DECISIONS.map((d) => errcodeOf(bugDecisionRefusal(actor, d)))).toEqual(answers);
  });

  it('names the missing permission in the refusal', () => {
    expect(bugDecisionRefusal(staff('triage'), 'arbitrate')?.params).toEqual({ permission: expect.objectContaining({ zh: expect.any(String), en: expect.any(String) }) });
  });

  it('gives staff a role only with triage or arbitration (the function itself)', () => {
    const b = bug('confirming');
    expect(bugRoleOf(staff('triage'), b)).toBe('staff');
    expect(bugRoleOf(staff('arbitration'), b)).toBe('staff');
    expect(bugRoleOf(staff('content'), b)).toBeNull();
    expect(bugRoleOf(null, b)).toBeNull();
    expect(bugRoleOf(ASKERS.owner!, bug('verifying'))).toBeNull();
  });
});

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

describe(`the bugs policy through the routes (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let cast: BugCast;
  let bugId: string;
  let originalId: number;
  let projectId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildBugCast(t);
    const project = await runningProject(t, cast.company, { enrolled: [cast.hacker, cast.otherHacker] });
    projectId = project.publicId;
    originalId = (await bugRow(t, (await submittedBug(t, cast.otherHacker, project.publicId)).id)).id;
    bugId = (await submittedBug(t, cast.hacker, project.publicId)).id;
  });
  afterAll(() => t.close());

  for (const state of STATES) {
    it(`reads in ${state} (GET /bugdetail)`, async () => {
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

  it('refuses a party’s move to the other party (403) and to everyone else as an unknown id (404)', async () => {
    const bug = await submittedBug(t, cast.hacker, projectId);
    // The company's move on a report it sees; then the hacker's on one whose window is open.
    await putBugInState(t, bug.id, 'confirming', { auditGrade: 'high' });
    const confirm = (who: Who) => callAs(t, cast[who], 'POST', '/confirmbuggrade', { bugId: bug.id, grade: 'high' }, 'en');
    const OWNER_MOVE: Partial<Record<Who, [number, number, string]>> = {
      hacker: [403, 40371, 'You cannot take this action on the report'],
      admin: [403, 40371, 'You cannot take this action on the report'],
      triager: [403, 40371, 'You cannot take this action on the report'],
      otherCompany: [404, 40470, 'The report does not exist'],
      otherHacker: [404, 40470, 'The report does not exist'],
      outsider: [404, 40470, 'The report does not exist'],
      editor: [404, 40470, 'The report does not exist'],
    };
    for (const [who, expected] of Object.entries(OWNER_MOVE) as [Who, [number, number, string]][]) {
      const res = await confirm(who);
      expect({ who, got: [res.status, res.body.errcode, res.body.errmsg] }).toEqual({ who, got: expected });
    }

    await putBugInState(t, bug.id, 'appeal', { confirmGrade: 'middle', appealDeadline: new Date(t.clock.now().getTime() + APPEAL_WINDOW_MS) });
    const appeal = (who: Who) => callAs(t, cast[who], 'POST', '/bugappeal', { id: bug.id, content: '应为高危' });
    const REPORTER_MOVE: Partial<Record<Who, number>> = { company: 403, arbiter: 403, otherCompany: 404, otherHacker: 404, outsider: 404, editor: 404 };
    for (const [who, status] of Object.entries(REPORTER_MOVE) as [Who, number][]) expect({ who, status: (await appeal(who)).status }).toEqual({ who, status });
    expect((await appeal('hacker')).body.ret).toMatchObject({ holestatus: 'arbitrationing' });

    // In triage the report is the platform's: its owner is told it does not exist.
    const queued = await submittedBug(t, cast.hacker, projectId);
    expect((await callAs(t, cast.company, 'GET', `/turntoaudit?holeId=${queued.id}&reason=x`)).status).toBe(404);
  });
});
