import type { FastifyInstance } from 'fastify';
import { devCalls as api } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { AdjustableClock, MINUTE } from '../../platform/clock';
import { registerCall } from '../../http/register-call';
import { readDevCaptchaAnswer } from '../identity/captcha/dev-captcha-answers';
import { scanDevelopmentCode } from '../trusted-auth/pay-auth/scan-development-code';

/**
 * Development and test affordances (BRIEF §5, devCalls). routes.ts mounts this module only
 * outside production, so in production these paths do not exist and answer the 404 envelope.
 */
export async function devRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerCall(app, api.outbox, ({ query }) => ctx.messenger.outbox(query.to));
  registerCall(app, api.captchaAnswer, async ({ params }) => {
    const answer = await readDevCaptchaAnswer(ctx, params.code);
    if (answer === null) throw new AppError('notFound');
    return answer;
  });
  registerCall(app, api.payAuthScan, ({ params }) => scanDevelopmentCode(ctx, params.code));
  registerCall(app, api.advanceClock, async ({ body }) => {
    // main.ts gives a non-production server an adjustable clock; a test app may pass a fixed one.
    if (!(ctx.clock instanceof AdjustableClock)) throw new AppError('notFound');
    const now = ctx.clock.advance(body.minutes * MINUTE);
    ctx.jobs.wake();
    return { now: now.toISOString() };
  });
}
