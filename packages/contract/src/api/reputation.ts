import { declareCalls } from './define-call';
import type { adminRightsSchemas, reputationSchemas } from './reputation.schemas';

const tag = 'reputation';

/**
 * Points, levels and leaderboards (spec 001 §2, §3, §7; BRIEF §4). Points are rows issued when
 * a report reaches `end`; boards rank by the points of a China-time period, read from totals
 * kept per period by the database in the transaction that issues them.
 */
export const reputationApi = declareCalls<typeof reputationSchemas>()({
  rank: {
    method: 'POST',
    path: '/rank',
    access: 'public',
    tag,
    summary:
      'Personal leaderboard, top 10: radio empty all time, 1 month, 2 quarter, 3 year; startTime (ms) any instant of the period, China time, from 2019. ' +
      'Rows: ranking, userId, personcard, nickname, level (person level), rank (points), team, achievementList. mine: the signed-in caller’s own row when they have points in the period.',
  },
  teamRank: {
    method: 'POST',
    path: '/team/rank',
    access: 'public',
    tag,
    summary: 'Team leaderboard, top 10, by the points members earned for their team in the period (radio and startTime as /rank). mine: the caller’s team.',
  },
  myRights: {
    method: 'GET',
    path: '/user/rights',
    access: 'user',
    tag,
    summary: 'The caller’s rights level this year (from last year’s points), points this year and in all, ranks, and what the next rights and person levels need.',
  },
});

/** /admin/rights-levels: the yearly decisions of rights levels, and recomputing one on demand. */
export const adminRightsApi = declareCalls<typeof adminRightsSchemas>()({
  list: { method: 'GET', path: '/admin/rights-levels', access: { staff: 'userAdministration' }, tag: 'admin: rights levels', summary: 'Each year whose rights levels were decided, newest first, with how many hackers hold each level.' },
  recompute: {
    method: 'POST',
    path: '/admin/rights-levels/recompute',
    access: { staff: 'userAdministration' },
    tag: 'admin: rights levels',
    summary: 'Decides the rights levels of a year again from the points of the year before (after a correction); audited. The scheduler does it on 1 January.',
    success: 'rightsRecomputed',
  },
});
