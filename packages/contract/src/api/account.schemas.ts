import { z } from 'zod';
import {
  accountHeader,
  bankCardResult,
  bindDingTalkBody,
  bindEmailBody,
  changeBankBody,
  dictResult,
  dingTalkResult,
  dingTalkSendBody,
  downloadQuery,
  emailResult,
  personInfo,
  publicWelfareDetail,
  sendCurrentCodeBody,
  settingPersonalInfoBody,
  telephoneResult,
  updatePasswordBody,
  updatePersoncardBody,
} from '../schemas/account';
import { withSchemas } from './define-call';
import { accountApi } from './account';

const none = z.null();

export const accountSchemas = {
  personalCenter: { ret: accountHeader },
  findTelephone: { ret: telephoneResult },
  findEmail: { ret: emailResult },
  findDingTalk: { ret: dingTalkResult },
  personInfo: { ret: personInfo },
  updatePersoncard: { body: updatePersoncardBody, ret: none },
  settingPersonalInfo: { body: settingPersonalInfoBody, ret: none },
  updatePassword: { body: updatePasswordBody, ret: none },
  bankCard: { ret: bankCardResult },
  changeBankSendSms: { ret: none },
  changeBank: { body: changeBankBody, ret: bankCardResult },
  sendCurrentCode: { body: sendCurrentCodeBody, ret: none },
  bindEmail: { body: bindEmailBody, ret: emailResult },
  dingTalkSendSms: { body: dingTalkSendBody, ret: none },
  bindDingTalk: { body: bindDingTalkBody, ret: dingTalkResult },
  download: { query: downloadQuery },
  publicWelfareDetail: { ret: publicWelfareDetail },
  companyIndustry: { ret: dictResult },
};

export const accountCalls = withSchemas(accountApi, accountSchemas);
