import type { SeedAnnouncement } from './announcements';

/** Demo activities (type 1): hunts, courses, challenges and recruitment. */
export const ACTIVITY_ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    type: 1,
    daysAgo: 16,
    zh: {
      title: '限时漏洞挖掘季火热开启',
      introduce: '活动期间提交有效漏洞，可额外瓜分 10 万元活动奖池并解锁限定成就。',
      lead: ['限时漏洞挖掘季现已开启，为期四周，覆盖十余个众测项目。'],
      points: ['活动期间每个有效高危及以上漏洞可获得活动奖池分成；', '提交 3 个及以上有效漏洞的白帽子解锁“挖掘季猎手”成就；', '活动奖励在活动结束后两周内发放。'],
      closing: '前往<a href="/hackerservice/projectPage">项目大厅</a>查看参与活动的项目。',
    },
    en: {
      title: 'Bug Hunt Season is on',
      introduce: 'Valid findings during the hunt share an extra 100,000 yuan pool and unlock a limited achievement.',
      lead: ['Bug Hunt Season has started: four weeks across more than ten crowd-testing projects.'],
      points: ['Each valid finding of high severity or above during the hunt earns a share of the event pool;', 'Researchers with three or more valid findings unlock the Season Hunter achievement;', 'Event rewards are paid within two weeks after the hunt ends.'],
      closing: 'See the participating projects in the <a href="/hackerservice/projectPage">project hall</a>.',
    },
  },
  {
    type: 1,
    daysAgo: 38,
    ordered: true,
    zh: {
      title: '新人白帽成长计划招募中',
      introduce: '资深白帽一对一带教，帮助新人完成第一份有效报告。',
      lead: ['刚加入守线众测？成长计划将陪你走好第一步。'],
      points: ['完成注册与实名认证后报名；', '平台为你匹配一位资深白帽导师；', '在导师指导下参与新手友好项目，完成首份有效报告即可结业。'],
      closing: '报名前建议先阅读<a href="/about/hacker-guide">白帽子指南</a>。',
    },
    en: {
      title: 'Newcomer mentoring programme now open',
      introduce: 'Experienced researchers mentor newcomers one to one until their first valid report.',
      lead: ['New to Wardline? The mentoring programme helps you take your first steps.'],
      points: ['Sign up once registration and real-name authentication are done;', 'We pair you with an experienced researcher as your mentor;', 'Take part in beginner-friendly projects with your mentor’s help; your first valid report completes the programme.'],
      closing: 'We suggest reading the <a href="/about/hacker-guide">hacker guide</a> before you sign up.',
    },
  },
  {
    type: 1,
    daysAgo: 55,
    zh: {
      title: '线上公开课：业务逻辑漏洞挖掘实战',
      introduce: '本期公开课聚焦越权、支付与验证码逻辑缺陷，讲师现场演示。',
      lead: ['本期公开课由平台排行榜前十的白帽子主讲，面向所有注册用户免费开放。'],
      points: ['水平越权与垂直越权的识别方法；', '支付金额篡改与并发下单问题；', '验证码爆破、复用与绕过的常见成因。'],
      closing: '课程回放将在消息中心推送，也欢迎关注<a href="/hackerservice/leaderboard">排行榜</a>上的讲师。',
    },
    en: {
      title: 'Open class: finding business-logic flaws',
      introduce: 'This class covers access control, payment and verification-code flaws, with live demonstrations.',
      lead: ['This open class is taught by a top-ten researcher of our leaderboard and is free for every registered user.'],
      points: ['Spotting horizontal and vertical privilege escalation;', 'Tampered payment amounts and concurrent orders;', 'Why verification codes get brute-forced, reused or bypassed.'],
      closing: 'The recording will be sent to your message centre; meet the speakers on the <a href="/hackerservice/leaderboard">leaderboard</a>.',
    },
  },
  {
    type: 1,
    daysAgo: 72,
    zh: {
      title: '白帽团队挑战赛报名开启',
      introduce: '以团队为单位参加限时众测，团队总积分决定最终排名。',
      lead: ['团队挑战赛即将开赛，欢迎组队参加。'],
      points: ['每支队伍 2 至 5 人，队长负责报名；', '比赛期间团队成员的有效漏洞积分计入团队总分；', '前三名团队获得奖金与定制奖杯。'],
      closing: '还没有队伍？前往<a href="/hackerservice/hacker-team">白帽团队</a>创建或加入。',
    },
    en: {
      title: 'Team challenge registration is open',
      introduce: 'Compete as a team in a time-limited crowd test; the team’s total points decide the ranking.',
      lead: ['The team challenge starts soon: form a team and join in.'],
      points: ['Teams have 2 to 5 members; the captain registers the team;', 'Points from members’ valid reports during the challenge count towards the team total;', 'The top three teams win prize money and a trophy.'],
      closing: 'No team yet? Create or join one on the <a href="/hackerservice/hacker-team">hacker teams</a> page.',
    },
  },
  {
    type: 1,
    daysAgo: 102,
    zh: {
      title: '年度白帽榜单揭晓',
      introduce: '感谢每一位守护者，年度积分榜前列的白帽子将获得荣誉证书与专属权益。',
      lead: ['过去一年，白帽子们在平台共提交有效漏洞数万个，帮助上千家企业修复风险。'],
      points: ['年度积分榜前 50 名获得电子荣誉证书；', '前 10 名受邀参加年度安全沙龙；', '年度最佳报告奖授予报告质量最高的 5 份报告。'],
      closing: '完整名单请查看<a href="/hackerservice/leaderboard">排行榜</a>。',
    },
    en: {
      title: 'Researchers of the year announced',
      introduce: 'Thank you to every defender: the top of the annual leaderboard receive certificates and special rights.',
      lead: ['Last year researchers submitted tens of thousands of valid reports here, helping over a thousand companies fix their risks.'],
      points: ['The top 50 of the annual leaderboard receive an electronic certificate of honour;', 'The top 10 are invited to our annual security salon;', 'Best Report awards go to the five reports of the highest quality.'],
      closing: 'See the full list on the <a href="/hackerservice/leaderboard">leaderboard</a>.',
    },
  },
  {
    type: 1,
    daysAgo: 170,
    zh: {
      title: '重大活动网络安全保障白帽招募',
      introduce: '招募经验丰富的白帽子参与重大赛事期间的安全保障工作。',
      lead: ['守线众测长期参与重大体育赛事的网络安全保障。现面向平台白帽子招募保障队员。'],
      points: ['已完成实名认证，近一年有高危及以上有效漏洞；', '能够在赛事期间按排班参与值守；', '签署保密协议并遵守保障工作纪律。'],
      closing: '了解我们的保障历程，请访问<a href="/game">赛事保障</a>页面。',
    },
    en: {
      title: 'Researchers wanted for major-event security',
      introduce: 'We are recruiting experienced researchers to help secure a major sports event.',
      lead: ['Wardline has long helped secure major sports events. We are now recruiting researchers for the event security team.'],
      points: ['Real-name authenticated, with a valid high-severity finding in the past year;', 'Able to take scheduled watch shifts during the event;', 'Willing to sign a confidentiality agreement and follow the team’s rules.'],
      closing: 'See our track record on the <a href="/game">event security</a> page.',
    },
  },
];
