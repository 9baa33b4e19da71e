import type { Bilingual, Locale, NotificationTopic } from '@wardline/contract';

/** A parameter is plain text (a reason someone wrote) or a text in both languages (a kind, a title). */
export type TemplateParams = Record<string, string | Bilingual>;

export type NotificationTemplate = {
  /**
   * The content switch that governs sending it by SMS, mail and DingTalk. `null` marks an
   * account notice that goes to the account's phone (or mail) whatever the switches say:
   * the person may not be able to sign in to read the message centre.
   */
  topic: NotificationTopic | null;
  text: Bilingual;
  subject: Bilingual;
};

/**
 * Every text the platform sends, keyed by id, with `{name}` parameters — the form SMS
 * gateways in China require (a registered template plus parameters). Each sentence ends
 * with the template's own full stop; a parameter standing just before it (a reason
 * someone wrote, a title) is sent without its own closing mark (`asClause`), so the text
 * never ends "。。" or "！。" whatever the writer typed.
 */
export const notificationTemplates = {
  'certification.approved': {
    topic: 'certification',
    text: { zh: '您的{kind}已通过审核。', en: 'Your {kind} has been approved.' },
    subject: { zh: '{kind}已通过', en: 'Your {kind} was approved' },
  },
  'certification.rejected': {
    topic: 'certification',
    text: { zh: '您的{kind}未通过审核，请修改后重新提交。原因：{reason}。', en: 'Your {kind} was not approved; please correct it and submit again. Reason: {reason}.' },
    subject: { zh: '{kind}未通过', en: 'Your {kind} was not approved' },
  },
  'certification.updateApproved': {
    topic: 'certification',
    text: { zh: '您的{kind}更新已通过审核。', en: 'Your {kind} update has been approved.' },
    subject: { zh: '{kind}更新已通过', en: 'Your {kind} update was approved' },
  },
  'certification.updateRejected': {
    topic: 'certification',
    text: {
      zh: '您的{kind}更新未通过审核，当前认证继续有效。原因：{reason}。',
      en: 'Your {kind} update was not approved; your current certification stays in force. Reason: {reason}.',
    },
    subject: { zh: '{kind}更新未通过', en: 'Your {kind} update was not approved' },
  },
  'certification.revoked': {
    topic: 'certification',
    text: { zh: '您的{kind}已被平台撤销，请重新提交。原因：{reason}。', en: 'Your {kind} has been revoked by the platform; please submit it again. Reason: {reason}.' },
    subject: { zh: '{kind}已撤销', en: 'Your {kind} was revoked' },
  },
  'trustedAuth.approved': {
    topic: 'certification',
    text: { zh: '您的可信认证已通过审核，现在可以参加要求可信认证的项目。', en: 'Your trusted authentication has been approved: you can now take part in projects that require it.' },
    subject: { zh: '可信认证已通过', en: 'Trusted authentication approved' },
  },
  'trustedAuth.rejected': {
    topic: 'certification',
    text: { zh: '您的可信认证未通过审核，请修改材料后重新认证。原因：{reason}。', en: 'Your trusted authentication was not approved; please correct your materials and try again. Reason: {reason}.' },
    subject: { zh: '可信认证未通过', en: 'Trusted authentication not approved' },
  },
  'payAuth.completed': {
    topic: 'certification',
    text: { zh: '您已完成支付认证，奖金将按新的支付方式发放。', en: 'Your payment authentication is complete: bounties will be paid the new way.' },
    subject: { zh: '支付认证已完成', en: 'Payment authentication complete' },
  },
  'account.disabled': {
    topic: null,
    text: { zh: '您的账号已被平台禁用，如有疑问请联系平台。原因：{reason}。', en: 'Your account has been disabled by the platform; contact us if you have questions. Reason: {reason}.' },
    subject: { zh: '账号已被禁用', en: 'Your account was disabled' },
  },
  'account.bankCardChanged': {
    topic: null,
    text: {
      zh: '您的收款银行卡已修改为 {card}，奖金将发放到新卡。如非本人操作，请立即修改密码并联系平台。',
      en: 'The bank card your bounties are paid to was changed to {card}. If it was not you, change your password at once and contact the platform.',
    },
    subject: { zh: '收款银行卡已修改', en: 'Your payout bank card was changed' },
  },
  'account.passwordChanged': {
    topic: null,
    text: {
      zh: '您的账号密码已修改，所有设备已退出登录。如非本人操作，请立即通过“忘记密码”重置密码并联系平台。',
      en: 'Your password was changed and every device was signed out. If it was not you, reset it at once with "forgot password" and contact the platform.',
    },
    subject: { zh: '账号密码已修改', en: 'Your password was changed' },
  },
  'project.submitted': {
    topic: 'project',
    text: { zh: '您的项目「{name}」已提交，请等待平台审核。', en: 'Your project “{name}” was submitted and awaits the platform’s review.' },
    subject: { zh: '项目已提交审核', en: 'Project submitted for review' },
  },
  'project.approved': {
    topic: 'project',
    text: { zh: '您的项目「{name}」已通过平台审核。', en: 'Your project “{name}” has been approved by the platform.' },
    subject: { zh: '项目已通过审核', en: 'Project approved' },
  },
  'project.rejected': {
    topic: 'project',
    text: { zh: '您的项目「{name}」未通过平台审核，请修改后重新提交。原因：{reason}。', en: 'Your project “{name}” was not approved; please edit it and publish again. Reason: {reason}.' },
    subject: { zh: '项目未通过审核', en: 'Project not approved' },
  },
  'project.enrolling': {
    topic: 'project',
    text: { zh: '项目「{name}」已开放报名。', en: 'The project “{name}” is open for enrolment.' },
    subject: { zh: '项目开放报名', en: 'Project open for enrolment' },
  },
  'project.started': {
    topic: 'project',
    text: { zh: '项目「{name}」已开始测试。', en: 'Testing of the project “{name}” has started.' },
    subject: { zh: '项目已开始', en: 'Project started' },
  },
  'project.settlement': {
    topic: 'project',
    text: { zh: '项目「{name}」测试已结束，进入结算。', en: 'Testing of the project “{name}” has ended; it is in settlement.' },
    subject: { zh: '项目进入结算', en: 'Project in settlement' },
  },
  'project.stopped': {
    topic: 'project',
    text: { zh: '项目「{name}」已结束。', en: 'The project “{name}” has ended.' },
    subject: { zh: '项目已结束', en: 'Project ended' },
  },
  'project.paused': {
    topic: 'project',
    text: { zh: '项目「{name}」已被平台暂停。原因：{reason}。', en: 'The project “{name}” has been paused by the platform. Reason: {reason}.' },
    subject: { zh: '项目已暂停', en: 'Project paused' },
  },
  'project.resumed': {
    topic: 'project',
    text: { zh: '项目「{name}」已恢复。说明：{reason}。', en: 'The project “{name}” has been resumed. Note: {reason}.' },
    subject: { zh: '项目已恢复', en: 'Project resumed' },
  },
  'account.enabled': {
    topic: null,
    text: { zh: '您的账号已恢复，可以重新登录。', en: 'Your account has been enabled again; you can sign in.' },
    subject: { zh: '账号已恢复', en: 'Your account was enabled' },
  },
  'sms.budgetExhausted': {
    topic: null,
    text: {
      zh: '平台本小时的短信发送量已达上限（{budget} 条），其余验证码短信将被拒绝，直到下一个小时。请检查是否有人在刷短信。',
      en: 'The platform has sent its hourly budget of {budget} text messages; further code messages are refused until the next hour. Please check for SMS pumping.',
    },
    subject: { zh: '短信发送量已达本小时上限', en: 'Hourly SMS budget spent' },
  },
  'announcement.published': {
    topic: 'announcement',
    text: { zh: '平台发布了新公告：{title}。', en: 'New platform announcement: {title}.' },
    subject: { zh: '新公告：{title}', en: 'New announcement: {title}' },
  },
  'enrolment.approved': {
    topic: 'project',
    text: { zh: '您报名的项目“{project}”已通过审核，现在可以查看奖励详情并参与测试。', en: 'Your enrolment in "{project}" has been approved: you can now see its rewards and take part.' },
    subject: { zh: '项目报名已通过', en: 'Enrolment approved' },
  },
  'enrolment.refused': {
    topic: 'project',
    text: { zh: '您报名的项目“{project}”未通过厂商审核。原因：{reason}。', en: 'Your enrolment in "{project}" was not approved by the company. Reason: {reason}.' },
    subject: { zh: '项目报名未通过', en: 'Enrolment not approved' },
  },
  'enrolment.requested': {
    topic: 'project',
    text: { zh: '白帽子“{nickname}”报名了您的项目“{project}”，请在项目详情的参与人员中审核。', en: '{nickname} enrolled in your project "{project}": review them under Participants in the project.' },
    subject: { zh: '新的项目报名待审核', en: 'A new enrolment to review' },
  },
  'bug.received': {
    topic: 'project',
    text: { zh: '您的项目「{project}」收到新漏洞 {number}「{title}」，请及时确认等级。', en: 'Your project “{project}” received report {number} “{title}”: please confirm its grade.' },
    subject: { zh: '新漏洞待确认：{number}', en: 'New report to confirm: {number}' },
  },
  'bug.commented': {
    topic: 'project',
    text: { zh: '漏洞 {number}「{title}」有新的评论。', en: 'There is a new comment on report {number} “{title}”.' },
    subject: { zh: '漏洞有新评论：{number}', en: 'New comment on report {number}' },
  },
  'bug.accepted': {
    topic: 'project',
    text: {
      zh: '您的漏洞「{title}」（{number}）已通过平台审核，审核等级：{grade}，等待厂商确认。说明：{reason}。',
      en: 'Your report “{title}” ({number}) passed triage with the grade {grade} and awaits the company’s confirmation. Note: {reason}.',
    },
    subject: { zh: '漏洞已通过审核', en: 'Report passed triage' },
  },
  'bug.toConfirm': {
    topic: 'project',
    text: { zh: '项目「{project}」有待确认的漏洞「{title}」（{number}），请确认等级。', en: 'A report awaits your confirmation in “{project}”: “{title}” ({number}). Please confirm its grade.' },
    subject: { zh: '有漏洞待确认', en: 'A report to confirm' },
  },
  'bug.duplicate': {
    topic: 'project',
    text: { zh: '您的漏洞「{title}」（{number}）被判定为漏洞 {original} 的重复。原因：{reason}。', en: 'Your report “{title}” ({number}) was marked a duplicate of {original}. Reason: {reason}.' },
    subject: { zh: '漏洞被判定为重复', en: 'Report marked a duplicate' },
  },
  'bug.ignored': {
    topic: 'project',
    text: { zh: '您的漏洞「{title}」（{number}）不在测试范围内，已被忽略。原因：{reason}。', en: 'Your report “{title}” ({number}) was ignored as out of scope. Reason: {reason}.' },
    subject: { zh: '漏洞已被忽略', en: 'Report ignored' },
  },
  'bug.refused': {
    topic: 'project',
    text: { zh: '您的漏洞「{title}」（{number}）未通过平台审核，已被驳回。原因：{reason}。', en: 'Your report “{title}” ({number}) was refused in triage. Reason: {reason}.' },
    subject: { zh: '漏洞已被驳回', en: 'Report refused' },
  },
  'bug.turnedBack': {
    topic: 'project',
    text: { zh: '您的漏洞「{title}」（{number}）被退回修改，请补充后重新提交。原因：{reason}。', en: 'Your report “{title}” ({number}) was turned back for changes; please update it. Reason: {reason}.' },
    subject: { zh: '漏洞被退回修改', en: 'Report turned back' },
  },
  'bug.confirmed': {
    topic: 'project',
    text: {
      zh: '厂商已确认您的漏洞「{title}」（{number}）的等级：{grade}，如有异议可在三天内申诉。说明：{reason}。',
      en: 'The company confirmed your report “{title}” ({number}) as {grade}; you may appeal within three days. Note: {reason}.',
    },
    subject: { zh: '漏洞等级已确认', en: 'Report grade confirmed' },
  },
  'bug.appealed': {
    topic: 'project',
    text: { zh: '白帽子对漏洞「{title}」（{number}）的确认等级提出申诉，平台将进行仲裁。申诉理由：{reason}。', en: 'The hacker appealed the grade of the report “{title}” ({number}); the platform will arbitrate. Appeal: {reason}.' },
    subject: { zh: '漏洞等级被申诉', en: 'Report grade appealed' },
  },
  'bug.arbitrated': {
    topic: 'project',
    text: { zh: '漏洞「{title}」（{number}）的申诉已仲裁，最终等级：{grade}。仲裁意见：{reason}。', en: 'The appeal of the report “{title}” ({number}) was arbitrated: final grade {grade}. Decision: {reason}.' },
    subject: { zh: '漏洞申诉已仲裁', en: 'Appeal arbitrated' },
  },
  'bug.appealClosed': {
    topic: 'project',
    text: { zh: '您的漏洞「{title}」（{number}）的申诉期已结束，最终等级：{grade}。', en: 'The appeal period of your report “{title}” ({number}) has ended: final grade {grade}.' },
    subject: { zh: '漏洞申诉期已结束', en: 'Appeal period ended' },
  },
  'bug.recheckRequested': {
    topic: 'project',
    text: {
      zh: '厂商已修复您的漏洞「{title}」（{number}）并申请复测，平台将验证修复效果。说明：{reason}。',
      en: 'The company fixed your report “{title}” ({number}) and asked for a retest; the platform will check the fix. Note: {reason}.',
    },
    subject: { zh: '漏洞已申请复测', en: 'Retest requested' },
  },
  'bug.backInTriage': {
    topic: 'project',
    text: {
      zh: '白帽子已按退回意见更新项目「{project}」的漏洞「{title}」（{number}），漏洞已回到平台审核队列。',
      en: 'The hacker updated the report “{title}” ({number}) in “{project}” after it was turned back; it is back in the triage queue.',
    },
    subject: { zh: '退回的漏洞已更新：{number}', en: 'Turned-back report updated: {number}' },
  },
  'bug.rechecked': {
    topic: 'project',
    text: { zh: '漏洞「{title}」（{number}）的复测结果：{result}。说明：{reason}。', en: 'Retest of the report “{title}” ({number}): {result}. Note: {reason}.' },
    subject: { zh: '漏洞复测结果', en: 'Retest result' },
  },
  'bug.repaired': {
    topic: 'project',
    text: { zh: '厂商已确认修复您的漏洞「{title}」（{number}）。', en: 'The company confirmed the fix of your report “{title}” ({number}).' },
    subject: { zh: '漏洞已修复', en: 'Report fixed' },
  },
  /** No longer sent (one digest per project a day replaced it): kept to show the messages it made. */
  'bug.confirmOverdue': {
    topic: 'project',
    text: {
      zh: '项目「{project}」的漏洞「{title}」（{number}）已等待确认 {days} 个工作日，请尽快确认等级。',
      en: 'The report “{title}” ({number}) in “{project}” has waited {days} working days for your confirmation; please confirm its grade.',
    },
    subject: { zh: '漏洞等待确认已超时', en: 'A report is overdue for confirmation' },
  },
  'bug.confirmOverdueDigest': {
    topic: 'project',
    text: {
      zh: '项目「{project}」有 {count} 个漏洞等待您确认等级已超过 {sla} 个工作日，最久的已等待 {days} 个工作日，请尽快处理。',
      en: '{count} report(s) in “{project}” have waited more than {sla} working days for you to confirm their grade, the oldest {days} working days; please review them.',
    },
    subject: { zh: '漏洞等待确认已超时', en: 'Reports are overdue for confirmation' },
  },
  'money.depositRecorded': {
    topic: 'project',
    text: { zh: '平台已确认收到您的充值 {amount}，账户余额 {balance}。', en: 'The platform has received your deposit of {amount}; your balance is {balance}.' },
    subject: { zh: '充值已到账', en: 'Deposit received' },
  },
  'money.projectWaitingForFunds': {
    topic: 'project',
    text: {
      zh: '您的项目「{name}」已通过审核，但账户余额不足：奖金池及服务费共 {total}，尚需 {short}。充值到账后项目将开始。',
      en: 'Your project “{name}” is approved, but your balance is short: pool and fee come to {total} and {short} is missing. The project starts once the funds arrive.',
    },
    subject: { zh: '项目等待资金到账', en: 'Project waiting for funds' },
  },
  'money.projectFunded': {
    topic: 'project',
    text: { zh: '您的项目「{name}」的奖金池及服务费 {total} 已从账户余额托管，项目将按时开始。', en: 'The pool and fee of your project “{name}”, {total}, are now escrowed from your balance: the project starts on time.' },
    subject: { zh: '项目资金已托管', en: 'Project funds escrowed' },
  },
  'money.bountyCredited': {
    topic: 'project',
    text: {
      zh: '您的漏洞「{title}」（{number}）的奖金 {amount} 已计入您的账户，将在月度结算时发放。',
      en: 'The bounty of your report “{title}” ({number}), {amount}, is in your account and will be paid out at the monthly settlement.',
    },
    subject: { zh: '奖金已入账', en: 'Bounty credited' },
  },
  'money.bountyNone': {
    topic: 'project',
    text: { zh: '您的漏洞「{title}」（{number}）已定级，但项目奖金池已用完，本漏洞无可发放奖金。', en: 'Your report “{title}” ({number}) is graded, but the project’s pool was spent: no bounty is left for it.' },
    subject: { zh: '奖金池已用完', en: 'Pool spent' },
  },
  'money.payoutSent': {
    topic: 'project',
    text: {
      zh: '您的奖金已发放至银行卡：应发 {gross}，代扣个人所得税 {tax}，实发 {net}。',
      en: 'Your bounties are on their way to your bank card: gross {gross}, income tax withheld {tax}, net {net}.',
    },
    subject: { zh: '奖金发放中', en: 'Bounty payout sent' },
  },
  'money.payoutPaid': {
    topic: 'project',
    text: { zh: '您的奖金 {net} 已到账。', en: 'Your bounty payout of {net} has arrived.' },
    subject: { zh: '奖金已到账', en: 'Bounty paid' },
  },
  'money.payoutFailed': {
    topic: 'project',
    text: { zh: '您的奖金 {net} 发放失败，已退回您的账户，平台将重新发放。原因：{reason}。', en: 'Your payout of {net} failed and is back in your account; the platform will send it again. Reason: {reason}.' },
    subject: { zh: '奖金发放失败', en: 'Payout failed' },
  },
  'money.payoutUnpaid': {
    topic: 'project',
    text: {
      zh: '您有奖金 {gross} 待发放，但尚无已认证的银行卡。请完成实名认证后等待下次结算。',
      en: 'You have {gross} in bounties waiting, but no certified bank card to pay to. Complete real-name certification and it goes out with the next settlement.',
    },
    subject: { zh: '奖金待发放', en: 'Bounty waiting for a bank card' },
  },
  'money.payoutAdvanced': {
    topic: 'project',
    text: {
      zh: '平台已为您提前垫付奖金：应发 {gross}，代扣个人所得税 {tax}，实发 {net}。',
      en: 'The platform has paid your bounty ahead of the settlement: gross {gross}, income tax withheld {tax}, net {net}.',
    },
    subject: { zh: '奖金已垫付', en: 'Bounty paid in advance' },
  },
  'money.reconciliationMismatch': {
    topic: null,
    text: { zh: '账务对账发现 {count} 处不一致，请立即核查。首项：{first}。', en: 'The ledger reconciliation found {count} mismatches: check at once. First: {first}.' },
    subject: { zh: '账务对账异常', en: 'Ledger reconciliation mismatch' },
  },
  'points.awarded': {
    topic: 'project',
    text: { zh: '您的漏洞「{title}」（{number}）已完结，获得 {points} 积分。', en: 'Your report “{title}” ({number}) is closed: you earned {points} points.' },
    subject: { zh: '积分已发放', en: 'Points issued' },
  },
  'team.applied': {
    topic: 'community',
    text: { zh: '{name} 申请加入您的团队「{team}」，请及时审核。', en: '{name} applied to join your team “{team}”; please review the application.' },
    subject: { zh: '新的入队申请', en: 'New team application' },
  },
  'team.approved': {
    topic: 'community',
    text: { zh: '您加入团队「{team}」的申请已通过，欢迎加入！', en: 'Your application to join “{team}” was approved: welcome to the team!' },
    subject: { zh: '入队申请已通过', en: 'Team application approved' },
  },
  'team.rejected': {
    topic: 'community',
    text: { zh: '您加入团队「{team}」的申请未通过，可以申请加入其他团队。', en: 'Your application to join “{team}” was not approved; you may apply to another team.' },
    subject: { zh: '入队申请未通过', en: 'Team application not approved' },
  },
  'team.memberLeft': {
    topic: 'community',
    text: { zh: '{name} 已退出团队「{team}」。', en: '{name} has left the team “{team}”.' },
    subject: { zh: '队员已退出团队', en: 'A member left the team' },
  },
  'team.captainAppointed': {
    topic: 'community',
    text: { zh: '您已被任命为团队「{team}」的队长，可以审核入队申请和编辑团队信息。', en: 'You are now a captain of “{team}”: you can review applications and edit the team.' },
    subject: { zh: '您已成为队长', en: 'You are now a captain' },
  },
  'achievement.obtained': {
    topic: 'community',
    text: { zh: '恭喜您获得成就「{title}」！', en: 'Congratulations: you earned the achievement “{title}”!' },
    subject: { zh: '获得新成就', en: 'New achievement' },
  },
} as const satisfies Record<string, NotificationTemplate>;

