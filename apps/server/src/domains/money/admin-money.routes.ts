import type { FastifyInstance } from 'fastify';
import { adminMoneyCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { staffActor } from '../audit/staff-actor';
import { escrowWaitingProject, listFundingQueue } from './funding';
import { listDeposits } from './list-deposits';
import { listMoneyCompanies } from './money-companies';
import { recordDeposit } from './record-deposit';

/** /admin/money (adminMoneyCalls): finance staff's deposits, funding queue, settlement, payouts and reconciliation. */
export async function adminMoneyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.deposits, ({ request, query }) => listDeposits({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.recordDeposit, ({ request, body }) => recordDeposit({ ctx, actor: staffActor(request), input: body }));
  registerCall(app, api.companies, ({ request, query }) => listMoneyCompanies({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.funding, ({ request, query }) => listFundingQueue({ ctx, actor: staffActor(request), input: query }));
  registerCall(app, api.escrow, ({ request, params }) => escrowWaitingProject({ ctx, actor: staffActor(request), input: params }));
}
