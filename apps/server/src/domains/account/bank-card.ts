import { desc, eq } from 'drizzle-orm';
import { chinaDateOf, type BankCardResult } from '@wardline/contract';
import type { Database } from '../../db/client';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { latestCertification } from '../certification/latest-certification';
import { maskPhone } from '../certification/mask-numbers';
import { accountRefusal, bankChangeRefusal } from './account-policy';
import { boundAddressesOf } from './bound-addresses';
import { bankCardChanges } from './account.tables';

/** The calendar year of an instant in China (UTC+8): bank details change once per such year. */
export const chinaYearOf = (at: Date): number => Number(chinaDateOf(at).slice(0, 4));

/** The newest bank card change of a person, or undefined. */
export async function lastBankChange(db: Database, userId: number) {
  const [row] = await db.select({ year: bankCardChanges.year, changedAt: bankCardChanges.changedAt }).from(bankCardChanges).where(eq(bankCardChanges.userId, userId)).orderBy(desc(bankCardChanges.changedAt)).limit(1);
  return row;
}

/**
 * GET /user/bankCard (and the answer of a change): the card of the real-name record in force,
 * every number masked; whether the caller may change it now and, if not only for the year,
 * from which day. Companies and suppliers have no card here (their bank details belong to
 * their certification).
 */
export async function getBankCard({ ctx, actor }: UseCaseOptions<undefined, UserActor>): Promise<BankCardResult> {
  enforce(accountRefusal(actor.user, 'bankCard'));
  const userId = actor.user.id;
  const [record, last, addresses] = await Promise.all([
    actor.user.usertype === 'hacker' ? latestCertification(ctx.db, userId, 'hacker', 'approved') : Promise.resolve(undefined),
    lastBankChange(ctx.db, userId),
    boundAddressesOf(ctx.db, userId),
  ]);
  const changedThisYear = last !== undefined && last.year === chinaYearOf(ctx.clock.now());
  return {
    card: record
      ? { username: record.realName ?? '', bkCardNumber: record.bankCardMasked ?? '', bankName: record.bankName ?? '', openbank: record.openbank ?? '', bankPhone: record.bankPhoneMasked ?? '' }
      : null,
    canChange: record !== undefined && bankChangeRefusal(actor.user) === null && !changedThisYear,
    lastChangedAt: last ? last.changedAt.toISOString() : null,
    nextChangeFrom: changedThisYear ? `${last.year + 1}-01-01` : null,
    codePhone: addresses.phone ? maskPhone(addresses.phone) : null,
  };
}
