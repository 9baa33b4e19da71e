import type { SeedAnnouncement } from './announcements';

/** Demo announcements about the running of the platform: maintenance, payments, new features. */
export const OPERATIONS_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 2,
    daysAgo: 9,
    zh: {
      title: '平台系统维护通知',
      introduce: '本周六凌晨 02:00 至 06:00（北京时间）进行系统维护，期间暂停报告提交。',
      lead: ['为提升服务稳定性，守线众测将于本周六凌晨 02:00 至 06:00（北京时间）进行数据库与网络设备维护。'],
      points: ['维护期间无法登录、提交漏洞报告和发布项目；', '已保存的报告草稿不受影响，维护结束后可继续编辑；', '项目截止时间恰逢维护窗口的，平台将顺延 4 小时。'],
      closing: '维护进展将通过<a href="/announcement">平台公告</a>发布，给您带来的不便敬请谅解。',
    },
    en: {
      title: 'Scheduled maintenance',
      introduce: 'Maintenance runs this Saturday from 02:00 to 06:00 (Beijing time); report submission pauses meanwhile.',
      lead: ['To keep the service stable, Wardline will maintain its database and network equipment this Saturday from 02:00 to 06:00 (Beijing time).'],
      points: ['Signing in, submitting reports and publishing projects are unavailable during the window;', 'Saved report drafts are safe and can be edited again afterwards;', 'Projects whose deadline falls inside the window get four extra hours.'],
      closing: 'Progress will be posted under <a href="/announcement">announcements</a>. We apologise for the inconvenience.',
    },
  },
  {
    type: 2,
    daysAgo: 31,
    zh: {
      title: '奖金结算周期调整为每周一次',
      introduce: '自本月起，已确认漏洞的奖金改为每周结算，到账时间进一步缩短。',
      lead: ['感谢各位白帽子的支持。为让奖金更快到账，平台调整了结算安排。'],
      points: ['每周一结算上一周进入待支付状态的漏洞奖金；', '奖金为税后金额，个人所得税由平台依法代扣代缴；', '请确认已完成可信认证且银行卡信息准确，否则结算将顺延。'],
      closing: '可在<a href="/register/trustedAuthentication">可信认证</a>页面检查您的收款信息。',
    },
    en: {
      title: 'Bounties now settled every week',
      introduce: 'From this month, bounties for confirmed reports are settled weekly, so they arrive sooner.',
      lead: ['Thank you for your support. To pay bounties faster we have changed how settlement runs.'],
      points: ['Every Monday we settle the bounties of reports that became payable the week before;', 'Bounties are paid after tax: the platform withholds personal income tax as the law requires;', 'Make sure trusted authentication is complete and your bank details are correct, or settlement is postponed.'],
      closing: 'Check your payment details on the <a href="/register/trustedAuthentication">trusted authentication</a> page.',
    },
  },
  {
    type: 2,
    daysAgo: 63,
    zh: {
      title: '安全响应中心（SRC）项目正式上线',
      introduce: '企业可发布长期开放的 SRC 项目，接收白帽子提交的漏洞并统一响应。',
      lead: ['继众测项目之后，守线众测正式支持安全响应中心（SRC）类型的项目。'],
      points: ['SRC 项目不设奖金池，也不收取服务费；', '单个 SRC 项目周期最长 30 天，到期后可再次发布；', '白帽子提交的有效漏洞同样计入积分和排行榜。'],
      closing: '企业用户可在<a href="/companyservice/bugbounty">企业服务</a>页面了解详情并提交咨询。',
    },
    en: {
      title: 'Security response centre (SRC) projects are live',
      introduce: 'Companies can now open SRC projects to receive and answer researchers’ reports in one place.',
      lead: ['Besides bug bounty projects, Wardline now supports security response centre (SRC) projects.'],
      points: ['SRC projects have no reward pool and no service fee;', 'An SRC project runs for at most 30 days and can be published again afterwards;', 'Valid reports to SRC projects still count towards points and leaderboards.'],
      closing: 'Companies can learn more and get in touch on the <a href="/companyservice/bugbounty">company services</a> page.',
    },
  },
  {
    type: 2,
    daysAgo: 91,
    ordered: true,
    zh: {
      title: '实名认证与可信认证流程优化',
      introduce: '认证流程合并为三步，审核时间缩短至一个工作日内。',
      lead: ['为减少白帽子的等待时间，我们优化了认证流程：'],
      points: ['在账户中心填写姓名与身份证号，上传证件正反面照片；', '填写开户行、银行卡号与预留手机号，完成可信认证；', '平台在一个工作日内完成审核，结果通过消息中心通知。'],
      closing: '立即前往<a href="/register/trustedAuthentication">可信认证</a>。',
    },
    en: {
      title: 'Faster real-name and trusted authentication',
      introduce: 'Authentication now takes three steps, and review finishes within one working day.',
      lead: ['To shorten the wait, authentication now works like this:'],
      points: ['In the account centre, enter your name and ID number and upload both sides of your ID card;', 'Enter your bank, card number and the phone registered with it to complete trusted authentication;', 'We review within one working day and tell you the result in the message centre.'],
      closing: 'Go to <a href="/register/trustedAuthentication">trusted authentication</a> now.',
    },
  },
  {
    type: 2,
    daysAgo: 128,
    zh: {
      title: '消息中心新增通知设置',
      introduce: '可按渠道和内容订阅通知，重要提醒不再错过。',
      lead: ['消息中心现已支持个性化通知设置。'],
      points: ['可分别开启或关闭短信、邮件通知；', '可选择接收中文或英文通知；', '可订阅漏洞申诉期提醒等业务通知。'],
      closing: '前往<a href="/userCenter/news">消息中心</a>点击“通知设置”即可配置。',
    },
    en: {
      title: 'Notification settings in the message centre',
      introduce: 'Choose the channels and topics you are notified about, so important reminders are never missed.',
      lead: ['The message centre now lets you tailor your notifications.'],
      points: ['Turn SMS and email notifications on or off separately;', 'Receive notifications in Chinese or English;', 'Subscribe to reminders such as the appeal window of your reports.'],
      closing: 'Open the <a href="/userCenter/news">message centre</a> and choose Notification settings.',
    },
  },
  {
    type: 2,
    daysAgo: 140,
    zh: {
      title: '谨防冒充平台工作人员的诈骗',
      introduce: '平台不会以任何理由索要验证码、密码或要求转账，请提高警惕。',
      lead: ['近期有不法分子冒充平台工作人员，以“奖金审核”“账户异常”为由实施诈骗。请注意：'],
      points: ['平台工作人员不会索要短信验证码和登录密码；', '奖金只会支付到您本人认证的银行卡，不需要预先缴纳任何费用；', '平台通知只通过站内消息、官方短信与邮件发送。'],
      closing: '如遇可疑情况，请通过<a href="/companyservice/bugbounty">联系我们</a>页面的电话核实。',
    },
    en: {
      title: 'Beware of people posing as our staff',
      introduce: 'We never ask for codes or passwords, or for money to be sent, for any reason.',
      lead: ['Fraudsters have recently posed as Wardline staff, citing “bounty review” or “account problems”. Please remember:'],
      points: ['Our staff never ask for your SMS codes or password;', 'Bounties are paid only to your own authenticated bank card and never require a fee in advance;', 'We notify you only through the message centre and our official SMS and email.'],
      closing: 'If something looks suspicious, call the number on the <a href="/companyservice/bugbounty">contact us</a> page.',
    },
  },
];
