import type { FastifyInstance } from 'fastify';
import { adminMoneyCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { staffActor } from '../audit/staff-actor';
import { escrowWaitingProject, listFundingQueue } from './funding';
import { listDeposits } from './list-deposits';
import { listMoneyCompanies } from './money-companies';
import { recordDeposit } from './record-deposit';
import { listReconciliations, reconcileNow } from './reconciliation';
import { markPayoutResult, payInAdvance, retryPayout } from './payouts/payout-actions';
import { runSettlementNow } from './payouts/run-settlement';
import { getBatch, listBatches, listPayable } from './payouts/settlement-views';

/** /admin/money (adminMoneyCalls): finance staff's deposits, funding queue, settlement, payouts and reconciliation. */
export async function adminMoneyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.deposits, ({ request, query }) => listDeposits({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.recordDeposit, ({ request, body }) => recordDeposit({ ctx, actor: staffActor(request), input: body }));
  registerCall(app, api.companies, ({ request, query }) => listMoneyCompanies({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.funding, ({ request, query }) => listFundingQueue({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.escrow, ({ request, params }) => escrowWaitingProject({ ctx, actor: staffActor(request), input: params }));
  registerCall(app, api.batches, ({ request, query }) => listBatches({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.runSettlement, ({ request }) => runSettlementNow({ ctx, actor: staffActor(request), input: undefined }));
  registerCall(app, api.batch, ({ request, params }) => getBatch({ ctx, actor: staffActor(request), input: params }));
  registerCall(app, api.markPayout, ({ request, params, body }) => markPayoutResult({ ctx, actor: staffActor(request), input: { id: params.id, body } }));
  registerCall(app, api.retryPayout, ({ request, params }) => retryPayout({ ctx, actor: staffActor(request), input: params }));
  registerCall(app, api.payable, ({ request, query }) => listPayable({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.reconciliations, ({ request, query }) => listReconciliations({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.reconcile, ({ request }) => reconcileNow({ ctx, actor: staffActor(request), input: undefined }));
  registerCall(app, api.payInAdvance, ({ request, params }) => payInAdvance({ ctx, actor: staffActor(request), input: params }));
}
