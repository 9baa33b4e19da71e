import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { stateTransitions } from '../../platform/transitions/transitions.tables';
import { messages } from '../notifications/notifications.tables';
import { projects } from './projects.tables';
import { findProject } from './project-form';
import { fundForApproval } from '../money/money-test-support';
import { approve, bountyForm, buildCast, callAs, DAY_MS, enrol, publish, resign, uploadAuthorisation, type Cast } from './projects-test-support';

/** The recorded moves of a project, oldest first: `from→to by actor|job`. */
async function movesOf(t: TestApp, publicId: string) {
  const project = await findProject(t.db, publicId);
  const rows = await t.db
    .select()
    .from(stateTransitions)
    .where(and(eq(stateTransitions.machine, 'project'), eq(stateTransitions.subjectId, String(project!.id))))
    .orderBy(asc(stateTransitions.id));
  return rows.map((r) => `${r.fromState}→${r.toState} by ${r.job ?? r.actorId}`);
}

const stateOf = async (t: TestApp, id: string) => (await findProject(t.db, id))!.state;

describe('platform audit and the project lifecycle (BRIEF §4, issue 8 §2)', () => {
  let t: TestApp;
  let cast: Cast;
  let file: string;
  beforeAll(async () => {
    t = await buildTestApp();
    cast = await buildCast(t);
    file = await uploadAuthorisation(t, cast.company);
  });
  afterAll(() => t.close());

  it('shows staff the queue and everything entered, the authorisation file to project-audit staff and the owner only', async () => {
    const first = await publish(t, cast.company, bountyForm(t, file, { projectname: '队列项目一' }));
    const second = await publish(t, cast.otherCompany, bountyForm(t, await uploadAuthorisation(t, cast.otherCompany), { projectname: '队列项目二' }));
    const queue = await callAs<{ total: number; data: { id: string; projectname: string; states: string }[] }>(t, cast.staff, 'GET', '/admin/projects?size=100');
    const ids = queue.body.ret.data.map((p) => p.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(queue.body.ret.data.every((p) => p.states === 'unaudited')).toBe(true);

    const detail = await callAs<{ authorfile: string; total: string; serviceFee: string; vpnPassword: string; company: { id: string } }>(t, cast.staff, 'GET', `/admin/projects/${first}`);
    expect(detail.status, detail.body.errmsg).toBe(200);
    expect(detail.body.ret).toMatchObject({ serviceFee: '2000.00', total: '12000.00', vpnPassword: 'Vpn#Secret-2026', company: { id: cast.company.publicId } });
    const ref = detail.body.ret.authorfile;
    const read = (who: { token: string } | null) => t.app.inject({ method: 'GET', url: `/web/v1/findPrivateFile?ref=${ref}`, headers: who ? { authorization: who.token } : {} });
    const asStaff = await read(cast.staff);
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.headers['content-type']).toBe('application/pdf');
    expect((await read(cast.company)).statusCode).toBe(200);
    for (const who of [cast.auditor, cast.otherCompany, cast.hacker, null]) expect((await read(who)).statusCode).toBe(404);

    // The console refuses everyone but project-audit staff.
    expect((await callAs(t, cast.auditor, 'GET', '/admin/projects')).status).toBe(403);
    expect((await callAs(t, cast.company, 'GET', '/admin/projects')).status).toBe(403);
    expect((await callAs(t, cast.hacker, 'POST', `/admin/projects/${first}/approve`, {})).status).toBe(403);
    expect((await callAs(t, null, 'GET', `/admin/projects/${first}`)).status).toBe(401);
    expect((await callAs(t, cast.staff, 'GET', '/admin/projects/ffffffffffffffffffffffffffffffff')).status).toBe(404);
  });

  it('approves once (of two at once one wins), then time moves it: apply, doing, settlement, stop — each move recorded and told', async () => {
    const id = await publish(t, cast.company, bountyForm(t, file));
    await fundForApproval(t, id);
    const [a, b] = await Promise.all([
      callAs(t, cast.staff, 'POST', `/admin/projects/${id}/approve`, { difficultyFactor: 3 }),
      callAs(t, cast.staff, 'POST', `/admin/projects/${id}/approve`, { difficultyFactor: 3 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await t.jobs.drain();
    expect(await stateOf(t, id)).toBe('apply');
    expect((await findProject(t.db, id))!.difficulty).toBe(3);
    await enrol(t, id, cast.hacker, 'normal');

    t.clock.advance(2 * DAY_MS);
    await t.jobs.drain();
    expect(await stateOf(t, id)).toBe('doing');
    t.clock.advance(10 * DAY_MS);
    await t.jobs.drain();
    expect(await stateOf(t, id)).toBe('stop');

    // The approval's own job and the minute sweep race for the time moves: either may make
    // each one, but every move is made once and names the job that made it.
    const moves = await movesOf(t, id);
    expect(moves.map((m) => m.split(' by ')[0])).toEqual(['unaudited→audited', 'audited→apply', 'apply→doing', 'doing→settlement', 'settlement→stop']);
    expect(moves[0]).toBe(`unaudited→audited by ${cast.staff.id}`);
    for (const move of moves.slice(1)) expect(['projects.advance', 'projects.sweep-lifecycle']).toContain(move.split(' by ')[1]);
    const toCompany = (await t.db.select().from(messages).where(eq(messages.userId, cast.company.id))).map((m) => m.template);
    expect(toCompany).toEqual(expect.arrayContaining(['project.approved', 'project.enrolling', 'project.started', 'project.settlement', 'project.stopped']));
    const toHacker = (await t.db.select().from(messages).where(eq(messages.userId, cast.hacker.id))).map((m) => m.template);
    expect(toHacker).toEqual(expect.arrayContaining(['project.started', 'project.settlement', 'project.stopped']));
    expect(toHacker).not.toContain('project.approved');
  });

  it('catches up after downtime, and two processes sweeping at once make each move once', async () => {
    cast = await resign(t, cast);
    const id = await publish(t, cast.company, bountyForm(t, file));
    // Approved, then the servers were down past the start and the end.
    await fundForApproval(t, id);
    await callAs(t, cast.staff, 'POST', `/admin/projects/${id}/approve`, {});
    t.clock.advance(30 * DAY_MS);
    const sibling = await t.sibling();
    try {
      sibling.clock.set(t.clock.now());
      await Promise.all([t.jobs.drain(), sibling.jobs.drain()]);
    } finally {
      await sibling.close();
    }
    expect(await stateOf(t, id)).toBe('stop');
    const moves = await movesOf(t, id);
    expect(moves.slice(1).map((m) => m.split(' by ')[0])).toEqual(['audited→settlement', 'settlement→stop']);
  });

  it('refuses with a reason the company reads; pauses and resumes running projects with reasons; refuses moves the state does not allow', async () => {
    cast = await resign(t, cast);
    const id = await publish(t, cast.company, bountyForm(t, file));
    const noReason = await callAs<{ fields: { field: string }[] }>(t, cast.staff, 'POST', `/admin/projects/${id}/reject`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.ret.fields[0]!.field).toBe('reason');
    expect((await callAs(t, cast.staff, 'POST', `/admin/projects/${id}/pause`, { reason: '核查' })).status).toBe(409);

    await approve(t, cast.staff, id);
    await enrol(t, id, cast.otherHacker, 'apply');
    const paused = await callAs<{ states: string }>(t, cast.staff, 'POST', `/admin/projects/${id}/pause`, { reason: '厂商要求暂停' });
    expect(paused.body.ret.states).toBe('pause');
    expect((await callAs(t, cast.staff, 'POST', `/admin/projects/${id}/approve`, {})).status).toBe(409);
    // Time does not move a paused project.
    t.clock.advance(2 * DAY_MS);
    await t.jobs.drain();
    expect(await stateOf(t, id)).toBe('pause');
    cast = await resign(t, cast);
    const resumed = await callAs<{ states: string }>(t, cast.staff, 'POST', `/admin/projects/${id}/resume`, { reason: '已处理' });
    expect(resumed.body.ret.states).toBe('doing');
    expect((await callAs(t, cast.staff, 'POST', `/admin/projects/${id}/resume`, { reason: '再次' })).status).toBe(409);

    const detail = await callAs<{ history: { action: string; reason: string | null; actor: string | null; job: string | null }[] }>(t, cast.staff, 'GET', `/admin/projects/${id}`);
    expect(detail.body.ret.history.map((h) => [h.action, h.reason])).toEqual([
      ['approve', null],
      ['advance', null],
      ['pause', '厂商要求暂停'],
      ['resume', '已处理'],
    ]);
    await t.jobs.drain();
    const toHacker = (await t.db.select().from(messages).where(eq(messages.userId, cast.otherHacker.id))).map((m) => m.template);
    expect(toHacker).toEqual(expect.arrayContaining(['project.paused', 'project.resumed']));

    const refused = await publish(t, cast.company, bountyForm(t, file));
    await callAs(t, cast.staff, 'POST', `/admin/projects/${refused}/reject`, { reason: '测试范围不明确。' });
    await t.jobs.drain();
    const [row] = await t.db.select().from(projects).where(eq(projects.publicId, refused));
    expect(row).toMatchObject({ state: 'failed', rejectReason: '测试范围不明确。' });
    const [notice] = await t.db.select().from(messages).where(and(eq(messages.userId, cast.company.id), eq(messages.template, 'project.rejected')));
    expect(notice!.params).toMatchObject({ reason: '测试范围不明确。' });
  });
});
