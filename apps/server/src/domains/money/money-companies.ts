import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';
import { fenToYuan, type AdminMoneyCompany, type Page } from '@wardline/contract';
import { enforce } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { users } from '../identity/identity.tables';
import { ledgerAccounts } from './money.tables';
import { financeRefusal } from './money-policy';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /admin/money/companies: companies by name (the deposit form's picker) with balance and waiting money per currency. */
export async function listMoneyCompanies({ ctx, actor, input }: UseCaseOptions<{ page: number; size: number; search?: string }, StaffActor>): Promise<Page<AdminMoneyCompany>> {
  enforce(financeRefusal(asPolicyActor(actor)));
  const where = and(eq(users.usertype, 'company'), input.search ? ilike(users.nickname, `%${escapeLike(input.search)}%`) : undefined);
  const [rows, [total]] = await Promise.all([
    ctx.db.select({ id: users.id, publicId: users.publicId, nickname: users.nickname }).from(users).where(where).orderBy(asc(users.nickname), asc(users.id)).limit(input.size).offset((input.page - 1) * input.size),
    ctx.db.select({ n: count() }).from(users).where(where),
  ]);
  const accounts = rows.length
    ? await ctx.db
        .select({ owner: ledgerAccounts.ownerUserId, kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balanceFen: ledgerAccounts.balanceFen })
        .from(ledgerAccounts)
        .where(and(inArray(ledgerAccounts.ownerUserId, rows.map((r) => r.id)), inArray(ledgerAccounts.kind, ['companyBalance', 'projectPool'])))
    : [];
  const sum = (owner: number, kind: string, currency: string) =>
    accounts.filter((a) => a.owner === owner && a.kind === kind && a.currency === currency).reduce((s, a) => s + a.balanceFen, 0);
  return {
    total: total?.n ?? 0,
    data: rows.map((r) => ({
      id: r.publicId,
      name: r.nickname,
      rmbBalance: fenToYuan(sum(r.id, 'companyBalance', 'rmb')),
      rmbWaiting: fenToYuan(sum(r.id, 'projectPool', 'rmb')),
      dollarBalance: fenToYuan(sum(r.id, 'companyBalance', 'dollar')),
      dollarWaiting: fenToYuan(sum(r.id, 'projectPool', 'dollar')),
    })),
  };
}
