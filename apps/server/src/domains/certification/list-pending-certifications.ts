import { and, asc, count, eq } from 'drizzle-orm';
import type { CertificationKind, Page, UserStatus } from '@wardline/contract';
import type { AppContext } from '../../context';
import { users } from '../identity/identity.tables';
import { certifications } from './certification.tables';

export type ListPendingCertificationsOptions = {
  ctx: AppContext;
  /** One queue (company, supplier; hacker real names never wait) or all of them. */
  kind?: CertificationKind;
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
  submittedAt: string;
};

/** Staff console: the submissions waiting for a decision, oldest first (a queue). */
export async function listPendingCertifications({ ctx, kind, page, size }: ListPendingCertificationsOptions): Promise<Page<PendingCertificationSummary>> {
  const where = and(eq(certifications.state, 'pending'), kind ? eq(certifications.kind, kind) : undefined);
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
      submittedAt: certifications.submittedAt,
    })
    .from(certifications)
    .innerJoin(users, eq(users.id, certifications.userId))
    .where(where)
    .orderBy(asc(certifications.submittedAt), asc(certifications.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total: Number(total?.n ?? 0), data: rows.map((r) => ({ ...r, submittedAt: r.submittedAt.toISOString() })) };
}
