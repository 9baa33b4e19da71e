import { and, desc, eq } from 'drizzle-orm';
import type { CertificationKind } from '@wardline/contract';
import type { Database } from '../../db/client';
import { certifications, type CertificationRow } from './certification.tables';

/** The user's newest submission of a kind: the one their status and forms refer to. */
export async function latestCertification(db: Database, userId: number, kind: CertificationKind): Promise<CertificationRow | undefined> {
  const [row] = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.kind, kind)))
    .orderBy(desc(certifications.id))
    .limit(1);
  return row;
}
