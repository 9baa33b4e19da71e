import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { AdminCertificationSummary, CertificationKind, Page } from '@wardline/contract';
import { maskRecipient } from '../../messaging/mask';
import { enforce } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';
import { certificationStaffRefusal } from './certification-policy';

export type ListPendingCertificationsInput = {
  /** One kind or all of them. */
  kind?: CertificationKind;
  /** The queue (default) or the history of decided records. */
  state?: 'pending' | 'decided';
  page: number;
  size: number;
};

/**
 * GET /admin/certifications: the submissions waiting for a decision, oldest first (a
 * queue), or the decided ones, latest decision first (the history; real-name records,
 * decided at submission, are there for staff to see and revoke). Updates of a
 * certification in force are marked; phone and email are masked as in every console list.
 */
export async function listPendingCertifications({ ctx, actor, input }: UseCaseOptions<ListPendingCertificationsInput, StaffActor>): Promise<Page<AdminCertificationSummary>> {
  enforce(certificationStaffRefusal(asPolicyActor(actor), 'review'));
  const { kind, state = 'pending', page, size } = input;
  const where = and(state === 'pending' ? eq(certifications.state, 'pending') : ne(certifications.state, 'pending'), kind ? eq(certifications.kind, kind) : undefined);
  const order = state === 'pending' ? [asc(certifications.submittedAt), asc(certifications.id)] : [desc(certifications.decidedAt), desc(certifications.id)];
  const [total] = await ctx.db.select({ n: count() }).from(certifications).where(where);
  const rows = await ctx.db
    .select({
      id: certifications.publicId,
      kind: certifications.kind,
      userId: certifications.userId,
      nickname: users.nickname,
      phone: users.phone,
      email: users.email,
      userStatus: users.status,
      companyName: certifications.companyName,
      creditCode: certifications.creditCode,
      state: certifications.state,
      isUpdate: sql<boolean>`${certifications.replacesId} is not null`.mapWith(Boolean),
      submittedAt: certifications.submittedAt,
      decidedAt: certifications.decidedAt,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset((page - 1) * size);
  return {
    total: Number(total?.n ?? 0),
    data: rows.map((r) => ({
      ...r,
      phone: r.phone ? maskRecipient(r.phone) : null,
      email: r.email ? maskRecipient(r.email) : null,
      submittedAt: r.submittedAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    })),
  };
}
