import { and, desc, eq } from 'drizzle-orm';
import { FEE_PAYING_COMPANY_TYPE } from '@wardline/contract';
import type { Database } from '../../db/client';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { certifications } from './certification.tables';

/**
 * The type of a company's certification in force (its newest approved one); a company never
 * approved is a standard one (0, pays the service fee). Exported for the project domain,
 * which prices the pool with it.
 */
export async function companyTypeOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ companyType: certifications.companyType })
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.kind, 'company'), eq(certifications.state, 'approved')))
    .orderBy(desc(certifications.id))
    .limit(1);
  return row?.companyType ?? FEE_PAYING_COMPANY_TYPE;
}

/** GET /company/type: the caller's own company type. */
export async function getCompanyType({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<{ companyType: number }> {
  return { companyType: await companyTypeOf(ctx.db, actor.user.id) };
}
