import type { FastifyInstance } from 'fastify';
import { accountCalls as api, COMPANY_INDUSTRIES, companyIndustryLabels } from '@wardline/contract';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/register-call';
import { sendDocument } from '../../http/send-document';
import { userActor } from '../../platform/request-actor';
import { readAccountHeader } from './read-account-header';
import { findDingTalk, findEmail, findTelephone } from './bound-addresses';
import { getPersonInfo, settingPersonalInfo } from './person-info';
import { updatePersoncard } from './update-personcard';
import { updatePassword } from './update-password';
import { getBankCard } from './bank-card';
import { sendBankChangeCode } from './send-bank-change-code';
import { changeBank } from './change-bank';
import { sendCurrentCode } from './send-current-code';
import { bindEmail } from './bind-email';
import { bindDingTalk, sendDingTalkCode } from './dingtalk-binding';
import { downloadProtocol } from './protocol-document';
import { getPublicWelfareDetail } from './public-welfare';

/** The account centre's calls (accountCalls, spec 001 §7 Account). */
export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const none = undefined;
  registerCall(app, api.personalCenter, ({ request }) => readAccountHeader({ ctx, actor: userActor(request), input: none }));
  registerCall(app, api.findTelephone, ({ request }) => findTelephone({ ctx, actor: userActor(request), input: none }));
  registerCall(app, api.findEmail, ({ request }) => findEmail({ ctx, actor: userActor(request), input: none }));
  registerCall(app, api.findDingTalk, ({ request }) => findDingTalk({ ctx, actor: userActor(request), input: none }));
  registerCall(app, api.personInfo, ({ request }) => getPersonInfo({ ctx, actor: userActor(request), input: none }));
  registerCall(app, api.settingPersonalInfo, ({ request, body }) => settingPersonalInfo({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.updatePersoncard, ({ request, body }) => updatePersoncard({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.updatePassword, ({ request, body }) => updatePassword({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.bankCard, ({ request }) => getBankCard({ ctx, actor: userActor(request), input: none }));
  registerCall(app, api.changeBankSendSms, ({ request }) => sendBankChangeCode({ ctx, actor: userActor(request), input: none }));
  registerCall(app, api.changeBank, ({ request, body }) => changeBank({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.sendCurrentCode, ({ request, body }) => sendCurrentCode({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.bindEmail, ({ request, body }) => bindEmail({ ctx, actor: userActor(request), input: { ...body, sessionId: request.sessionId } }));
  registerCall(app, api.dingTalkSendSms, ({ request, body }) => sendDingTalkCode({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.bindDingTalk, ({ request, body }) => bindDingTalk({ ctx, actor: userActor(request), input: body }));
  registerCall(app, api.download, async ({ request, reply, query }) => sendDocument(reply, downloadProtocol({ ctx, actor: userActor(request), input: query }), 'application/pdf'));
  registerCall(app, api.publicWelfareDetail, ({ request }) => getPublicWelfareDetail({ ctx, actor: userActor(request), input: none }));
  registerCall(app, api.companyIndustry, async ({ request }) => COMPANY_INDUSTRIES.map((value) => ({ dictValue: value, dictLabel: companyIndustryLabels[value][request.locale] })));
}
