import { APPEAL_WINDOW_DAYS, BUG_DETAIL_HINT, BUG_GRADING_TIME, FAVOURED_FIRST_ENROLLEES, MAX_CONCURRENT_PROJECTS, NO_VALID_BUG_PENALTY, POINTS_WEIGHT_CAP, RIGHTS_BENEFITS, TRUSTED_AUTH_REVIEW_WORKING_DAYS } from '@wardline/contract';
import type { HackerGuideContent } from './types';

export const hackerGuideZh: HackerGuideContent = {
  lead: [
    '欢迎加入守线众测。本指南介绍从报名项目到领取奖金的完整流程，以及写好一份漏洞报告的方法。开始测试前，请同时阅读《漏洞评级标准》和《用户服务协议》。',
  ],
  urlExamples: [
    { label: '大小写、默认端口与结尾斜杠', input: 'HTTPS://Shop.Example.COM:443/api/order/detail/?id=10086&type=1' },
    { label: '站点根地址', input: 'http://Admin.Example.com:8080/' },
    { label: '重复参数与页面锚点', input: 'https://m.example.com/user/profile?uid=7&uid=8&token=abc#top' },
  ],
  sections: [
    {
      id: 'process',
      title: '漏洞处理流程',
      blocks: [
        {
          steps: [
            { title: '提交漏洞', text: '在已参加的项目中提交漏洞报告。提交后可在“我的漏洞”中随时查看进度。' },
            { title: '平台审核', text: '平台安全工程师复现漏洞、排查重复并给出建议等级；信息不足的报告会退回补充。未开启平台审核的项目跳过此步。' },
            { title: '企业确认', text: '项目所属企业（需求方）确认漏洞的最终等级，或判定为不通过。' },
            { title: `${APPEAL_WINDOW_DAYS} 日申诉期`, text: `确认结果公布后 ${APPEAL_WINDOW_DAYS} 日内，您可以对等级提出申诉；期满未申诉的，确认结果生效。` },
            { title: '平台仲裁', text: '如您在申诉期内提出申诉，平台将听取双方意见后作出仲裁，仲裁结果为最终结果。' },
            { title: '奖金与积分', text: '奖金按确认或仲裁后的最终等级发放，一般于每月月底统一结算；奖金发放后，积分随之到账。' },
          ],
        },
      ],
    },
    {
      id: 'enrolment',
      title: '报名规则',
      blocks: [
        {
          list: [
            `同一时间最多可参加 ${MAX_CONCURRENT_PROJECTS} 个进行中的项目，项目结束后名额自动释放。`,
            `连续参加 ${NO_VALID_BUG_PENALTY.afterProjects} 个项目均未提交有效漏洞的，报名资格将顺延 ${NO_VALID_BUG_PENALTY.skippedProjects} 个项目：此后发布的 ${NO_VALID_BUG_PENALTY.skippedProjects} 个项目无法报名。`,
            `需要人工审核报名的项目，同等条件下优先通过前 ${FAVOURED_FIRST_ENROLLEES} 名报名者，请关注新项目公告，尽早报名。`,
            '项目可能要求实名认证、可信认证或一定的人员等级，请在报名前查看项目详情中的参与条件。',
          ],
        },
      ],
    },
    {
      id: 'certification',
      title: '实名认证与可信认证',
      blocks: [
        '实名认证用于确认您的身份，部分项目要求完成实名认证后才能报名。可信认证在实名认证的基础上核验您本人的银行卡，是领取奖金的前提。',
        `可信认证提交后，平台将在 ${TRUSTED_AUTH_REVIEW_WORKING_DAYS.min}–${TRUSTED_AUTH_REVIEW_WORKING_DAYS.max} 个工作日内完成审核，结果会通过站内消息通知您。证件号码和银行卡号加密保存，页面上只显示脱敏后的号码。`,
      ],
    },
    {
      id: 'grading',
      title: '审核与定级时效',
      blocks: [
        `漏洞定级最快 ${BUG_GRADING_TIME.fastestWorkingDays} 个工作日完成，最长不超过 ${BUG_GRADING_TIME.slowestMonths} 个月。复杂漏洞需要企业内部核实影响范围，耗时会相对较长；长时间没有进展的，您可以在漏洞详情页留言询问。`,
      ],
    },
    {
      id: 'rewards',
      title: '奖金与积分',
      blocks: [
        {
          list: [
            '奖金以企业确认或平台仲裁后的最终等级为准，按项目公示的奖励标准计算，以项目奖金池的剩余金额为上限。',
            '项目公示的奖励金额为税后金额，个人所得税由平台依法代扣代缴。',
            '奖金一般于每月月底统一结算，发放到您可信认证时绑定的本人银行卡。',
            `每个有效漏洞的积分等于其最终等级的权重，最高 ${POINTS_WEIGHT_CAP} 分；V2、V3 等级白帽子获得 ${RIGHTS_BENEFITS.V2.pointsMultiplier} 倍积分。积分决定您的年度等级和权益，详见“白帽权益”。`,
          ],
        },
      ],
    },
    {
      id: 'report',
      title: '如何写好一份漏洞报告',
      blocks: [
        '好的报告能让审核人员一次复现，缩短定级时间，也是申诉时最有力的依据。',
        { subheading: '标题' },
        '用一句话写清“在哪里、是什么漏洞、造成什么后果”，例如“订单详情接口水平越权，可查看任意用户的收货地址”。避免只写“发现一个高危漏洞”。',
        { subheading: '复现步骤' },
        {
          ordered: [
            '说明前置条件：所需的账号类型、权限、客户端版本或浏览器；',
            '逐步写出操作过程，附上完整的请求与响应（可删除无关的请求头）；',
            '标注关键参数和被修改的值，附截图或录屏；',
            '确认他人按您的步骤可以独立复现。',
          ],
        },
        { subheading: '危害说明' },
        `说明攻击者能做到什么、影响多少用户或数据，并对照《漏洞评级标准》写明自评等级的依据。证明数据泄露时只读取必要的最少记录（原则上不超过 ${BUG_DETAIL_HINT.dataSetsUpTo} 条），并对截图中的个人信息打码。`,
        { subheading: '修复建议' },
        '给出具体可行的修复方案，例如“在服务端校验订单归属于当前登录用户”，而不是笼统的“加强校验”。',
      ],
    },
    {
      id: 'url',
      title: '漏洞地址填写规范',
      blocks: [
        '为便于判断重复漏洞，漏洞地址须按统一格式填写；提交时系统也会自动整理为该格式：',
        {
          list: [
            '协议、域名和端口一律小写，默认端口（http 的 80、https 的 443）省略；',
            '路径以 `/` 开头，地址末尾不带 `/`；',
            '只保留参数名、不带参数值，重复的参数只写一次，页面锚点（`#` 之后的部分）不写；',
            '路径本身保持原样，不改变大小写和编码，因为它可能正是漏洞的一部分。',
          ],
        },
      ],
    },
  ],
};
