import { declareCalls } from './define-call';
import type { trustedAuthSchemas } from './trusted-auth.schemas';

const tag = 'trusted authentication';

/**
 * Trusted authentication and payment authentication (spec 001 §2, §4, §7; 000 §4): the
 * five steps of `/register/trustedAuthentication` and the scan page `/userCenter/payAuth`.
 * Only a hacker past real-name certification may call them; the current step is the
 * server's, so a step asked out of order is a 409. Payloads the spec does not show are
 * designed in `schemas/trusted-auth.ts`.
 */
export const trustedAuthApi = declareCalls<typeof trustedAuthSchemas>()({
  bankInfo: {
    method: 'GET',
    path: '/hackCred/bankInfo',
    access: 'user',
    tag,
    summary: 'The real-name record in force, numbers masked: username, idnumber, cardnumber, bankName, openbank, bankPhone (the read-only part of step 1).',
  },
  save: {
    method: 'POST',
    path: '/hackCred/save',
    access: 'user',
    tag,
    summary:
      'Step 1, the materials: recommendName, address, fieldList (1–6), achievementList, abilityIntroduction (rich text, sanitised), filePathList (up to 2 own proofFile uploads). ' +
      'The bank fields are taken from the real-name record, never from the body. Allowed from certification, failCredible or oldCredible (a new attempt), or again before the first pledge is signed. ret: status (progressCredible) and step (1).',
    success: 'trustedAuthMaterialsSaved',
  },
  signInfo: {
    method: 'GET',
    path: '/hackCred/signInfo',
    access: 'user',
    tag,
    summary: 'The personal record of the flow: status, step (0 materials … 4 result), masked bankPhone and the latest attempt (materials, signed pledges with signPicture, signFile and signDate, review state and reason).',
  },
  privateFileSign: {
    method: 'POST',
    path: '/hackCred/privateFileSign',
    access: 'user',
    tag,
    summary:
      'Signs one pledge: type 2 confidentiality pledge, 3 test pledge, 4 cyber security law commitment, in that order; signPicture is the drawn PNG (data URL). ' +
      'Stores the signature and a PDF of the pledge with the signer, the date and the signature as private files. After type 4 the attempt waits for staff (checkCredible).',
    success: 'pledgeSigned',
  },
  zlbRedirectUrl: {
    method: 'GET',
    path: '/hackCred/zlb/redirectUrl',
    access: 'user',
    tag,
    summary: "The payment-authentication provider's mobile page for the caller (the address the QR code of /hy/token encodes), for a phone that cannot scan its own screen; code is polled like the QR's.",
  },
  checkPayAuth: {
    method: 'GET',
    path: '/hackCred/checkPayAuth',
    access: 'user',
    tag,
    summary: 'ret.status 1: a certified hacker who has not completed payment authentication (the web shows the prompt after sign-in); 0 otherwise.',
  },
  hyToken: {
    method: 'GET',
    path: '/hy/token',
    access: 'user',
    tag,
    summary: 'Starts a payment authentication with the provider: img is a QR code (PNG data URL) of its address, code the handle to poll.',
  },
  hyTokenStatus: {
    method: 'POST',
    path: '/hy/token/status',
    access: 'user',
    tag,
    summary: "Whether the caller's QR code is still valid: status 1 valid (state waiting or scanned), 0 expired, 2 used; another person's code is a 404.",
  },
  hyStatus: {
    method: 'GET',
    path: '/hy/status',
    access: 'user',
    tag,
    summary: "ret.status 1 once the caller's payment authentication is complete (asks the provider about a waiting code first), else 0.",
  },
});
