import { declareCalls } from './define-call';
import type { accountSchemas } from './account.schemas';

const tag = 'account centre';

/**
 * The account centre /userCenter/myAccount (spec 001 §2, §3, §5, §7 Account; issue 10 §3):
 * the header, the bank card, the password, the bound phone, email and DingTalk, personal
 * info, the avatar, the protocol downloads and the company's public-welfare record. The
 * phone binding itself is POST /portal/checkSmsCode (thirdPartyApi.phoneBind, with `oldCode`
 * for a change), the new email's code POST /portal/sendEmailCode (identityApi), the
 * real-name form /user/realnameCertification (certificationApi), the personal record
 * /hackCred/signInfo (trustedAuthApi). Calls the spec does not show are marked designed.
 */
export const accountApi = declareCalls<typeof accountSchemas>()({
  personalCenter: {
    method: 'GET',
    path: '/user/personalCenter',
    access: 'user',
    tag,
    summary:
      'The header: userName, userPicture, usertype, status, step, integral, rmbTotalBonus, yearRanking and ranking (null: no rank); companies also rmbAccountBalance, rmbWaitBalance, rmbPaidBalance (yuan).',
  },
  findTelephone: { method: 'GET', path: '/findtelephone', access: 'user', tag, summary: 'The bound phone, masked, or null.' },
  findEmail: { method: 'GET', path: '/findemail', access: 'user', tag, summary: 'The bound email, masked, and status 1 (bound) or 0.' },
  findDingTalk: { method: 'GET', path: '/findDingTalk', access: 'user', tag, summary: 'The phone of the bound DingTalk account, masked, or null.' },
  personInfo: { method: 'GET', path: '/getpersoninfo', access: 'user', tag, summary: 'Personal info (not for companies): companyname, country, address, team, birthday, area, website.' },
  updatePersoncard: {
    method: 'POST',
    path: '/updatepersoncard',
    access: 'user',
    tag,
    summary: 'Sets the avatar: personcard is the address POST /portal/uploadfile answered for the caller’s own JPEG or PNG (≤ 2 MB by content).',
    success: 'avatarUpdated',
  },
  settingPersonalInfo: {
    method: 'POST',
    path: '/user/settingPersonalInfo',
    access: 'user',
    tag,
    summary: 'Saves officialWebsite, shippingAddress, team (≤ 30) and birthday (yyyy-MM-dd 00:00:00). Not for companies.',
    success: 'saved',
  },
  updatePassword: {
    method: 'POST',
    path: '/user/updatepassword',
    access: 'user',
    tag,
    summary: 'password (current), newPassword (the registration rule) and rePassword, RSA-OAEP encrypted. Ends every session of the account, this one included: the caller is signed out.',
    success: 'passwordReset',
  },
  bankCard: {
    method: 'GET',
    path: '/user/bankCard',
    access: 'user',
    tag,
    summary: 'Designed: the bank card of the real-name record in force, masked; whether it may change now (once per calendar year) and the bound phone the change code goes to, masked.',
  },
  changeBankSendSms: {
    method: 'POST',
    path: '/user/changeBank/sendSms',
    access: 'user',
    tag,
    summary: "Designed: the SMS code a bank change needs, sent to the account's bound phone (never to a number in the body).",
    success: 'codeSent',
  },
  changeBank: {
    method: 'POST',
    path: '/user/changeBank',
    access: 'user',
    tag,
    summary:
      'bankPhone, bkCardNumber, bankName, openbank and smsCode (from /user/changeBank/sendSms): the real-name record gets the new card, once per calendar year (China time). A card certified on another account is refused.',
    success: 'bankChanged',
  },
  sendCurrentCode: {
    method: 'POST',
    path: '/user/sendVerifyCode',
    access: 'user',
    tag,
    summary: 'Designed: a code to the current bound phone (type telephone) or email (type email), the `oldCode` of a change of that address.',
    success: 'codeSent',
  },
  bindEmail: {
    method: 'POST',
    path: '/portal/checkAndUpdateEmailCode',
    access: 'user',
    tag,
    summary: 'Binds or changes the email: email, smsCode (the code POST /portal/sendEmailCode sent to it) and, when one is bound, oldCode (sent to the current email by /user/sendVerifyCode).',
    success: 'emailBound',
  },
  dingTalkSendSms: {
    method: 'POST',
    path: '/dingTalk/sendSms',
    access: 'user',
    tag,
    summary: 'Designed: the code to the phone of the DingTalk account to bind, behind the image captcha (photoCode, code). Not for companies.',
    success: 'codeSent',
  },
  bindDingTalk: { method: 'PUT', path: '/bindDingTalkPhone', access: 'user', tag, summary: 'Binds DingTalk: dingPhone and the code sent to it. Not for companies.', success: 'dingTalkBound' },
  download: {
    method: 'GET',
    path: '/downLoad',
    access: 'user',
    tag,
    summary: "A protocol document as a PDF in the caller's language: filePath secrecyFile (confidentiality agreement), testPromiseFile (test commitment letter), networkSecurityFile (network security agreement). Not for companies.",
    answer: 'file',
  },
  publicWelfareDetail: {
    method: 'GET',
    path: '/company/publicWelfare/authentication/detail',
    access: 'user',
    tag,
    summary: "A company's public-welfare certification: state none, publicWelfareAuthorizing or publicWelfareAuthorized, the account status and the certified company name.",
  },
  companyIndustry: {
    method: 'GET',
    path: '/sysDict/getDict/company_industry',
    access: 'public',
    tag,
    publicCache: true,
    summary: 'The dictionary of company industries: dictValue and dictLabel in the caller’s language.',
  },
});
