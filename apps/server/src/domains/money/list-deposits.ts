import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fenToYuan, type AdminDeposit, type AdminDepositListQuery, type Page } from '@wardline/contract';
import type { Database } from '../../db/client';
import { enforce } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { users } from '../identity/identity.tables';
import { deposits } from './money.tables';
import { financeRefusal } from './money-policy';

const company = alias(users, 'company');
const staff = alias(users, 'staff');

const columns = {
  publicId: deposits.publicId,
  companyId: deposits.companyId,
  companyPublicId: company.publicId,
  companyName: company.nickname,
  currency: deposits.currency,
  amountFen: deposits.amountFen,
  bankReference: deposits.bankReference,
  note: deposits.note,
  recordedBy: staff.nickname,
  createdAt: deposits.createdAt,
};
type DepositRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function depositsQuery(db: Database) {
  return db.select(columns).from(deposits).innerJoin(company, eq(company.id, deposits.companyId)).innerJoin(staff, eq(staff.id, deposits.recordedBy));
}

/** One deposit with its company and recorder. */
export async function findDeposit(db: Database, where: SQL): Promise<DepositRow | undefined> {
  const [row] = await depositsQuery(db).where(where).limit(1);
  return row;
}

export function depositView(row: DepositRow): AdminDeposit {
  return {
    id: row.publicId,
    company: { id: row.companyPublicId, name: row.companyName },
    currency: row.currency,
    amount: fenToYuan(row.amountFen),
    bankReference: row.bankReference,
    note: row.note,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /admin/money/deposits: newest first, optionally one company's (by its public id). */
export async function listDeposits({ ctx, actor, input }: UseCaseOptions<{ page: number; size: number; company?: string } & AdminDepositListQuery, StaffActor>): Promise<Page<AdminDeposit>> {
  enforce(financeRefusal(asPolicyActor(actor)));
  const where = input.company ? and(eq(company.publicId, input.company)) : undefined;
  const [rows, [total]] = await Promise.all([
    depositsQuery(ctx.db).where(where).orderBy(desc(deposits.id)).limit(input.size).offset((input.page - 1) * input.size),
    ctx.db.select({ n: count() }).from(deposits).innerJoin(company, eq(company.id, deposits.companyId)).where(where),
  ]);
  return { total: total?.n ?? 0, data: rows.map(depositView) };
}
