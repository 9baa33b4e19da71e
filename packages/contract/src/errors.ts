import type { Bilingual, Locale } from './locale';

/**
 * The error catalogue. Each key is an error the API can answer with: its `errcode`
 * (what the web app reacts to), the HTTP status that mirrors its class, and its
 * message in both languages. Business codes are five digits whose first three are
 * the HTTP status, so a client that only knows the class still does the right thing.
 */
export const errorCatalog = {
  /** Schema or rule failure; the answer names each field. */
  validationFailed: { errcode: 400, status: 400, zh: '提交的信息有误，请检查后重试', en: 'Some fields are invalid, please check and try again' },
  /** Body is not parseable JSON. */
  malformedJson: { errcode: 40001, status: 400, zh: '请求体不是合法的 JSON', en: 'The request body is not valid JSON' },
  /** The SMS, email or contact verification code is wrong, used or expired. */
  codeInvalid: { errcode: 40010, status: 400, zh: '验证码错误或已失效', en: 'The verification code is wrong or has expired' },
  /** The image captcha answer is wrong, used or expired. */
  captchaInvalid: { errcode: 40011, status: 400, zh: '图形验证码错误或已失效', en: 'The image code is wrong or has expired' },
  /** Uploaded file type is not allowed (checked by content). */
  fileTypeRejected: { errcode: 40020, status: 400, zh: '文件类型不受支持', en: 'This file type is not allowed' },
  /** No session, or the session expired or was revoked. */
  unauthorized: { errcode: 401, status: 401, zh: '请先登录', en: 'Please sign in first' },
  /** Signed in, but this action is not allowed for this user. */
  forbidden: { errcode: 403, status: 403, zh: '没有权限', en: 'You do not have permission to do this' },
  /** No such path, or no such row visible to the caller. */
  notFound: { errcode: 404, status: 404, zh: '请求的内容不存在', en: 'The requested item does not exist' },
  /** The row is not in a state that allows this action. */
  stateConflict: { errcode: 409, status: 409, zh: '当前状态不允许此操作', en: 'This action is not allowed in the current state' },
  /** Request body or upload too large. */
  payloadTooLarge: { errcode: 413, status: 413, zh: '提交的内容过大', en: 'The request is too large' },
  /** Too many requests from this client or for this target. */
  rateLimited: { errcode: 429, status: 429, zh: '操作过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  /** A code was sent to this phone or email less than a minute ago. */
  codeSentTooSoon: { errcode: 42901, status: 429, zh: '验证码发送过于频繁，请 60 秒后再试', en: 'A code was sent recently, please wait 60 seconds' },
  /** The daily number of codes for this phone, email or address is used up. */
  codeDailyLimit: { errcode: 42902, status: 429, zh: '今日验证码发送次数已达上限', en: 'Daily limit of verification codes reached' },
  /** A password field that is not RSA-OAEP ciphertext under the current key: plain passwords are refused. */
  plainPasswordRefused: { errcode: 40012, status: 400, zh: '密码须加密后提交，不接受明文密码', en: 'Passwords must be sent encrypted; a plain password is refused' },
  /** Email sign-in: no account with this email and password. Not 401, which the web app reads as "session gone". */
  wrongCredentials: { errcode: 40013, status: 400, zh: '邮箱或密码错误', en: 'Wrong email or password' },
  /** The registration ticket (idToken) is unknown, used or older than its lifetime. */
  registrationExpired: { errcode: 40014, status: 400, zh: '注册信息已失效，请重新验证手机号', en: 'The registration has expired, please verify your phone again' },
  /** The password-reset check code is unknown, used, expired or for another account. */
  checkCodeInvalid: { errcode: 40015, status: 400, zh: '校验码错误或已失效，请重新获取验证码', en: 'The check code is wrong or has expired, please ask for a new code' },
  /** A token was sent but its session expired, was revoked, or its account was disabled. */
  sessionExpired: { errcode: 401, status: 401, zh: '登录已失效，请重新登录', en: 'Your session has ended, please sign in again' },
  /** A token was sent but its account has been disabled since: signed out, and told why (still 401, so every client signs out). */
  sessionAccountDisabled: { errcode: 401, status: 401, zh: '账号已被禁用，已退出登录，请联系平台', en: 'This account has been disabled and you have been signed out. Please contact the platform' },
  /** The account is disabled (status foriben): it cannot sign in or act. */
  accountDisabled: { errcode: 40301, status: 403, zh: '账号已被禁用，请联系平台', en: 'This account is disabled, please contact the platform' },
  /** The account behind a proven phone or email does not exist. */
  accountNotFound: { errcode: 40401, status: 404, zh: '该账号不存在，请先注册', en: 'No account uses this phone or email, please register first' },
  /** Registration: the phone already belongs to a complete account. */
  phoneRegistered: { errcode: 40901, status: 409, zh: '该手机号已注册，请直接登录', en: 'This phone number is already registered, please sign in' },
  /** Choose identity: the account already has its user type. */
  identityAlreadyConfirmed: { errcode: 40902, status: 409, zh: '身份已选择，不能重复选择', en: 'The identity has already been chosen' },
  /** Too many failed sign-ins for this account or from this address; `{minutes}` is filled in by the server. */
  accountLocked: { errcode: 42903, status: 429, zh: '登录失败次数过多，请 {minutes} 分钟后再试', en: 'Too many failed sign-in attempts, please try again in {minutes} minutes' },
  /** Phone sign-in after several failures from browsers the account has not signed in on: a captcha answer is needed (the field is named). */
  captchaRequired: { errcode: 40019, status: 400, zh: '登录失败次数较多，请输入图形验证码', en: 'After several failed sign-ins, please enter the image code' },
  /** The SMS budget of the whole platform for this hour is spent (SMS pumping defence): no SMS is sent until the next hour. */
  smsBudgetExhausted: {
    errcode: 42905,
    status: 429,
    zh: '短信发送量已达本小时上限，请稍后再试；如可用，请改用邮箱',
    en: 'The platform has sent as many text messages as it may this hour. Please try again later, or use email where you can',
  },
  /** Changing the second factor asks for the account's current password again, and it was wrong. */
  reauthenticationFailed: { errcode: 40032, status: 400, zh: '当前登录密码错误', en: 'The current password is wrong' },
  /** Two-step sign-in: the authenticator code is wrong, already used, or too many were tried. */
  totpInvalid: { errcode: 40030, status: 400, zh: '两步验证码错误，请重新输入', en: 'The authenticator code is wrong, please try again' },
  /** Two-step sign-in: the challenge of the first step is unknown, used or expired. */
  totpChallengeExpired: { errcode: 40031, status: 400, zh: '登录验证已过期，请重新登录', en: 'The sign-in has expired, please sign in again' },
  /** Staff console: a staff member cannot disable their own account. */
  cannotDisableSelf: { errcode: 40330, status: 403, zh: '不能禁用自己的账号', en: 'You cannot disable your own account' },
  /** Staff console: the call needs a staff permission this account does not hold; `{permission}` is its name. */
  staffPermissionMissing: { errcode: 40331, status: 403, zh: '没有此操作的权限（需要“{permission}”权限）', en: 'You do not have permission to do this (it needs “{permission}”)' },
  /** Staff console: no console call answers before the staff account has set up two-step sign-in. */
  totpEnrolmentRequired: { errcode: 40332, status: 403, zh: '请先设置两步验证，再使用运营后台', en: 'Set up two-step sign-in before using the console' },
  /** Staff console: permissions are changed by another staff administrator, never one's own. */
  cannotChangeOwnPermissions: { errcode: 40333, status: 403, zh: '不能修改自己的权限', en: 'You cannot change your own permissions' },
  /** A company's name is its certified name: it changes only through certification review (update the certification). */
  companyNameLocked: { errcode: 40914, status: 409, zh: '企业名称只能通过企业认证审核修改，请提交认证更新', en: 'A company name changes only through certification review: submit a certification update' },
  /** Certification: an ID or bank card number is already certified on another account (the field is named). */
  certificationNumberTaken: { errcode: 40913, status: 409, zh: '该号码已在其他账号完成认证', en: 'This number is already certified on another account' },
  /** Certification: this form is for another account type (a company sending the real-name form…). */
  certificationWrongType: { errcode: 40310, status: 403, zh: '当前账号类型不能提交此认证', en: 'This certification is not for your account type' },
  /** Certification: a submission is already waiting for staff review. */
  certificationPending: { errcode: 40910, status: 409, zh: '认证资料审核中，请耐心等待', en: 'Your certification is under review, please wait' },
  /** Certification: the account is already certified (or in a later state) and this call does not update. */
  alreadyCertified: { errcode: 40911, status: 409, zh: '已完成认证，无需重复提交', en: 'You are already certified' },
  /** Staff review: another staff member decided this certification first, or it is not pending. */
  certificationDecided: { errcode: 40912, status: 409, zh: '该认证已被处理，请刷新后查看', en: 'This certification has already been decided, please refresh' },
  /** Third-party sign-in: this provider is not configured on this server. */
  thirdPartyUnavailable: { errcode: 40402, status: 404, zh: '暂不支持该登录方式', en: 'This sign-in method is not available' },
  /** Third-party sign-in: the `state` is unknown, used, expired or belongs to another provider. */
  oauthStateInvalid: { errcode: 40016, status: 400, zh: '登录请求已失效或已被使用，请重新登录', en: 'The sign-in request has expired or was already used, please sign in again' },
  /** Third-party sign-in: the provider refused the code, or its answer failed validation (signature, issuer, audience, nonce). */
  thirdPartyLoginFailed: { errcode: 40017, status: 400, zh: '第三方登录失败，请重新登录', en: 'Third-party sign-in failed, please sign in again' },
  /** The bind ticket (`idToken` of an unbound third-party sign-in) is unknown, used or expired. */
  bindTicketExpired: { errcode: 40018, status: 400, zh: '第三方登录已失效，请重新登录', en: 'The third-party sign-in has expired, please sign in again' },
  /** Third-party sign-in: the callback or bind ticket comes from a browser that did not start the sign-in (no or another sign-in cookie). */
  signInOtherBrowser: {
    errcode: 40341,
    status: 403,
    zh: '该登录不是在此浏览器中发起的，请在此浏览器中重新登录',
    en: 'This sign-in was not started in this browser, please start it again here',
  },
  /** The third-party identity was bound to an account meanwhile. */
  identityAlreadyBound: { errcode: 40903, status: 409, zh: '该第三方账号已绑定其他账号', en: 'This third-party account is already bound to an account' },
  /** The account already has another identity of the same provider. */
  providerAlreadyBound: { errcode: 40904, status: 409, zh: '该账号已绑定其他同类第三方账号', en: 'This account is already bound to another account of this provider' },
  /** The email already names another account. */
  emailRegistered: { errcode: 40905, status: 409, zh: '该邮箱已被其他账号使用', en: 'This email is already used by another account' },
  /** Staff accounts sign in with their password (and second factor) only. */
  staffThirdPartyRefused: { errcode: 40302, status: 403, zh: '平台运营账号不能使用第三方登录', en: 'Staff accounts cannot use third-party sign-in' },
  /** The third-party provider could not be reached or answered nonsense. */
  thirdPartyUnreachable: { errcode: 50202, status: 502, zh: '第三方登录服务暂时不可用，请稍后再试', en: 'The third-party sign-in service is unavailable, please try again later' },
  /** Message settings: a channel cannot be switched on before the account has its address (phone, email, DingTalk). */
  channelAccountMissing: { errcode: 40920, status: 409, zh: '请先绑定该渠道的账号后再开启通知', en: 'Bind an account for this channel before turning its notifications on' },
  /** Anything unexpected; details are logged, never shown. */
  // Projects (spec 000 §4, 001 §4, 002 §4, BRIEF §4).
  /** Publish entry (spec 000 §4): the account's information is not complete. */
  publishImperfect: { errcode: 40350, status: 403, zh: '请先完善个人信息', en: 'Please complete your personal information first' },
  /** Publish entry: not certified (companies), or not a company at all. */
  publishUnauthorized: { errcode: 40351, status: 403, zh: '发布项目需要先完成企业认证', en: 'Publishing a project needs company certification' },
  /** Publish entry: the company certification is still under review. */
  publishCertificationPending: { errcode: 40352, status: 403, zh: '企业认证审核中，请耐心等待', en: 'Your company certification is under review, please wait' },
  /** Publish entry: the account is disabled. */
  publishForbidden: { errcode: 40353, status: 403, zh: '账号已被禁用，无法发布项目', en: 'A disabled account cannot publish projects' },
  /** Another company's project, or a hacker asking for a company-only view (spec 002 §2.2: no permission). */
  projectNoPermission: { errcode: 40354, status: 403, zh: '没有权限查看该项目', en: 'You do not have permission to view this project' },
  /** A visitor opening a project: sign in first (spec 001 §2). */
  projectSignInRequired: { errcode: 401, status: 401, zh: '请先登录后查看项目', en: 'Please sign in to view the project' },
  /** No such project visible to the caller (unaudited, failed and paused projects of others, unknown ids). */
  projectNotFound: { errcode: 40450, status: 404, zh: '项目不存在', en: 'The project does not exist' },
  /** No such draft of the caller. */
  projectDraftNotFound: { errcode: 40451, status: 404, zh: '草稿不存在', en: 'The draft does not exist' },
  /** The VPN link is unknown, expired or not the caller's. */
  vpnLinkInvalid: { errcode: 40452, status: 404, zh: 'VPN文件链接已失效，请刷新项目详情后重新下载', en: 'The VPN file link has expired, refresh the project page and download again' },
  /** Edit only while unaudited or failed (spec 002 §4). */
  projectNotEditable: { errcode: 40950, status: 409, zh: '项目已通过审核或正在进行，不能再编辑', en: 'The project can no longer be edited' },
  /** Staff decided this project already (another reviewer, or a stale page). */
  projectAlreadyAudited: { errcode: 40951, status: 409, zh: '该项目已被审核，请刷新后查看', en: 'This project has already been reviewed, please refresh' },
  /** Pause needs a running project, resume a paused one. */
  projectPauseConflict: { errcode: 40952, status: 409, zh: '当前项目状态不能暂停或恢复', en: 'The project cannot be paused or resumed in its current state' },
  /** The project's type differs from the call's (publish vs src/publish, update vs updatesrc). */
  projectTypeMismatch: { errcode: 40953, status: 409, zh: '项目类型与提交方式不一致', en: 'The project type does not match this call' },
  /** Enrolment (BRIEF §4): only hackers and suppliers enrol, never companies or staff. */
  enrolNotAllowed: { errcode: 40360, status: 403, zh: '当前账号类型不能报名项目', en: 'This account type cannot enrol in projects' },
  /** Enrolment: persontype 1 needs real-name certification. */
  enrolNeedsRealName: { errcode: 40361, status: 403, zh: '请先完成实名认证后再报名', en: 'Please complete real-name certification before enrolling' },
  /** Enrolment: persontype 2 needs trusted authentication. */
  enrolNeedsTrusted: { errcode: 40362, status: 403, zh: '该项目仅限完成可信认证的白帽子报名', en: 'Only hackers with trusted authentication can enrol in this project' },
  /** Enrolment: the hacker's person level is below the project's. */
  enrolLevelTooLow: { errcode: 40363, status: 403, zh: '您的人员等级未达到该项目要求', en: 'Your person level is below what this project requires' },
  /** Enrolment: the project is not in apply or doing. */
  enrolClosed: { errcode: 40960, status: 409, zh: '该项目当前不在报名期', en: 'This project is not open for enrolment' },
  /** Enrolment: five concurrent projects already. */
  enrolTooManyProjects: { errcode: 40961, status: 409, zh: '同时参与的项目最多5个', en: 'You can take part in at most 5 projects at once' },
  /** Enrolment: every place is taken. */
  enrolNoPlaces: { errcode: 40962, status: 409, zh: '该项目名额已满', en: 'This project has no places left' },
  /** Enrolment: already enrolled (pending, approved or refused). */
  enrolAlreadyApplied: { errcode: 40963, status: 409, zh: '您已报名该项目', en: 'You have already enrolled in this project' },
  /** The participant was decided already (approved participants cannot be reviewed again). */
  participantDecided: { errcode: 40964, status: 409, zh: '该报名已处理，请刷新后查看', en: 'This enrolment has already been decided, please refresh' },
  /** Third-party project entrance (spec 000 §4): real-name certification first. */
  entranceNeedsRealName: { errcode: 40364, status: 403, zh: '请先完成实名认证', en: 'Please complete real-name certification first' },
  /** No such report visible to the caller: unknown ids, another hacker's or company's reports, a company asking for one still in triage. */
  bugNotFound: { errcode: 40470, status: 404, zh: '漏洞不存在', en: 'The report does not exist' },
  /** Submit: the caller's operation on the project is not `submission` (not enrolled, pending, refused, a company). */
  bugSubmitNotAllowed: { errcode: 40370, status: 403, zh: '您尚未获得该项目的提交资格', en: 'You are not approved to submit reports to this project' },
  /** Submit: the project is not `doing` (spec 001 §4: disabled with a hint while it is enrolling). */
  bugProjectNotRunning: { errcode: 40970, status: 409, zh: '项目尚未开始或已结束，暂不能提交漏洞', en: 'The project has not started or has ended: reports cannot be submitted now' },
  /** Submit: the per-hacker daily cap of reports per project (issue 9 §1: against junk). */
  bugDailyCap: { errcode: 42970, status: 429, zh: '今日在该项目提交的漏洞已达上限，请明天再试', en: 'You have reached today’s limit of reports for this project, please try again tomorrow' },
  /** The caller may not take this action on the report (not their role in it). */
  bugActionNotAllowed: { errcode: 40371, status: 403, zh: '您不能对该漏洞执行此操作', en: 'You cannot take this action on the report' },
  /** The report is not in a state that allows the action (another party moved it first, or a stale page). */
  bugStateConflict: { errcode: 40971, status: 409, zh: '漏洞状态已变化，请刷新后查看', en: 'The report has changed, please refresh' },
  /** Update: the report was not turned back to the hacker (`isTurn` is not 1). */
  bugNotTurnedBack: { errcode: 40972, status: 409, zh: '该漏洞未被退回修改，不能更新', en: 'The report was not turned back for changes: it cannot be updated' },
  /** Turn back: a report is turned back once. */
  bugAlreadyTurnedBack: { errcode: 40973, status: 409, zh: '该漏洞已退回修改过一次', en: 'The report has already been turned back once' },
  /** Appeal: outside the three-day window, or appealed already. */
  bugAppealClosed: { errcode: 40974, status: 409, zh: '申诉期已过或已申诉过', en: 'The appeal period is over or the report was appealed already' },
  /** A grade that is not a level of the project (nor `waitperfect` where allowed). */
  bugGradeUnknown: { errcode: 40070, status: 400, zh: '漏洞等级不存在', en: 'The grade is not a level of this project' },
  /** Confirm: a grade other than the audit grade needs a written reason. */
  bugGradeReasonRequired: { errcode: 40071, status: 400, zh: '确认等级与审核等级不同，请填写理由', en: 'The grade differs from the triage grade: please give a reason' },
  /** Repeat: the original's number names no earlier report of the same project. */
  bugDuplicateUnknown: { errcode: 40072, status: 400, zh: '原始漏洞编号不存在或不早于本漏洞', en: 'No earlier report of this project has that number' },
  /** Comments: the caller may not read or write this report's comments. */
  bugCommentNotAllowed: { errcode: 40372, status: 403, zh: '您不能评论该漏洞', en: 'You cannot comment on this report' },
  /** SRC: the report is claimed by someone else, or not claimed before confirming. */
  bugClaimConflict: { errcode: 40975, status: 409, zh: '该漏洞已被认领或尚未认领', en: 'The report is claimed by someone else or not claimed yet' },
  /** Retest: the project does not offer retests of fixes (`retest` off). */
  bugRecheckNotOffered: { errcode: 40976, status: 409, zh: '该项目未开启复测，不能申请复测', en: 'This project does not offer retests: a retest cannot be requested' },
  /** Trusted authentication: only a hacker with real-name certification in force may start it. */
  trustedAuthNeedsRealName: { errcode: 40380, status: 403, zh: '请先完成实名认证后再进行可信认证', en: 'Please complete real-name certification before trusted authentication' },
  /** Trusted authentication: a step asked for before the steps in front of it, or after the flow moved past it. */
  trustedAuthStepOrder: { errcode: 40980, status: 409, zh: '请按顺序完成可信认证的各个步骤', en: 'Please complete the steps of trusted authentication in order' },
  /** Trusted authentication: this pledge is already signed in the current attempt. */
  trustedAuthAlreadySigned: { errcode: 40981, status: 409, zh: '该承诺书已签署，无需重复签署', en: 'This pledge is already signed' },
  /** Trusted authentication: the materials are under review or already approved. */
  trustedAuthUnderReview: { errcode: 40982, status: 409, zh: '可信认证审核中，请耐心等待', en: 'Your trusted authentication is under review, please wait' },
  /** Trusted authentication: the account is already trusted. */
  trustedAuthAlreadyTrusted: { errcode: 40983, status: 409, zh: '已完成可信认证，无需重复提交', en: 'You are already trusted' },
  /** Staff review: another staff member decided this trusted authentication first, or it is not waiting for review. */
  trustedAuthDecided: { errcode: 40984, status: 409, zh: '该可信认证已被处理，请刷新后查看', en: 'This trusted authentication has already been decided, please refresh' },
  /** Payment authentication: the QR code is not the caller's or no longer exists. */
  payAuthCodeUnknown: { errcode: 40480, status: 404, zh: '二维码已失效，请刷新', en: 'The QR code has expired, please refresh' },
  /** Payment authentication: already complete. */
  payAuthDone: { errcode: 40985, status: 409, zh: '已完成支付认证', en: 'Payment authentication is already complete' },
  /** Payment authentication: the provider did not answer or refused; nothing changed. */
  payAuthUnavailable: { errcode: 50210, status: 502, zh: '支付认证服务暂不可用，请稍后再试', en: 'The payment authentication service is unavailable, please try again later' },
  /** Account centre: the bank card was already changed this calendar year (China time); spec 001 §5, §9. */
  bankChangedThisYear: { errcode: 40990, status: 409, zh: '银行卡信息一年只能修改一次，今年已修改过', en: 'Bank details can be changed once a year, and they were already changed this year' },
  /** Account centre: the bank card belongs to the real-name record, so it needs one in force. */
  bankNeedsRealName: { errcode: 40391, status: 403, zh: '请先完成实名认证', en: 'Please complete real-name certification first' },
  /** Account centre: a code must go to the account's bound phone or email, and there is none. */
  noBoundAddress: { errcode: 40991, status: 409, zh: '请先绑定手机号', en: 'Please bind a phone number first' },
  /** Account centre: this part of the account is not for companies (DingTalk, protocols, personal info) or only for them. */
  accountWrongType: { errcode: 40392, status: 403, zh: '当前账号类型不支持此操作', en: 'This is not available for your type of account' },
  /** Deposit: no company account has this id. */
  depositCompanyUnknown: { errcode: 40490, status: 404, zh: '充值的公司不存在', en: 'The company of this deposit does not exist' },
  /** Escrow: the company's balance does not cover pool and fee; `{short}` is what is missing, in yuan. */
  escrowBalanceShort: {
    errcode: 40997,
    status: 409,
    zh: '公司账户余额不足，尚需 {short} 元，项目将在资金到账后开始',
    en: 'The company’s balance is short by {short}: the project starts once the funds arrive',
  },
  /** Escrow: the project is not waiting for funds (funded already, an SRC, not approved). */
  projectNotWaitingForFunds: { errcode: 40998, status: 409, zh: '该项目无需托管资金或已完成托管', en: 'This project is not waiting for funds' },
  /** A payout has its result already (another staff member, the bank's callback, a stale page). */
  payoutDecided: { errcode: 40992, status: 409, zh: '该笔发放已有结果，请刷新后查看', en: 'This payout already has its result, please refresh' },
  /** Retry: only a failed payout is sent again. */
  payoutNotRetryable: { errcode: 40993, status: 409, zh: '只有发放失败的款项可以重新发放', en: 'Only a failed payout can be sent again' },
  /** Marking a result by hand is for the development provider; a bank's provider reports its own results. */
  payoutManualResultRefused: { errcode: 40994, status: 409, zh: '当前发放渠道由银行回传结果，不能手动标记', en: 'The payout provider reports results itself: they cannot be marked by hand' },
  /** Advance payment: the report has no bounty waiting to be paid. */
  bugNotPayable: { errcode: 40995, status: 409, zh: '该漏洞当前没有待发放的奖金', en: 'This report has no bounty waiting to be paid' },
  /** Advance payment: the hacker has no certified bank card to pay to. */
  payeeWithoutBankCard: { errcode: 40996, status: 409, zh: '该白帽子尚未完成实名认证银行卡，无法发放', en: 'This hacker has no certified bank card to pay to' },
  /** The payout provider's callback is not signed with our shared secret, or is too old. */
  payoutSignatureInvalid: { errcode: 40390, status: 403, zh: '签名无效', en: 'The signature is not valid' },
  /** Production without a payout provider (PAYOUT_WEBHOOK_URL): nothing is sent. */
  payoutProviderUnavailable: { errcode: 50220, status: 502, zh: '发放渠道暂不可用，请稍后再试', en: 'The payout provider is unavailable, please try again later' },
  /** Teams: a hacker is in one team at most (creating or joining a second is refused). */
  teamAlreadyMember: { errcode: 40930, status: 409, zh: '您已加入团队，每位白帽子只能加入一个团队', en: 'You are already in a team: a hacker can be in one team only' },
  /** Teams: one application waits at a time (cancel it, or wait for its result, before another or before creating a team). */
  teamApplicationPending: { errcode: 40931, status: 409, zh: '您已有一个待审核的团队申请，请等待审核结果或取消申请', en: 'You already have a team application waiting: wait for its result or cancel it' },
  /** Teams: another team already uses this name. */
  teamNameTaken: { errcode: 40932, status: 409, zh: '团队名称已被使用', en: 'This team name is already taken' },
  /** Teams: the last captain of a team with other members cannot leave before naming another captain. */
  teamLastCaptain: { errcode: 40933, status: 409, zh: '您是团队唯一的队长，请先任命其他队员为队长后再退出', en: 'You are the team’s only captain: make another member captain before you leave' },
  /** Teams: the application was decided or cancelled meanwhile. */
  teamApplicationDecided: { errcode: 40934, status: 409, zh: '该申请已处理，请刷新后查看', en: 'This application has already been handled, please refresh' },
  /** Teams: the caller is not in a team. */
  teamNotMember: { errcode: 40935, status: 409, zh: '您尚未加入团队', en: 'You are not in a team' },
  /** Teams: the applicant joined another team meanwhile. */
  teamApplicantTaken: { errcode: 40936, status: 409, zh: '申请人已加入其他团队', en: 'The applicant has joined another team meanwhile' },
  /** Teams: only a captain reviews applications, edits the team and names captains. */
  teamNotCaptain: { errcode: 40335, status: 403, zh: '只有队长可以进行此操作', en: 'Only a captain can do this' },
  /** Teams: only hackers form and join teams. */
  teamHackersOnly: { errcode: 40336, status: 403, zh: '只有白帽子可以创建或加入团队', en: 'Only hackers can create or join teams' },
  /** Teams: no such team (or it was dissolved), or no such member of the caller's team. */
  teamNotFound: { errcode: 40455, status: 404, zh: '团队不存在', en: 'The team does not exist' },
  /** Teams: no application of the caller waits at this team. */
  teamApplicationNotFound: { errcode: 40456, status: 404, zh: '没有待审核的申请', en: 'There is no waiting application' },
  /** Achievements (console): an achievement with this rule and target exists already. */
  achievementRuleTaken: { errcode: 40940, status: 409, zh: '已有相同规则和目标的成就', en: 'An achievement with this rule and target exists already' },
  /** Achievements (console): one that has been awarded is disabled, not deleted, so no one loses theirs. */
  achievementAwarded: { errcode: 40941, status: 409, zh: '该成就已有用户获得，只能停用不能删除', en: 'This achievement has been awarded: disable it instead of deleting it' },
  internal: { errcode: 500, status: 500, zh: '服务器遇到错误，无法完成请求', en: 'The server hit an error and could not complete the request' },
  /** A message could not be delivered by the configured provider. */
  sendFailed: { errcode: 50201, status: 502, zh: '消息发送失败，请稍后再试', en: 'The message could not be sent, please try again later' },
} as const satisfies Record<string, { errcode: number; status: number } & Bilingual>;

export type ErrorKey = keyof typeof errorCatalog;

export function errorMessage(key: ErrorKey, locale: Locale): string {
  return errorCatalog[key][locale];
}

/** Success messages the server puts in `errmsg` where the spec shows the server's message. */
export const successMessages = {
  ok: { zh: '成功', en: 'Success' },
  codeSent: { zh: '验证码已发送', en: 'Verification code sent' },
  contactSubmitted: { zh: '提交成功', en: 'Submitted successfully' },
  signedIn: { zh: '登录成功', en: 'Signed in' },
  signedOut: { zh: '已退出登录', en: 'Signed out' },
  phoneVerified: { zh: '手机号验证成功', en: 'Phone number verified' },
  infoCompleted: { zh: '信息已完善', en: 'Your information is complete' },
  identityConfirmed: { zh: '身份选择成功', en: 'Identity chosen' },
  codeChecked: { zh: '验证成功', en: 'Code verified' },
  passwordReset: { zh: '密码修改成功，请重新登录', en: 'Password changed, please sign in again' },
  accountBound: { zh: '绑定成功', en: 'Account bound' },
  phoneBound: { zh: '手机号绑定成功', en: 'Phone number bound' },
  uploaded: { zh: '上传成功', en: 'Uploaded' },
  realNameCertified: { zh: '实名认证成功', en: 'Real-name certification complete' },
  certificationSubmitted: { zh: '提交成功，请等待后台审核', en: 'Submitted successfully, please wait for backend review' },
  totpRequired: { zh: '请输入两步验证码', en: 'Enter the code from your authenticator app' },
  saved: { zh: '保存成功', en: 'Saved' },
  deleted: { zh: '删除成功', en: 'Deleted' },
  markedRead: { zh: '已标记为已读', en: 'Marked as read' },
  modified: { zh: '修改成功', en: 'Modified successfully' },
  sessionEnded: { zh: '已结束该登录会话', en: 'Session ended' },
  sessionsEnded: { zh: '已结束所选账号的全部登录会话', en: 'All sessions of the account have been ended' },
  otherSessionsEnded: { zh: '已退出其他设备上的登录', en: 'Signed out on your other devices' },
  projectPublished: { zh: '发布成功，请等待平台审核', en: 'Published: the platform will review it shortly' },
  projectUpdated: { zh: '修改成功，请等待平台审核', en: 'Saved: the platform will review it shortly' },
  enrolled: { zh: '报名成功', en: 'Enrolled' },
  enrolmentSubmitted: { zh: '报名成功，请等待厂商审核', en: 'Enrolment sent: the company will review it' },
  reviewed: { zh: '审核成功', en: 'Decision saved' },
  bugSubmitted: { zh: '漏洞提交成功', en: 'Report submitted' },
  bugUpdated: { zh: '漏洞已更新，等待重新审核', en: 'Report updated: it goes back to triage' },
  bugGradeConfirmed: { zh: '等级确认成功', en: 'Grade confirmed' },
  bugTurnedBack: { zh: '已退回白帽子修改', en: 'Turned back to the hacker for changes' },
  bugRecheckRequested: { zh: '已申请复测', en: 'Retest requested' },
  bugAppealed: { zh: '申诉已提交，等待平台仲裁', en: 'Appeal sent: the platform will arbitrate' },
  commentAdded: { zh: '评论成功', en: 'Comment added' },
  bugClaimed: { zh: '认领成功', en: 'Report claimed' },
  bugRepairConfirmed: { zh: '已确认修复', en: 'Repair confirmed' },
  trustedAuthMaterialsSaved: { zh: '保存成功', en: 'Saved' },
  pledgeSigned: { zh: '签署成功！', en: 'Signed successfully!' },
  avatarUpdated: { zh: '头像修改成功', en: 'Avatar updated' },
  bankChanged: { zh: '银行卡信息修改成功', en: 'Bank details changed' },
  emailBound: { zh: '邮箱绑定成功', en: 'Email bound' },
  dingTalkBound: { zh: '钉钉绑定成功', en: 'DingTalk bound' },
  depositRecorded: { zh: '充值已入账', en: 'Deposit recorded' },
  escrowed: { zh: '资金已托管', en: 'Funds escrowed' },
  approvedWaitingForFunds: { zh: '已通过审核；公司账户余额不足，项目将在资金到账后开始', en: 'Approved; the company’s balance is short, so the project starts once the funds arrive' },
  settlementRun: { zh: '结算已完成', en: 'Settlement done' },
  payoutResultRecorded: { zh: '已记录发放结果', en: 'Payout result recorded' },
  payoutRetried: { zh: '已重新发放', en: 'Payout sent again' },
  advancePaid: { zh: '已垫付发放', en: 'Paid in advance' },
  reconciliationRun: { zh: '对账完成', en: 'Reconciliation done' },
  teamCreated: { zh: '创建团队成功', en: 'Team created' },
  teamApplied: { zh: '申请加入团队成功', en: 'Application sent' },
  teamApplicationCancelled: { zh: '取消申请成功', en: 'Application cancelled' },
  teamQuit: { zh: '退出团队成功', en: 'You have left the team' },
  rightsRecomputed: { zh: '权益等级已重新计算', en: 'Rights levels recomputed' },
  continueRegistration: { zh: '手机号已验证，请完善信息以完成注册', en: 'Phone verified: complete your information to finish registering' },
} as const satisfies Record<string, Bilingual>;

export type SuccessKey = keyof typeof successMessages;
