import { and, desc, eq } from 'drizzle-orm';
import { FEE_PAYING_COMPANY_TYPE } from '@wardline/contract';
import type { Database } from '../../db/client';
import { certifications } from './certification.tables';

/**
 * GET /company/type: the type of the company's latest approved certification; a
 * company never approved is a standard one (0, pays the service fee). Exported for the
 * project domain, which prices the pool with it.
 */
export async function getCompanyType(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ companyType: certifications.companyType })
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.kind, 'company'), eq(certifications.state, 'approved')))
    .orderBy(desc(certifications.id))
    .limit(1);
  return row?.companyType ?? FEE_PAYING_COMPANY_TYPE;
}
