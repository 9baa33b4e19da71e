import type { TrustedAuthBankInfo } from '@wardline/contract';
import type { Database } from '../../db/client';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { AppError } from '../../http/app-error';
import { latestCertification } from '../certification/latest-certification';
import type { CertificationRow } from '../certification/certification.tables';
import { currentStatus } from './current-status';
import { requireHacker, requireRealName } from './trusted-auth-policy';

/** The bank info of a real-name record, numbers as their masked copies (never decrypted here). */
export function bankInfoOf(record: CertificationRow): TrustedAuthBankInfo {
  return {
    username: record.realName ?? '',
    idnumber: record.idCardMasked ?? '',
    cardnumber: record.bankCardMasked ?? '',
    bankName: record.bankName ?? '',
    openbank: record.openbank ?? '',
    bankPhone: record.bankPhoneMasked ?? '',
  };
}

/** The real-name record in force of a hacker; a certified hacker without one (a hand-edited database) cannot go on. */
export async function realNameRecord(db: Database, userId: number): Promise<CertificationRow> {
  const record = await latestCertification(db, userId, 'hacker', 'approved');
  if (!record) throw new AppError('trustedAuthNeedsRealName');
  return record;
}

/** GET /hackCred/bankInfo: the read-only part of step 1, from the real-name record in force, masked. */
export async function getBankInfo({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<TrustedAuthBankInfo> {
  requireHacker(actor.user);
  requireRealName(await currentStatus(ctx.db, actor.user.id));
  return bankInfoOf(await realNameRecord(ctx.db, actor.user.id));
}
