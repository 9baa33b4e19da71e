import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { certifications } from './certification.tables';

/** The serial id behind a public id (which is all a URL carries); 404 when there is none. */
export async function certificationIdOf(ctx: AppContext, publicId: string): Promise<number> {
  const [row] = await ctx.db.select({ id: certifications.id }).from(certifications).where(eq(certifications.publicId, publicId)).limit(1);
  if (!row) throw new AppError('notFound');
  return row.id;
}
