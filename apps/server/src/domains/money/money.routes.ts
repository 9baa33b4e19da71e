import type { FastifyInstance } from 'fastify';
import { moneyCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { registerCall } from '../../http/register-call';
import { sendDocument } from '../../http/send-document';
import { userActor } from '../../platform/request-actor';
import { XLSX_CONTENT_TYPE } from '../bugs/export/export-bug-report';
import { getBonus } from './account-figures';
import { getStatement } from './statements/statement';
import { downloadStatement } from './statements/statement-download';
import { receivePayoutResult } from './payouts/payout-actions';
import { verifyPayoutSignature } from './payouts/webhook-payout-provider';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a JSON body, where a signature covers them (the payout callback). */
    rawBody?: string;
  }
}

/**
 * The payout provider's callback (`POST /payouts/callback`): its own scope keeps the body's
 * exact text, which the HMAC covers, before parsing it. Without PAYOUT_WEBHOOK_SECRET there is no
 * provider that could call: every request is refused.
 */
async function payoutCallbackRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('malformedJson'), undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    const secret = ctx.config.PAYOUT_WEBHOOK_SECRET;
    const headers = { timestamp: request.headers['x-wardline-timestamp'] as string | undefined, signature: request.headers['x-wardline-signature'] as string | undefined };
    const path = request.url.split('?')[0]!;
    if (!secret || !verifyPayoutSignature(secret, headers, request.method, path, request.rawBody ?? '', ctx.clock.now())) throw new AppError('payoutSignatureInvalid');
  });
  registerCall(app, api.payoutCallback, ({ body }) => receivePayoutResult(ctx, body));
}

/** Money as the account holder sees it (moneyCalls): the account header, statements, and the payout callback. */
export async function moneyRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.getBonus, ({ request }) => getBonus({ ctx, actor: userActor(request), input: undefined }));
  registerCall(app, api.statement, ({ request, query }) => getStatement({ ctx, actor: userActor(request), input: query }));
  registerCall(app, api.statementDownload, async ({ request, reply, query }) =>
    sendDocument(reply, await downloadStatement({ ctx, actor: userActor(request), input: query }), XLSX_CONTENT_TYPE),
  );
  await app.register(payoutCallbackRoutes, { ctx });
}
