import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { bindDingTalkBody, dingTalkSendBody } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { sendVerificationCode, checkVerificationCode } from '../../verification/send-code';
import { checkCaptcha } from '../identity/captcha/check-captcha';
import { users } from '../identity/identity.tables';
import { maskPhone } from '../certification/mask-numbers';
import { accountRefusal } from './account-policy';
import { ACCOUNT_CODE_PURPOSES, composeAccountCode } from './account-codes';

/**
 * POST /dingTalk/sendSms: a code to the phone of the DingTalk account notifications will
 * @-mention (messaging/providers.ts, the platform's DingTalk robot). Behind the image captcha
 * like every send to a number the caller types, then the usual limits and SMS budget.
 */
export async function sendDingTalkCode({ ctx, actor, input }: UseCaseOptions<z.output<typeof dingTalkSendBody>, UserActor>): Promise<null> {
  enforce(accountRefusal(actor.user, 'dingTalk'));
  await checkCaptcha(ctx, { token: input.code, answer: input.photoCode, field: 'photoCode' });
  await sendVerificationCode(ctx, {
    purpose: ACCOUNT_CODE_PURPOSES.dingTalkBind,
    channel: 'sms',
    to: input.dingPhone,
    clientIp: actor.clientIp,
    locale: actor.locale,
    compose: composeAccountCode('dingTalkBind'),
  });
  return null;
}

/**
 * PUT /bindDingTalkPhone: the code proves the phone, which becomes where DingTalk notices go
 * (`users.dingtalk_phone`); binding again replaces it. Several accounts may name one DingTalk
 * phone (a shared duty phone): it opens no way into any account.
 */
export async function bindDingTalk({ ctx, actor, input }: UseCaseOptions<z.output<typeof bindDingTalkBody>, UserActor>) {
  enforce(accountRefusal(actor.user, 'dingTalk'));
  await checkVerificationCode(ctx, ACCOUNT_CODE_PURPOSES.dingTalkBind, input.dingPhone, input.code, 'code');
  await ctx.db.update(users).set({ dingtalkPhone: input.dingPhone, updatedAt: ctx.clock.now() }).where(eq(users.id, actor.user.id));
  return { dingTalk: maskPhone(input.dingPhone) };
}
