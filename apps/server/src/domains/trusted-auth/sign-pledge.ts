import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { trustedAuthReviewMachine, type privateFileSignBody, type PrivateFileSignType, type TrustedAuthProgress, type TrustedAuthSignature, type UserStatus } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { transition } from '../../platform/transitions/transition';
import { AppError } from '../../http/app-error';
import { stageServerFiles } from '../../files/store-server-files';
import { certifications } from '../certification/certification.tables';
import { users } from '../identity/identity.tables';
import { trustedAuthentications, trustedAuthSignatures } from './trusted-auth.tables';
import { currentStatus } from './current-status';
import { latestAttempt, type LoadedAttempt } from './latest-attempt';
import { readSignature } from './signature-image';
import { pledgeDocument } from './pledge-document';
import { requireHacker, signRefusal, SIGN_ORDER, stepOf } from './trusted-auth-policy';

const openAttempt = (attempt: LoadedAttempt | null) => (attempt && (attempt.state === 'signing' || attempt.state === 'pending') ? attempt : null);

/**
 * POST /hackCred/privateFileSign: signs the next pledge (2, then 3, then 4) of the open
 * attempt with the drawn signature. The signature is decoded and drawn again, a PDF of the
 * pledge with the signer, the date and the signature is made, and both are stored as the
 * hacker's private files beside the signature row. The last pledge puts the attempt in the
 * staff queue (signing → pending) and the account in checkCredible. Racing signatures of
 * one pledge: the account row lock and the row's key let one through; the other is told the
 * pledge is already signed.
 */
export async function signPledge({ ctx, actor, input }: UseCaseOptions<z.output<typeof privateFileSignBody>, UserActor>): Promise<TrustedAuthProgress & { sign: TrustedAuthSignature }> {
  const user = actor.user;
  requireHacker(user);
  const type = input.type as PrivateFileSignType;
  // Refuse early, before drawing anything, what the locked check below would refuse anyway.
  const before = openAttempt(await latestAttempt(ctx.db, user.id));
  enforce(signRefusal(type, before));
  const signature = readSignature(input.signPicture);
  const [record] = await ctx.db.select().from(certifications).where(eq(certifications.id, before!.certificationId)).limit(1);
  if (!record) throw new AppError('trustedAuthNeedsRealName');

  const at = ctx.clock.now();
  const document = pledgeDocument(type, actor.locale, { realName: record.realName ?? '', idNumberMasked: record.idCardMasked ?? '', nickname: user.nickname, accountId: user.publicId }, signature, at);
  const staged = await stageServerFiles(ctx, user.id, [
    { kind: 'pledgeSignature', contentType: 'image/png', bytes: signature.png },
    { kind: 'signedPledge', contentType: 'application/pdf', bytes: document },
  ]);
  const [signatureRef, documentRef] = staged.refs as [string, string];

  try {
    return await inTransaction(ctx, async (tx) => {
      await currentStatus(tx.db, user.id, true);
      const attempt = openAttempt(await latestAttempt(tx.db, user.id, true));
      enforce(signRefusal(type, attempt));
      if (attempt!.id !== before!.id) throw new AppError('trustedAuthStepOrder');
      await staged.record(tx.db, at);
      await tx.db.insert(trustedAuthSignatures).values({ authId: attempt!.id, type, signatureRef, documentRef, signedAt: at });

      let status: UserStatus = 'progressCredible';
      const signed = [...attempt!.signed, type];
      if (signed.length === SIGN_ORDER.length) {
        await transition(tx, {
          machine: trustedAuthReviewMachine,
          table: trustedAuthentications,
          idColumn: trustedAuthentications.id,
          stateColumn: trustedAuthentications.state,
          id: attempt!.id,
          action: 'submit',
          actorId: user.id,
          set: { submittedAt: at, updatedAt: at },
          conflict: 'trustedAuthStepOrder',
        });
        await tx.db.update(users).set({ status: 'checkCredible', updatedAt: at }).where(and(eq(users.id, user.id), eq(users.status, 'progressCredible')));
        status = 'checkCredible';
      }
      const step = stepOf({ state: status === 'checkCredible' ? 'pending' : 'signing', signed });
      return { status, step, sign: { type, signPicture: signatureRef, signFile: documentRef, signDate: at.toISOString() } };
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
}
