import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { certificationReviewMachine } from '@wardline/contract';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../../test/helper';
import { certifications } from '../../domains/certification/certification.tables';
import { certificationDecided } from '../../domains/certification/certification.events';
import { approveCertification, rejectCertification } from '../../domains/certification';
import { companyBody, post, reviewer, signedInUser } from '../../domains/certification/certification-test-support';
import type { StaffActor } from '../../domains/audit/staff-actor';
import { events } from '../events/events.tables';
import { transition } from './transition';
import { stateTransitions } from './transitions.tables';

describe(`state transitions (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let staffId: number;
  let staff: StaffActor;
  beforeAll(async () => {
    t = await buildTestApp();
    staffId = (await signedInUser(t, null, 'certification', 'staff')).id;
    staff = reviewer(staffId);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A company's submission waiting for review: its serial id (history rows) and public id (the use cases'). */
  async function pendingCertification(): Promise<{ id: number; publicId: string }> {
    const company = await signedInUser(t, 'company');
    expect((await post(t, '/company/authentication/submit', company.token, await companyBody(t, company.token))).status).toBe(200);
    const [row] = await t.db
      .select({ id: certifications.id, publicId: certifications.publicId })
      .from(certifications)
      .where(and(eq(certifications.userId, company.id), eq(certifications.state, 'pending')));
    return row!;
  }
  const historyOf = (id: number) => t.db.select().from(stateTransitions).where(and(eq(stateTransitions.machine, 'certification'), eq(stateTransitions.subjectId, String(id))));
  const eventsOf = (id: number) => t.db.select().from(events).where(and(eq(events.type, certificationDecided.type), eq(events.subjectId, String(id))));

  it('lets exactly one of two racing moves win, with one history row and one event', async () => {
    const { id, publicId } = await pendingCertification();
    const results = await Promise.allSettled([
      approveCertification({ ctx: t.ctx, actor: staff, input: { id: publicId } }),
      rejectCertification({ ctx: t.ctx, actor: staff, input: { id: publicId, reason: '营业执照不清晰' } }),
      approveCertification({ ctx: t.ctx, actor: staff, input: { id: publicId } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) expect((r as PromiseRejectedResult).reason).toMatchObject({ key: 'certificationDecided' });
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromState: 'pending', actorId: staffId });
    const [row] = await t.db.select({ state: certifications.state }).from(certifications).where(eq(certifications.id, id));
    expect(history[0]!.toState).toBe(row!.state);
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('records who, from, to and why', async () => {
    const { id, publicId } = await pendingCertification();
    await rejectCertification({ ctx: t.ctx, actor: staff, input: { id: publicId, reason: '授权书缺少盖章' } });
    expect(await historyOf(id)).toEqual([
      expect.objectContaining({ action: 'reject', fromState: 'pending', toState: 'rejected', actorId: staffId, reason: '授权书缺少盖章' }),
    ]);
    const [event] = await eventsOf(id);
    expect(event).toMatchObject({ actorId: staffId, payload: expect.objectContaining({ state: 'rejected', reason: '授权书缺少盖章' }) });
  });

  it('refuses a move the machine does not allow, and leaves no trace of it', async () => {
    const { id, publicId } = await pendingCertification();
    await approveCertification({ ctx: t.ctx, actor: staff, input: { id: publicId } });
    await expect(
      transition(t.ctx, { machine: certificationReviewMachine, table: certifications, idColumn: certifications.id, stateColumn: certifications.state, id, action: 'reject', actorId: staffId }),
    ).rejects.toMatchObject({ key: 'stateConflict' });
    await expect(
      transition(t.ctx, { machine: certificationReviewMachine, table: certifications, idColumn: certifications.id, stateColumn: certifications.state, id: 2_000_000_000, action: 'approve', actorId: staffId }),
    ).rejects.toMatchObject({ key: 'notFound' });
    expect(await historyOf(id)).toHaveLength(1);
  });
});
