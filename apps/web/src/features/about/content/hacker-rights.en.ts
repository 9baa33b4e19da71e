import { DEFAULT_HOLE_LEVELS, NEW_ACCOUNT_GIFT_MIN_POINTS, POINTS_PER_GIFT_VOUCHER, POINTS_WEIGHT_CAP, pointsForReport, RIGHTS_BENEFITS, RIGHTS_THRESHOLDS } from '@wardline/contract';
import type { HackerRightsContent } from './types';

const defaultPoints = DEFAULT_HOLE_LEVELS.map((level) => pointsForReport(level.weight, 'V1'));
const boostedTop = pointsForReport(DEFAULT_HOLE_LEVELS[0]?.weight ?? POINTS_WEIGHT_CAP, 'V3');

export const hackerRightsEn: HackerRightsContent = {
  lead: [
    'Hacker rights reward steady, sustained contributions to security. Your level is set once a year from the points you earned in the previous calendar year; the higher the level, the more you get in point multipliers, priority passes and gift exchanges.',
  ],
  levelDescriptions: [
    'An account that has never earned points.',
    'Earned points last year, but not enough for V1.',
    'A regular contributor of valid reports.',
    `A core contributor, earning ${RIGHTS_BENEFITS.V2.pointsMultiplier}× points.`,
    `Our highest level, earning ${RIGHTS_BENEFITS.V2.pointsMultiplier}× points and the most priority passes.`,
  ],
  levelNotes: [
    `Levels are re-assessed every 1 January from the points earned in the previous calendar year (1 January to 31 December): reach ${RIGHTS_THRESHOLDS.V1}, ${RIGHTS_THRESHOLDS.V2} or ${RIGHTS_THRESHOLDS.V3} points to move up to V1, V2 or V3.`,
  ],
  benefitNotes: [
    `Priority passes and gift exchanges are granted per calendar year, expire at its end and cannot be transferred or carried over. A new account can exchange gifts once it has earned ${NEW_ACCOUNT_GIFT_MIN_POINTS} points.`,
  ],
  sections: [
    {
      id: 'promotion',
      title: 'Promotion and retention',
      blocks: [
        {
          list: [
            '**Yearly assessment**: every 1 January the Platform re-assesses every hacker’s level from their points in the previous calendar year. The new level applies at once and lasts the whole year.',
            '**Promotion**: reach the threshold of a higher level and you move up to it, whatever your current level — you can skip levels.',
            '**Retention**: to keep your level next year, reach its threshold again this year; otherwise you are placed at the level your points for this year earn.',
            '**New accounts**: after your first points, your level is set from the previous year’s points at the next yearly assessment.',
          ],
        },
      ],
    },
    {
      id: 'points',
      title: 'Earning points',
      blocks: [
        {
          list: [
            `Once a valid report is closed and its bounty paid, you earn points equal to the weight of its final level, up to ${POINTS_WEIGHT_CAP} per report. With the default levels, critical, high, medium and low earn ${defaultPoints.slice(0, -1).join(', ')} and ${defaultPoints.at(-1)} points.`,
            `At V2 and V3 you earn ${RIGHTS_BENEFITS.V2.pointsMultiplier}× points — ${boostedTop} for a critical report, for example.`,
            'Security response centre (SRC) projects pay no bounties, but valid reports there earn points just the same.',
            'Duplicate, ignored, refused and not-passed reports earn no points; points for a report whose validity is revoked for a breach of the rules are deducted.',
          ],
        },
      ],
    },
    {
      id: 'gifts',
      title: 'Gift exchange',
      blocks: [
        {
          list: [
            `Every ${POINTS_PER_GIFT_VOUCHER} points give you one gift voucher to spend in the points mall. Vouchers do not affect your level: levels count points only, and exchanging gifts never reduces your yearly points.`,
            'Each level allows a different number of gift exchanges per year; once they are used up, wait for the next calendar year.',
            `A new account can make its first gift exchange once it has earned ${NEW_ACCOUNT_GIFT_MIN_POINTS} points.`,
          ],
        },
      ],
    },
    {
      id: 'priority-pass',
      title: 'Priority passes',
      blocks: [
        `Priority passes help on projects with limited places or manual enrolment review: use one when you enrol and you are favoured, all else being equal, for review and a place. V1, V2 and V3 receive ${RIGHTS_BENEFITS.V1.priorityPasses}, ${RIGHTS_BENEFITS.V2.priorityPasses} and ${RIGHTS_BENEFITS.V3.priorityPasses} passes a year; each pass can be used once, and it is returned to you if your enrolment is not approved.`,
      ],
    },
  ],
};
