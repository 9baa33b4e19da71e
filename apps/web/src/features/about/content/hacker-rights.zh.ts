import { DEFAULT_HOLE_LEVELS, NEW_ACCOUNT_GIFT_MIN_POINTS, POINTS_PER_GIFT_VOUCHER, POINTS_WEIGHT_CAP, pointsForReport, RIGHTS_BENEFITS, RIGHTS_THRESHOLDS } from '@wardline/contract';
import type { HackerRightsContent } from './types';

const defaultPoints = DEFAULT_HOLE_LEVELS.map((level) => pointsForReport(level.weight, 'V1'));
const boostedTop = pointsForReport(DEFAULT_HOLE_LEVELS[0]?.weight ?? POINTS_WEIGHT_CAP, 'V3');

export const hackerRightsZh: HackerRightsContent = {
  lead: [
    '白帽权益体系回馈持续、稳定的安全贡献。等级每年按上一自然年度获得的积分评定一次，等级越高，积分倍率、优先通行证和礼品兑换次数越多。',
  ],
  levelDescriptions: [
    '尚未获得过积分的账号。',
    '上一年度有积分记录，但不足以达到 V1。',
    '稳定提交有效漏洞的白帽子。',
    `活跃的中坚力量，获得 ${RIGHTS_BENEFITS.V2.pointsMultiplier} 倍积分。`,
    `平台最高等级，获得 ${RIGHTS_BENEFITS.V2.pointsMultiplier} 倍积分和最多的优先通行证。`,
  ],
  levelNotes: [
    `等级于每年 1 月 1 日按上一自然年度（1 月 1 日至 12 月 31 日）获得的积分重新评定：达到 ${RIGHTS_THRESHOLDS.V1}、${RIGHTS_THRESHOLDS.V2}、${RIGHTS_THRESHOLDS.V3} 分即晋升至 V1、V2、V3。`,
  ],
  benefitNotes: [
    `优先通行证和礼品兑换次数按自然年发放，当年有效，不可转让、不可累积到下一年。新人账号累计获得 ${NEW_ACCOUNT_GIFT_MIN_POINTS} 积分后方可兑换礼品。`,
  ],
  sections: [
    {
      id: 'promotion',
      title: '晋级与保级',
      blocks: [
        {
          list: [
            '**年度评定**：每年 1 月 1 日，平台按上一自然年度的积分为所有白帽子重新评定等级，新等级当即生效并持续一整年。',
            '**晋级**：上一年度积分达到更高等级的门槛，即晋升至该等级，不受原等级限制，可以跨级晋升。',
            '**保级**：想在下一年保持当前等级，需要在本年度再次达到该等级的积分门槛；未达到的，按本年度实际积分评定为相应等级。',
            '**新人**：首次获得积分后，自下一次年度评定起按上一年度积分定级。',
          ],
        },
      ],
    },
    {
      id: 'points',
      title: '积分获取',
      blocks: [
        {
          list: [
            `有效漏洞处理完毕、奖金发放后，按最终等级的权重获得积分，单个漏洞最高 ${POINTS_WEIGHT_CAP} 分。例如默认的严重、高危、中危、低危等级分别获得 ${defaultPoints.join('、')} 分。`,
            `V2、V3 等级白帽子获得 ${RIGHTS_BENEFITS.V2.pointsMultiplier} 倍积分，例如一个严重漏洞获得 ${boostedTop} 分。`,
            '安全应急响应中心（SRC）项目不发放奖金，但有效漏洞同样获得积分。',
            '重复、忽略、驳回或未通过的报告不获得积分；因违规被撤销有效认定的漏洞，已获积分将被扣除。',
          ],
        },
      ],
    },
    {
      id: 'gifts',
      title: '礼品兑换',
      blocks: [
        {
          list: [
            `每 ${POINTS_PER_GIFT_VOUCHER} 积分可兑换 1 张礼品兑换券，兑换券用于在积分商城兑换礼品。兑换券不影响等级评定：等级只看积分，兑换不会扣减年度积分。`,
            '每个等级每年可兑换礼品的次数不同，次数用完后需等到下一自然年。',
            `新人账号累计获得 ${NEW_ACCOUNT_GIFT_MIN_POINTS} 积分后，才可以进行首次礼品兑换。`,
          ],
        },
      ],
    },
    {
      id: 'priority-pass',
      title: '优先通行证',
      blocks: [
        `优先通行证用于名额有限或需要人工审核的项目：报名时使用一张，即可在同等条件下优先获得审核和参与名额。V1、V2、V3 每年分别获得 ${RIGHTS_BENEFITS.V1.priorityPasses}、${RIGHTS_BENEFITS.V2.priorityPasses}、${RIGHTS_BENEFITS.V3.priorityPasses} 张，每张限用一次；报名未通过的，通行证自动退回。`,
      ],
    },
  ],
};
