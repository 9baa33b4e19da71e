import { eq } from 'drizzle-orm';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { fieldError } from '../../http/app-error';
import { isOwnPublicFile } from '../../files/check-own-files';
import { users } from '../identity/identity.tables';
import { accountRefusal } from './account-policy';

/**
 * POST /updatepersoncard: the avatar is an image the caller uploaded with POST /portal/uploadfile
 * (JPEG or PNG by content, 2 MB), never another person's upload or an address elsewhere.
 */
export async function updatePersoncard({ ctx, actor, input }: UseCaseOptions<{ personcard: string }, UserActor>): Promise<null> {
  enforce(accountRefusal(actor.user));
  if (!(await isOwnPublicFile(ctx.db, actor.user.id, input.personcard))) throw fieldError('personcard', 'personcard.invalid');
  await ctx.db.update(users).set({ logo: input.personcard, updatedAt: ctx.clock.now() }).where(eq(users.id, actor.user.id));
  return null;
}
