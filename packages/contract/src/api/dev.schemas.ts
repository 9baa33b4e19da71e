import { z } from 'zod';
import { withSchemas } from './define-call';
import { devApi } from './dev';
import { PAY_AUTH_CODE, PAY_AUTH_CODE_STATES } from '../schemas/trusted-auth';

const outboxQuery = z.object({
  to: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'tooLong'),
});

/** One message of the development outbox; `code` is the verification code it carries, or null. */
export const devOutboxEntry = z.object({
  channel: z.enum(['sms', 'email', 'dingtalk']),
  to: z.string(),
  text: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type DevOutboxEntry = z.infer<typeof devOutboxEntry>;

/** Forward only: moving the clock back would let the job runner's bookkeeping run a schedule twice. */
const advanceClockBody = z.object({
  minutes: z.number({ error: 'required' }).int('integer').min(1, 'tooSmall').max(400 * 24 * 60, 'tooLarge'),
});

export const devSchemas = {
  outbox: { query: outboxQuery, ret: z.array(devOutboxEntry) },
  captchaAnswer: { params: z.object({ code: z.string().min(1).max(128) }), ret: z.string() },
  payAuthScan: { params: z.object({ code: z.string().regex(PAY_AUTH_CODE, 'invalid') }), ret: z.object({ state: z.enum(PAY_AUTH_CODE_STATES) }) },
  advanceClock: { body: advanceClockBody, ret: z.object({ now: z.string() }) },
};

export const devCalls = withSchemas(devApi, devSchemas);
