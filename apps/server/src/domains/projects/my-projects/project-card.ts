import { sql } from 'drizzle-orm';
import { fenToYuan, HIDDEN_PROGRESS, HIDDEN_REWARD, type EnterStatus, type JoinStatus, type ProjectCard } from '@wardline/contract';
import { users } from '../../identity/identity.tables';
import { projects, type ProjectRow } from '../projects.tables';
import { operationOf } from '../enrolment/enrolment-operation';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns a card needs (never the long texts), for `select(cardColumns)`. */
export const cardColumns = {
  id: projects.id,
  publicId: projects.publicId,
  companyId: projects.companyId,
  state: projects.state,
  projectType: projects.projectType,
  subType: projects.subType,
  difficulty: projects.difficulty,
  name: projects.name,
  companyName: projects.companyName,
  hideCompanyName: projects.hideCompanyName,
  startAt: projects.startAt,
  endAt: projects.endAt,
  createdAt: projects.createdAt,
  testerCap: projects.testerCap,
  takenPlaces: projects.takenPlaces,
  rewardPoolFen: projects.rewardPoolFen,
  hideRewardPool: projects.hideRewardPool,
  paidFen: projects.paidFen,
  lowRewardFen: projects.lowRewardFen,
  highRewardFen: projects.highRewardFen,
  currency: projects.currency,
  logo: sql<string | null>`(select ${users.logo} from ${users} where ${users.id} = ${projects.companyId})`,
};

export type CardRow = Pick<ProjectRow, Exclude<keyof typeof cardColumns, 'logo'>> & { logo: string | null };

/** Who looks at the card: the owner sees everything; a hacker's enrolment decides what else. */
export type CardViewer = { kind: 'company'; userId: number } | { kind: 'hacker'; enrolment: { state: EnterStatus } | null } | { kind: 'other' };

const JOIN_STATUS: Record<EnterStatus, JoinStatus> = { apply: 'applying', normal: 'apply', refuse: 'unApply' };

/**
 * A project as a card (spec 001 §3) for one viewer. A hidden pool (`hiderewardpool`) shows
 * `**` progress and `****` rewards to everyone but the owner and approved participants;
 * a hidden company name (`privatemode`) is null to everyone but the owner.
 */
export function toProjectCard(row: CardRow, viewer: CardViewer, now: Date): ProjectCard {
  const owner = viewer.kind === 'company' && viewer.userId === row.companyId;
  const approved = viewer.kind === 'hacker' && viewer.enrolment?.state === 'normal';
  const showMoney = !row.hideRewardPool || owner || approved;
  const remaining = row.testerCap === null ? null : Math.max(0, row.testerCap - row.takenPlaces);
  const progress = row.rewardPoolFen > 0 ? Math.min(100, Math.floor((row.paidFen * 100) / row.rewardPoolFen)) : 0;
  return {
    id: row.publicId,
    name: row.name,
    projectname: row.name,
    projectype: row.projectType,
    projectSubType: row.subType,
    difficultyFactor: row.difficulty as ProjectCard['difficultyFactor'],
    states: row.state,
    status: row.state,
    startime: row.startAt.toISOString(),
    endtime: row.endAt.toISOString(),
    createtime: row.createdAt.toISOString(),
    surplus: Math.max(0, Math.ceil((row.endAt.getTime() - now.getTime()) / DAY_MS)),
    remainderNum: remaining,
    remainNumber: remaining,
    testnumber: row.testerCap,
    progress: showMoney ? progress : HIDDEN_PROGRESS,
    lowriskreward: showMoney ? fenToYuan(row.lowRewardFen) : HIDDEN_REWARD,
    highriskreward: showMoney ? fenToYuan(row.highRewardFen) : HIDDEN_REWARD,
    rewardpool: showMoney ? fenToYuan(row.rewardPoolFen) : HIDDEN_REWARD,
    rewardtype: row.currency,
    publisher: row.hideCompanyName && !owner ? null : row.companyName,
    privatemode: row.hideCompanyName ? 1 : 0,
    hiderewardpool: row.hideRewardPool ? 1 : 0,
    logo: row.hideCompanyName && !owner ? null : row.logo,
    operation: viewer.kind === 'hacker' ? operationOf({ state: row.state }, viewer.enrolment) : null,
    joinStatus: viewer.kind === 'hacker' ? (viewer.enrolment ? JOIN_STATUS[viewer.enrolment.state] : 'unApply') : null,
    mySelfProject: owner,
  };
}
