import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { CertificationKind, CertificationReviewState, Page, UserStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';

export type ListPendingCertificationsOptions = {
  ctx: AppContext;
  /** One kind or all of them. */
  kind?: CertificationKind;
  /** The queue (default) or the history of decided records. */
  state?: 'pending' | 'decided';
  page: number;
  size: number;
};

export type PendingCertificationSummary = {
  /** The public id. */
  id: string;
  kind: CertificationKind;
  userId: number;
  nickname: string;
  phone: string | null;
  email: string | null;
  userStatus: UserStatus;
  companyName: string | null;
  creditCode: string | null;
  state: CertificationReviewState;
  submittedAt: string;
  decidedAt: string | null;
};

/**
 * Staff console: the submissions waiting for a decision, oldest first (a queue), or the
 * decided ones, latest decision first (the history; real-name records, decided at
 * submission, are there for staff to see and revoke).
 */
export async function listPendingCertifications({ ctx, kind, state = 'pending', page, size }: ListPendingCertificationsOptions): Promise<Page<PendingCertificationSummary>> {
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
    data: rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null })),
  };
}
