import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { BugStatus } from '@wardline/contract';
import type { TestApp } from '../../../test/helper';
import { buildStaff, signedIn, type SignedIn } from '../../../test/factories';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import { messages } from '../notifications/notifications.tables';
import { findProject } from '../projects/project-form';
import { approve, bountyForm, buildCast, publish, resign, srcForm, uploadAuthorisation, type Cast } from '../projects/projects-test-support';
import { bugs, type BugRow } from './bugs.tables';

export { callAs, DAY_MS } from '../projects/projects-test-support';

let sequence = 0;

export type BugOptions = Partial<Omit<typeof bugs.$inferInsert, 'projectId' | 'companyId' | 'reporterId'>>;

/**
 * Inserts a report directly with the columns of bugs.tables.ts, and its first history line
 * (`submit`), as if the hacker had submitted it and it had reached `state`: the real submit
 * call is the submission module's; these tests start where a move does.
 */
export async function insertBug(t: TestApp, projectPublicId: string, reporter: { id: number }, options: BugOptions = {}): Promise<BugRow> {
  const project = await findProject(t.db, projectPublicId);
  if (!project) throw new Error(`no project ${projectPublicId}`);
  const now = t.clock.now();
  sequence += 1;
  const state: BugStatus = options.state ?? (project.bugAudit ? 'verifying' : 'confirming');
  const [row] = await t.db
    .insert(bugs)
    .values({
      holeNumber: `WL-T${Date.now().toString(36)}-${sequence}`,
      projectId: project.id,
      companyId: project.companyId,
      reporterId: reporter.id,
      state,
      stateEnteredAt: now,
      title: `存储型 XSS ${sequence}`,
      selfGrade: 'high',
      judgeBasis: '可窃取任意用户会话',
      bugType: 'xss',
      url: 'https://shop.example.com/search',
      description: '搜索框未转义',
      danger: '会话劫持',
      detail: '<p>步骤</p>',
      repairSuggestion: '<p>转义输出</p>',
      digest: randomBytes(32).toString('hex'),
      createdAt: now,
      updatedAt: now,
      ...options,
    })
    .returning();
  await t.db.insert(stateTransitions).values({ machine: 'bug', subjectId: String(row!.id), action: 'submit', fromState: state, toState: state, actorId: reporter.id, occurredAt: now });
  return row!;
}

export const bugRow = async (t: TestApp, id: number) => (await t.db.select().from(bugs).where(eq(bugs.id, id)))[0]!;

/** The report's history after its submission, oldest first: `action from→to by actor|job (reason)`. */
export async function historyOf(t: TestApp, id: number): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(stateTransitions)
    .where(and(eq(stateTransitions.machine, 'bug'), eq(stateTransitions.subjectId, String(id))))
    .orderBy(asc(stateTransitions.id));
  return rows.slice(1).map((r) => `${r.action} ${r.fromState}→${r.toState} by ${r.job ?? r.actorId}${r.reason ? ` (${r.reason})` : ''}`);
}

/** The templates of the messages a person received, oldest first. */
export async function noticesTo(t: TestApp, userId: number): Promise<string[]> {
  return (await t.db.select({ template: messages.template }).from(messages).where(eq(messages.userId, userId)).orderBy(asc(messages.id))).map((m) => m.template);
}

export type BugWorld = Cast & {
  /** Staff with triage only (no arbitration). */
  triager: SignedIn;
  /** A bug bounty project of `company` with platform triage and retests: pool 10,000 yuan, levels urgent 5000, high 2000, middle 500, low 100. */
  bounty: string;
  /** The same without retests. */
  noRetest: string;
  /** An SRC project of `company` (no triage, no money). */
  src: string;
  /** A project of `otherCompany`. */
  foreign: string;
};

/** The cast and approved projects the move tests start from. */
export async function buildBugWorld(t: TestApp): Promise<BugWorld> {
  const cast = await buildCast(t);
  const triager = await signedIn(t, await buildStaff(t, { permissions: ['triage'] }));
  const file = await uploadAuthorisation(t, cast.company);
  const bounty = await publish(t, cast.company, bountyForm(t, file));
  const noRetest = await publish(t, cast.company, bountyForm(t, file, { projectname: '无复测项目', retest: 0 }));
  const src = await publish(t, cast.company, srcForm(t, file));
  const foreign = await publish(t, cast.otherCompany, bountyForm(t, await uploadAuthorisation(t, cast.otherCompany), { projectname: '另一家的众测' }));
  for (const id of [bounty, noRetest, src, foreign]) await approve(t, cast.staff, id);
  return { ...cast, triager, bounty, noRetest, src, foreign };
}

/** New sessions for everyone after the test clock moved past their 8 hours. */
export async function resignWorld(t: TestApp, w: BugWorld): Promise<BugWorld> {
  return { ...w, ...(await resign(t, w)), triager: await signedIn(t, w.triager) };
}
