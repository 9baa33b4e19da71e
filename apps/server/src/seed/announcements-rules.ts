import type { SeedAnnouncement } from './announcements';

/** Demo announcements about the rules hackers and companies work under. */
export const RULES_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 2,
    daysAgo: 3,
    popup: true,
    zh: {
      title: '关于启用新版《漏洞等级评定标准》的公告',
      introduce: '新版评定标准即日起生效，严重、高危、中危、低危四级的判定依据与示例同步更新。',
      lead: ['为使漏洞评级更透明、更一致，守线众测对《漏洞等级评定标准》进行了修订，自本公告发布之日起提交的报告均按新版标准评定。'],
      points: ['严重、高危、中危、低危四级的默认权重为 40、30、20、10；', '越权访问、敏感信息泄露等常见类型补充了判定示例；', '同一根因在多个接口出现时，按一个漏洞评定并在报告中列明全部位置。'],
      closing: '完整内容请阅读<a href="/about/hole-level">漏洞等级评定标准</a>，如有疑问可在消息中心联系平台运营。',
    },
    en: {
      title: 'The new hole-level standard takes effect',
      introduce: 'The revised standard applies from today, with updated criteria and examples for the critical, high, medium and low levels.',
      lead: ['To make grading clearer and more consistent, Wardline has revised its hole-level standard. Every report submitted from the date of this notice is graded under the new version.'],
      points: ['Critical, high, medium and low carry default weights of 40, 30, 20 and 10;', 'Common classes such as broken access control and sensitive data exposure now come with worked examples;', 'One root cause found behind several endpoints is graded as one vulnerability, with every location listed in the report.'],
      closing: 'Read the full <a href="/about/hole-level">hole-level standard</a>; questions are welcome through the message centre.',
    },
  },
  {
    type: 2,
    daysAgo: 24,
    zh: {
      title: '关于规范众测测试行为的公告',
      introduce: '重申测试范围与行为红线，违规测试将被取消成绩并承担相应责任。',
      lead: ['众测项目的测试对象是企业正在运行的真实业务。为保护企业与用户，请所有白帽子严格遵守以下要求。'],
      points: ['只测试项目说明中列出的资产，范围外的系统一律不得测试；', '禁止拒绝服务、大规模扫描和社会工程学攻击；', '验证漏洞时不得下载、修改或删除业务数据，证明危害以最小必要为限；', '漏洞信息在项目结束及修复前严格保密，不得对外披露。'],
      closing: '具体条款见<a href="/about/user-protocol">用户协议</a>。违反上述要求的报告不予奖励，情节严重的将封禁账号。',
    },
    en: {
      title: 'Rules of engagement for crowd testing',
      introduce: 'A reminder of the testing scope and the lines that must not be crossed; violations void results and carry liability.',
      lead: ['Crowd-testing projects target live systems of real companies. To protect them and their users, every researcher must follow these rules.'],
      points: ['Test only the assets listed in the project description, never anything out of scope;', 'No denial of service, mass scanning or social engineering;', 'Never download, change or delete business data while proving a finding; show impact with the minimum necessary;', 'Keep every finding confidential until the project ends and the fix is in place.'],
      closing: 'The full terms are in the <a href="/about/user-protocol">user agreement</a>. Reports made in breach earn no reward, and serious cases lead to the account being disabled.',
    },
  },
  {
    type: 2,
    daysAgo: 47,
    ordered: true,
    zh: {
      title: '漏洞申诉与仲裁流程说明',
      introduce: '对企业确认的等级有异议时，白帽子可在三天申诉期内发起申诉，由平台仲裁。',
      lead: ['企业确认漏洞等级后，报告进入三天申诉期。申诉流程如下：'],
      points: ['在漏洞详情页点击“申诉”，写明理由并补充证据；', '平台安全专家在收到申诉后复核报告与企业意见；', '仲裁结果即为最终等级，奖金与积分按最终等级发放。'],
      closing: '申诉期结束未发起申诉的，视为认可企业确认的等级。可在<a href="/userCenter/myBug">我的漏洞</a>中查看每份报告的状态。',
    },
    en: {
      title: 'How appeals and arbitration work',
      introduce: 'If you disagree with the grade a company confirmed, you may appeal within three days and the platform will arbitrate.',
      lead: ['Once a company confirms a grade, the report enters a three-day appeal window. To appeal:'],
      points: ['Open the report and choose Appeal, giving your reasons and any further evidence;', 'A platform security expert reviews the report and the company’s view;', 'The arbitration result is the final grade; the bounty and points follow it.'],
      closing: 'A report with no appeal when the window closes keeps the grade the company confirmed. Follow each report in <a href="/userCenter/myBug">My bugs</a>.',
    },
  },
  {
    type: 2,
    daysAgo: 80,
    zh: {
      title: '重复漏洞判定规则说明',
      introduce: '同一漏洞以最先提交且有效的报告为准，后续报告将关联至首份报告。',
      lead: ['为公平对待每位白帽子，平台对重复漏洞采用以下判定规则。'],
      points: ['以报告提交时间为准，最先提交且复现成功的报告获得奖励；', '企业已知或已在修复中的问题，按重复处理；', '重复报告会关联到首份报告，提交者可在详情页查看关联关系。'],
      closing: '提交前请先阅读<a href="/about/hacker-guide">白帽子指南</a>中的报告撰写建议，清晰的复现步骤有助于更快完成审核。',
    },
    en: {
      title: 'How duplicate reports are judged',
      introduce: 'The first valid report of a vulnerability wins; later ones are linked to it.',
      lead: ['To treat every researcher fairly, duplicates are judged as follows.'],
      points: ['Submission time decides: the earliest report that reproduces earns the reward;', 'Issues the company already knows about or is fixing count as duplicates;', 'A duplicate is linked to the first report, and its author can see the link on the detail page.'],
      closing: 'Before you submit, read the report-writing advice in the <a href="/about/hacker-guide">hacker guide</a>: clear reproduction steps speed up triage.',
    },
  },
  {
    type: 2,
    daysAgo: 115,
    zh: {
      title: '年度积分与权益等级更新说明',
      introduce: '权益等级按上一自然年度积分重新计算，V2 及以上等级可获得积分加成。',
      lead: ['新年度的白帽权益等级已完成计算，规则如下：'],
      points: ['上一年度积分不足 10 分为 V0，10 至 600 分为 V1；', '600 至 1200 分为 V2，1200 分及以上为 V3；', 'V2、V3 白帽有效漏洞积分按 1.2 倍计算。'],
      closing: '可在<a href="/hackerservice/hacker-rights">白帽权益</a>页面查看各等级对应的权益。',
    },
    en: {
      title: 'Annual points and rights levels updated',
      introduce: 'Rights levels are recalculated from last calendar year’s points; V2 and above earn a points bonus.',
      lead: ['This year’s rights levels have been calculated with these rules:'],
      points: ['Under 10 points last year is V0; 10 to under 600 is V1;', '600 to under 1200 is V2; 1200 and more is V3;', 'V2 and V3 researchers earn 1.2 times the points for each valid report.'],
      closing: 'See what each level brings on the <a href="/hackerservice/hacker-rights">hacker rights</a> page.',
    },
  },
  {
    type: 2,
    daysAgo: 155,
    zh: {
      title: '守线众测隐私政策更新公告',
      introduce: '隐私政策已更新，进一步说明身份与银行信息的用途、保存期限和删除方式。',
      lead: ['我们更新了隐私政策，主要变化如下。继续使用平台即表示您同意更新后的政策。'],
      points: ['明确实名认证与银行卡信息仅用于身份核验与奖金发放；', '证件照片加密存储，仅授权审核人员可查看；', '新增个人信息查询、更正和删除的申请方式，平台将在 15 日内答复。'],
      closing: '全文请见<a href="/about/privacy-protocol">隐私政策</a>。',
    },
    en: {
      title: 'Wardline privacy policy updated',
      introduce: 'The policy now explains how identity and bank details are used, how long they are kept and how to delete them.',
      lead: ['We have updated our privacy policy; the main changes are below. By continuing to use the platform you accept the updated policy.'],
      points: ['Identity and bank card details are used only to verify who you are and to pay bounties;', 'ID photos are stored encrypted and only authorised reviewers can see them;', 'You can now ask to see, correct or delete your personal data, and we reply within 15 days.'],
      closing: 'Read the full <a href="/about/privacy-protocol">privacy policy</a>.',
    },
  },
];
