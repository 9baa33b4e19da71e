import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { richTextIsEmpty, type TrustedAuthProgress, type trustedAuthMaterialsBody } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { AppError } from '../../http/app-error';
import { sanitizeRichText } from '../../http/sanitize-html';
import { checkOwnPrivateFiles } from '../../files/check-own-files';
import { users } from '../identity/identity.tables';
import { trustedAuthentications, trustedAuthProofFiles } from './trusted-auth.tables';
import { currentStatus } from './current-status';
import { latestAttempt } from './latest-attempt';
import { realNameRecord } from './get-bank-info';
import { requireHacker, saveRefusal, START_STATUSES } from './trusted-auth-policy';

/**
 * POST /hackCred/save (step 1): the materials. From certification, oldCredible or
 * failCredible it opens a new attempt and moves the account to progressCredible; before the
 * first pledge is signed it replaces the open attempt's materials. The bank details are the
 * real-name record's in force (whatever the body says); proof files must be the caller's own
 * proofFile uploads; the ability text is sanitised by the rich-text allow-list and must still
 * say something after that. The account row is locked, so racing saves run one at a time.
 */
export async function saveMaterials({ ctx, actor, input: body }: UseCaseOptions<z.output<typeof trustedAuthMaterialsBody>, UserActor>): Promise<TrustedAuthProgress> {
  const userId = actor.user.id;
  requireHacker(actor.user);
  const abilityHtml = sanitizeRichText(body.abilityIntroduction);
  if (richTextIsEmpty(abilityHtml)) throw new AppError('validationFailed', [{ field: 'abilityIntroduction', rule: 'trustedAuth.ability.required' }]);
  const fileIssues = await checkOwnPrivateFiles(
    ctx.db,
    userId,
    body.filePathList.map((ref, i) => ({ field: `filePathList.${i}`, ref, kinds: ['proofFile'] as const })),
  );
  if (fileIssues.length > 0) throw new AppError('validationFailed', fileIssues);

  return inTransaction(ctx, async ({ db: tx, clock }) => {
    const status = await currentStatus(tx, userId, true);
    const latest = await latestAttempt(tx, userId, true);
    const open = latest && (latest.state === 'signing' || latest.state === 'pending') ? latest : null;
    enforce(saveRefusal(status, open));
    const record = await realNameRecord(tx, userId);
    const now = clock.now();
    const materials = {
      certificationId: record.id,
      recommendName: body.recommendName,
      address: body.address,
      fields: body.fieldList,
      achievements: body.achievementList,
      abilityHtml,
      updatedAt: now,
    };

    let attemptId: number;
    if (open) {
      await tx.update(trustedAuthentications).set(materials).where(eq(trustedAuthentications.id, open.id));
      await tx.delete(trustedAuthProofFiles).where(eq(trustedAuthProofFiles.authId, open.id));
      attemptId = open.id;
    } else {
      const [created] = await tx.insert(trustedAuthentications).values({ ...materials, userId, state: 'signing', createdAt: now }).returning({ id: trustedAuthentications.id });
      attemptId = created!.id;
      await tx
        .update(users)
        .set({ status: 'progressCredible', updatedAt: now })
        .where(and(eq(users.id, userId), inArray(users.status, [...START_STATUSES])));
    }
    if (body.filePathList.length > 0) {
      await tx.insert(trustedAuthProofFiles).values(body.filePathList.map((fileRef, i) => ({ authId: attemptId, position: i + 1, fileRef })));
    }
    return { status: 'progressCredible', step: 1 };
  });
}
