import { APPEAL_WINDOW_DAYS, HOME_CLAIMS, SERVICE_FEE_PERCENT, SRC_MAX_DURATION_DAYS } from '@wardline/contract';
import type { ServicePageContent } from './types';

const feeMultiplier = 1 + SERVICE_FEE_PERCENT / 100;
const examplePool = 100_000;
const wan = (yuan: number) => `${(yuan / 10_000).toLocaleString('zh-CN', { maximumFractionDigits: 2 })} 万元`;

export const bugbountyZh: ServicePageContent = {
  hero: {
    eyebrow: '企业服务 · 可信众测',
    title: '让经过审核的白帽子，为你的业务找出真实风险',
    subtitle: '可信众测汇聚实名认证的安全研究者，在你授权的范围内持续测试。平台逐份审核漏洞报告，你只为确认有效的漏洞付费，测试过程全程可控、可追溯。',
    highlights: [`${HOME_CLAIMS.hackers} 名注册白帽子`, `${HOME_CLAIMS.enterprises} 家企业的共同选择`, '只为有效漏洞付费'],
  },
  value: {
    lead: '用攻击者的视角检验你的系统，同时把风险、成本和过程都握在自己手里。',
    items: [
      { icon: 'crowd', title: '可信的测试人员', text: '参与者均完成实名认证，可要求可信认证和最低人员等级（初级至大师）；报名可设为人工审核，并限定参与人数。' },
      { icon: 'triage', title: '平台专业审核', text: '平台安全工程师逐份复现报告、排查重复并给出建议等级，你的团队只需处理有效漏洞，不被噪音淹没。' },
      { icon: 'coins', title: '按效果付费', text: '自行设定奖金池和各等级奖金，奖金只按确认后的最终等级发放，没有有效漏洞就没有奖金支出。' },
      { icon: 'audit', title: '过程可控可审计', text: '授权书、测试范围和时间窗口事先约定；可开启 VPN 接入与审计日志，测试流量全部留痕，白帽子签署保密承诺。' },
    ],
  },
  process: {
    lead: '从沟通需求到修复复测，平台项目经理全程跟进。',
    steps: [
      { title: '需求沟通', text: '明确测试目标、范围、时间窗口和奖励预算，准备测试授权书。' },
      { title: '发布项目', text: '在平台填写项目信息与漏洞等级，平台审核授权材料与测试规则后上线。' },
      { title: '招募与测试', text: '符合条件的白帽子报名参与，在授权范围内开展测试并提交报告。' },
      { title: '审核与确认', text: `平台审核后由你确认最终等级；白帽子有 ${APPEAL_WINDOW_DAYS} 日申诉期，有争议由平台仲裁。` },
      { title: '结算与复测', text: '按最终等级发放奖金；漏洞修复后可申请复测，确认风险已经关闭。' },
    ],
  },
  deliverables: {
    lead: '每个项目结束时，你将得到：',
    items: [
      { title: '逐条漏洞报告', text: '包含漏洞地址、复现步骤、危害分析和修复建议，可直接交给开发团队。' },
      { title: '项目总结报告', text: '漏洞等级与类型分布、受影响资产、参与情况和整体风险评价。' },
      { title: '复测结论', text: '对已修复漏洞的复测结果，确认每一项风险都已关闭。' },
      { title: '测试审计记录', text: '开启 VPN 审计的项目，可下载完整的测试日志，满足合规留档要求。' },
    ],
  },
  pricing: {
    lead: '费用由两部分组成，全部在项目发布时一次性托管，规则公开透明。',
    items: [
      { title: '奖金池', text: '由你设定，按确认后的最终等级向白帽子发放，单个漏洞奖金以奖金池剩余金额为上限。公示金额为税后金额，个人所得税由平台代扣代缴。' },
      { title: '平台服务费', text: `标准企业按奖金池的 ${SERVICE_FEE_PERCENT}% 支付，涵盖漏洞审核、仲裁、项目管理和结算服务，应付总额 = 奖金池 × ${feeMultiplier}。` },
      { title: 'SRC 托管', text: `安全应急响应中心（SRC）项目不设奖金池，平台不收取服务费，单个项目周期最长 ${SRC_MAX_DURATION_DAYS} 天。` },
    ],
    example: `示例：奖金池 ${wan(examplePool)}，服务费 ${wan(examplePool * SERVICE_FEE_PERCENT / 100)}，应付总额 ${wan(examplePool * feeMultiplier)}。`,
  },
  faq: [
    { question: '可信众测和传统渗透测试有什么不同？', answer: '渗透测试由固定的少数人员在约定工期内完成，按人天计费；可信众测由众多背景各异的白帽子同时测试，覆盖的思路更广，并且只为有效漏洞付费，更适合需要持续检验的互联网业务。' },
    { question: '各等级的奖金应该怎么设置？', answer: '新项目默认提供严重、高危、中危、低危四个等级，你可以调整名称、权重和奖金，也可以新增等级。建议参考同行业项目的奖励水平，奖金越有竞争力，越能吸引高水平的白帽子。' },
    { question: '如果项目没有发现漏洞，费用怎么算？', answer: '奖金只按有效漏洞发放。项目结算后奖金池的剩余部分，按你与平台签订的服务合同处理，可以退还，也可以用于后续项目。' },
    { question: '如何保证测试不影响线上业务？', answer: '测试前须提交授权书并明确范围；白帽子必须遵守“最小影响”原则，禁止拒绝服务攻击和破坏数据，违规者将被处罚并追究责任。你还可以要求所有测试流量经由平台 VPN，全程审计。' },
    { question: '漏洞信息会不会泄露？', answer: '漏洞报告只对你和平台审核人员可见。白帽子对漏洞信息负有保密义务，违约须支付违约金并退还奖金；平台对报告加密存储并严格控制访问权限。' },
  ],
};
