import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { fenToYuan, type adminDepositBody, type AdminDepositResult } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import { recordEvent } from '../../platform/events/event-bus';
import { defineJob } from '../../platform/jobs/define-job';
import { enqueueJob } from '../../platform/jobs/enqueue-job';
import { inTransaction, type UseCaseOptions } from '../../platform/use-case';
import { recordAudit } from '../audit/record-audit';
import { asPolicyActor, type StaffActor } from '../audit/staff-actor';
import { users } from '../identity/identity.tables';
import { companyBalanceFen } from './escrow';
import { fundWaitingProjects } from './funding';
import { transfer } from './ledger/transfer';
import { deposits } from './money.tables';
import { depositRecorded } from './money.events';
import { financeRefusal } from './money-policy';
import { depositView, findDeposit } from './list-deposits';

/** After a deposit: escrow the company's projects waiting for funds that its balance now covers. */
export const fundAfterDepositJob = defineJob({
  name: 'money.fund-after-deposit',
  payload: z.object({ companyId: z.number().int() }),
  async run({ ctx, payload }) {
    await fundWaitingProjects(ctx, payload.companyId);
  },
});

/**
 * Finance staff record a bank transfer a company made (issue 10 §1): `deposit:<requestId>` moves
 * the amount from the outside world to the company's balance, with the bank reference and note,
 * audited, and the company is told. The form's `requestId` makes a resubmission (a double click,
 * a retry after a lost answer) find the first deposit instead of crediting twice. Projects of
 * the company waiting for funds are escrowed by a job right after.
 */
export async function recordDeposit({ ctx, actor, input }: UseCaseOptions<z.output<typeof adminDepositBody>, StaffActor>): Promise<AdminDepositResult> {
  enforce(financeRefusal(asPolicyActor(actor)));
  const repeated = async () => {
    const existing = await findDeposit(ctx.db, eq(deposits.requestId, input.requestId));
    if (!existing) return null;
    return { deposit: depositView(existing), balance: fenToYuan(await companyBalanceFen(ctx, existing.companyId, existing.currency)), repeated: true };
  };
  const before = await repeated();
  if (before) return before;

  const outcome = await inTransaction(ctx, async (tx) => {
    const [company] = await tx.db
      .select({ id: users.id, publicId: users.publicId, nickname: users.nickname })
      .from(users)
      .where(and(eq(users.publicId, input.companyId), eq(users.usertype, 'company')))
      .limit(1);
    if (!company) throw new AppError('depositCompanyUnknown');
    const now = tx.clock.now();
    const moved = await transfer(tx, {
      key: `deposit:${input.requestId}`,
      kind: 'deposit',
      currency: input.currency,
      memo: input.bankReference,
      createdBy: actor.staffId,
      entries: [
        { account: { kind: 'external' }, amountFen: -input.amount },
        { account: { kind: 'companyBalance', ownerId: company.id }, amountFen: input.amount },
      ],
    });
    // A twin request committed the same deposit between our look and our transfer.
    if (!moved.created) return null;
    const [row] = await tx.db
      .insert(deposits)
      .values({
        requestId: input.requestId,
        companyId: company.id,
        currency: input.currency,
        amountFen: input.amount,
        bankReference: input.bankReference,
        note: input.note,
        transferId: moved.transferId,
        recordedBy: actor.staffId,
        createdAt: now,
      })
      .returning({ id: deposits.id, publicId: deposits.publicId });
    const balanceFen = moved.entries.find((e) => e.amountFen > 0)!.balanceAfterFen;
    await recordAudit(tx.db, {
      actor,
      action: 'deposit.record',
      targetType: 'deposit',
      targetId: row!.publicId,
      before: null,
      after: { company: company.publicId, currency: input.currency, amount: fenToYuan(input.amount), bankReference: input.bankReference, note: input.note },
      at: now,
    });
    await recordEvent(tx, depositRecorded, { subjectId: row!.id, actorId: actor.staffId, payload: { depositId: row!.id, companyId: company.id, currency: input.currency, amountFen: input.amount, balanceFen } });
    await enqueueJob(tx, fundAfterDepositJob, { companyId: company.id }, { key: `fund-after-deposit:${row!.id}` });
    return row!.id;
  });
  if (outcome === null) return (await repeated())!;
  const saved = await findDeposit(ctx.db, eq(deposits.id, outcome));
  return { deposit: depositView(saved!), balance: fenToYuan(await companyBalanceFen(ctx, saved!.companyId, saved!.currency)), repeated: false };
}
