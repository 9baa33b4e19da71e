import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminTrustedAuthDetail, AdminTrustedAuthSummary, Page } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { certifications } from '../certification/certification.tables';
import { users } from '../identity/identity.tables';
import { trustedAuthentications } from './trusted-auth.tables';
import { trustedAuthStaffRefusal } from './trusted-auth-policy';
import { materialsOf, signaturesOf } from './latest-attempt';
import { bankInfoOf } from './get-bank-info';

const summaryColumns = {
  id: trustedAuthentications.publicId,
  userId: users.publicId,
  nickname: users.nickname,
  realName: certifications.realName,
  state: trustedAuthentications.state,
  fieldList: trustedAuthentications.fields,
  submittedAt: trustedAuthentications.submittedAt,
  decidedAt: trustedAuthentications.decidedAt,
};

type SummaryRow = Omit<AdminTrustedAuthSummary, 'realName' | 'submittedAt' | 'decidedAt'> & { realName: string | null; submittedAt: Date | null; decidedAt: Date | null };

function summaryOf(row: SummaryRow): AdminTrustedAuthSummary {
  return { ...row, realName: row.realName ?? '', submittedAt: row.submittedAt?.toISOString() ?? null, decidedAt: row.decidedAt?.toISOString() ?? null };
}

/**
 * GET /admin/trusted-auth: attempts waiting for review, oldest first (the queue), or the
 * decided ones, latest decision first (the history). Attempts still being signed are the
 * hacker's and not listed.
 */
export async function listTrustedAuthForReview({ ctx, actor, input }: UseCaseOptions<{ state: 'pending' | 'decided'; page: number; size: number }, StaffActor>): Promise<Page<AdminTrustedAuthSummary>> {
  enforce(trustedAuthStaffRefusal(asPolicyActor(actor)));
  const pending = input.state === 'pending';
  const where = pending ? eq(trustedAuthentications.state, 'pending') : inArray(trustedAuthentications.state, ['approved', 'rejected']);
  const order = pending ? [asc(trustedAuthentications.submittedAt), asc(trustedAuthentications.id)] : [desc(trustedAuthentications.decidedAt), desc(trustedAuthentications.id)];
  const [total] = await ctx.db.select({ n: count() }).from(trustedAuthentications).where(where);
  const rows = await ctx.db
    .select(summaryColumns)
    .from(trustedAuthentications)
    .innerJoin(users, eq(users.id, trustedAuthentications.userId))
    .innerJoin(certifications, eq(certifications.id, trustedAuthentications.certificationId))
    .where(where)
    .orderBy(...order)
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  return { total: Number(total?.n ?? 0), data: rows.map(summaryOf) };
}

/** GET /admin/trusted-auth/{id}: one attempt with the bank info (masked), materials, proof files and signed pledges. */
export async function getTrustedAuthForReview({ ctx, actor, input }: UseCaseOptions<{ id: string }, StaffActor>): Promise<AdminTrustedAuthDetail> {
  enforce(trustedAuthStaffRefusal(asPolicyActor(actor)));
  const decider = alias(users, 'decider');
  const [row] = await ctx.db
    .select({ summary: summaryColumns, attempt: trustedAuthentications, record: certifications, userStatus: users.status, decidedBy: decider.nickname })
    .from(trustedAuthentications)
    .innerJoin(users, eq(users.id, trustedAuthentications.userId))
    .innerJoin(certifications, eq(certifications.id, trustedAuthentications.certificationId))
    .leftJoin(decider, eq(decider.id, trustedAuthentications.decidedBy))
    .where(and(eq(trustedAuthentications.publicId, input.id), inArray(trustedAuthentications.state, ['pending', 'approved', 'rejected'])))
    .limit(1);
  if (!row) throw new AppError('notFound');
  return {
    ...summaryOf(row.summary),
    userStatus: row.userStatus,
    bankInfo: bankInfoOf(row.record),
    materials: await materialsOf(ctx.db, row.attempt),
    signList: await signaturesOf(ctx.db, row.attempt.id),
    rejectReason: row.attempt.rejectReason,
    decidedBy: row.decidedBy,
  };
}
