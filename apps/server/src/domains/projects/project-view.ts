import { fenToYuan, HIDDEN_PROGRESS, HIDDEN_REWARD, type EnterStatus, type ProjectCard } from '@wardline/contract';
import { DAY } from '../../platform/clock';
import { hackerOperation, joinStatusOf, type OperationViewer } from './hacker-operation';
import { flag } from './project-form';
import type { ProjectRow } from './projects.tables';

/** The columns a card needs (the hall selects only these). */
export type CardRow = Pick<
  ProjectRow,
  | 'id'
  | 'publicId'
  | 'companyId'
  | 'state'
  | 'projectType'
  | 'subType'
  | 'companyName'
  | 'hideCompanyName'
  | 'name'
  | 'startAt'
  | 'endAt'
  | 'rewardPoolFen'
  | 'hideRewardPool'
  | 'currency'
  | 'paidFen'
  | 'lowRewardFen'
  | 'highRewardFen'
  | 'testerCap'
  | 'takenPlaces'
  | 'difficulty'
  | 'createdAt'
>;

/** Who looks at a card: the operation's viewer, plus what decides what they may see. */
export type CardViewer = OperationViewer & { userId?: number; staffAudit?: boolean };

export const isOwnerOf = (viewer: CardViewer, row: Pick<ProjectRow, 'companyId'>) =>
  viewer.kind === 'user' && viewer.usertype === 'company' && viewer.userId === row.companyId;

/** The viewer may see the money of a project: the owner, project-audit staff, an approved participant. */
export function seesBounty(viewer: CardViewer, row: Pick<ProjectRow, 'companyId'>, enrolment: EnterStatus | null): boolean {
  return isOwnerOf(viewer, row) || viewer.staffAudit === true || enrolment === 'normal';
}

/**
 * What is left of the pool for reports still to come: bounties leave it when a report reaches
 * `paying` (`paid_fen` follows the ledger's transfer), and what is left goes back to the company
 * when the project stops (issue 10 §1).
 */
export function remainingPoolFen(row: Pick<ProjectRow, 'state' | 'rewardPoolFen' | 'paidFen'>): number {
  return row.state === 'stop' ? 0 : Math.max(0, row.rewardPoolFen - row.paidFen);
}

/** Whole days left until the end, 0 once it has passed. */
export function daysLeft(endAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((endAt.getTime() - now.getTime()) / DAY));
}

/**
 * A project as the hall, my projects and the recommendations show it (spec 001 §2–3): a
 * hidden pool shows `**` progress and `****` rewards to everyone who may not see the bounty;
 * a hidden company name is null to everyone but its owner and staff.
 */
export function cardOf(row: CardRow, viewer: CardViewer, enrolment: EnterStatus | null, now: Date): ProjectCard {
  const hidden = row.hideRewardPool && !seesBounty(viewer, row, enrolment);
  const owner = isOwnerOf(viewer, row);
  const remaining = row.testerCap === null ? null : Math.max(0, row.testerCap - row.takenPlaces);
  const progress = row.rewardPoolFen > 0 ? Math.min(100, Math.floor((row.paidFen * 100) / row.rewardPoolFen)) : 0;
  return {
    id: row.publicId,
    name: row.name,
    projectname: row.name,
    projectype: row.projectType,
    projectSubType: row.subType,
    difficultyFactor: row.difficulty === 1 ? 1 : row.difficulty === 3 ? 3 : 2,
    states: row.state,
    status: row.state,
    startime: row.startAt.toISOString(),
    endtime: row.endAt.toISOString(),
    createtime: row.createdAt.toISOString(),
    surplus: daysLeft(row.endAt, now),
    remainderNum: remaining,
    remainNumber: remaining,
    testnumber: row.testerCap,
    progress: hidden ? HIDDEN_PROGRESS : progress,
    lowriskreward: hidden ? HIDDEN_REWARD : fenToYuan(row.lowRewardFen),
    highriskreward: hidden ? HIDDEN_REWARD : fenToYuan(row.highRewardFen),
    rewardpool: hidden ? HIDDEN_REWARD : fenToYuan(row.rewardPoolFen),
    remainingBonus: hidden ? HIDDEN_REWARD : fenToYuan(remainingPoolFen(row)),
    rewardtype: row.currency,
    publisher: row.hideCompanyName && !owner && viewer.staffAudit !== true ? null : row.companyName,
    privatemode: flag(row.hideCompanyName),
    hiderewardpool: flag(row.hideRewardPool),
    logo: null,
    operation: hackerOperation(viewer, row.state, enrolment),
    joinStatus: joinStatusOf(viewer, enrolment),
    mySelfProject: owner,
  };
}

/** The card's columns, for `select`. */
export function cardColumns<T extends Record<keyof CardRow, unknown>>(table: T): { [K in keyof CardRow]: T[K] } {
  const keys: (keyof CardRow)[] = [
    'id', 'publicId', 'companyId', 'state', 'projectType', 'subType', 'companyName', 'hideCompanyName', 'name', 'startAt', 'endAt', 'rewardPoolFen',
    'hideRewardPool', 'currency', 'paidFen', 'lowRewardFen', 'highRewardFen', 'testerCap', 'takenPlaces', 'difficulty', 'createdAt',
  ];
  return Object.fromEntries(keys.map((k) => [k, table[k]])) as { [K in keyof CardRow]: T[K] };
}
