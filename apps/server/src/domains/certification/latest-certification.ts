import { and, desc, eq } from 'drizzle-orm';
import type { CertificationKind, CertificationReviewState } from '@wardline/contract';
import type { Database } from '../../db/client';
import { certifications, type CertificationRow } from './certification.tables';

/**
 * The user's newest submission of a kind (the one their forms refer to), or the newest in
 * one state: the newest approved one is the certification in force.
 */
export async function latestCertification(db: Database, userId: number, kind: CertificationKind, state?: CertificationReviewState): Promise<CertificationRow | undefined> {
  const [row] = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.kind, kind), state ? eq(certifications.state, state) : undefined))
    .orderBy(desc(certifications.id))
    .limit(1);
  return row;
}