export type TemplateId = keyof typeof notificationTemplates;

export function isTemplateId(id: string): id is TemplateId {
  return Object.hasOwn(notificationTemplates, id);
}

/** The brand each channel starts with, as SMS gateways require a signature. */
export const SENDER_SIGNATURE: Bilingual = { zh: '【守线众测】', en: '[Wardline] ' };

/** Marks that end a sentence (and trailing spaces): a writer's own, dropped where the template ends the sentence itself. */
const SENTENCE_END = /[\s。．.！!？?；;…]+$/u;
/** What closes a sentence in a template: a parameter directly before one loses its own closing marks. */
const CLOSES_SENTENCE = /^[。．.！!？?]/u;

/** Free text as a clause of the template's sentence: its own closing punctuation removed. */
export function asClause(text: string): string {
  return text.replace(SENTENCE_END, '');
}

/** The parameters that stand just before the template's own full stop, in one language. */
function clauseParams(pattern: string): Set<string> {
  const names = new Set<string>();
  for (const match of pattern.matchAll(/\{(\w+)\}/g)) {
    if (CLOSES_SENTENCE.test(pattern.slice(match.index + match[0].length))) names.add(match[1]!);
  }
  return names;
}

function paramText(value: string | Bilingual, locale: Locale): string {
  return typeof value === 'string' ? value : value[locale];
}

/** The text of a template in one language, its parameters filled in (a missing one stays visible as `{name}`). */
export function renderTemplate(id: TemplateId, params: TemplateParams, locale: Locale): { text: string; subject: string } {
  const template: NotificationTemplate = notificationTemplates[id];
  const fill = (pattern: string) => {
    const clauses = clauseParams(pattern);
    return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      const text = paramText(value, locale);
      return clauses.has(name) ? asClause(text) : text;
    });
  };
  return { text: fill(template.text[locale]), subject: fill(template.subject[locale]) };
}

/**
 * The same parameters as plain strings in one language, for a gateway that fills the
 * registered template (the same text) itself: those before the text's full stop as clauses.
 */
export function flattenParams(id: TemplateId, params: TemplateParams, locale: Locale): Record<string, string> {
  const clauses = clauseParams(notificationTemplates[id].text[locale]);
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const text = paramText(value, locale);
      return [name, clauses.has(name) ? asClause(text) : text];
    }),
  );
}
