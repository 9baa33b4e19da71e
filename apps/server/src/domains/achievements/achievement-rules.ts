import { sql, type SQL } from 'drizzle-orm';

/**
 * The facts achievements are awarded on, as SQL over the records that hold them, for one
 * hacker (`facts`) or for everyone (`holders`): points issued for closed reports (valid and
 * critical ones), months finished in the monthly top 10, a team joined or created, trusted
 * authentication approved. One place, so evaluating one hacker and awarding a new definition
 * to everyone who already qualifies can never disagree.
 */
export function factsOf(userId: number): SQL {
  return sql`select
      (select count(*) from point_awards where user_id = ${userId})::int as "validReports",
      (select count(*) from point_awards where user_id = ${userId} and critical)::int as "criticalReports",
      (select count(*) from monthly_top_tens where user_id = ${userId})::int as "topTenMonths",
      (exists (select 1 from team_activities where user_id = ${userId} and kind in ('created', 'joined')))::int as "teamJoined",
      (exists (select 1 from trusted_authentications where user_id = ${userId} and state = 'approved'))::int as "trustedAuth"`;
}

export type Facts = { validReports: number; criticalReports: number; topTenMonths: number; teamJoined: number; trustedAuth: number };

/** Every hacker with their amount of one rule's fact (those with none are left out). */
export function holdersOf(rule: keyof Facts): SQL {
  switch (rule) {
    case 'validReports':
      return sql`select user_id, count(*)::int as amount from point_awards group by user_id`;
    case 'criticalReports':
      return sql`select user_id, count(*)::int as amount from point_awards where critical group by user_id`;
    case 'topTenMonths':
      return sql`select user_id, count(*)::int as amount from monthly_top_tens group by user_id`;
    case 'teamJoined':
      return sql`select distinct user_id, 1 as amount from team_activities where kind in ('created', 'joined')`;
    case 'trustedAuth':
      return sql`select distinct user_id, 1 as amount from trusted_authentications where state = 'approved'`;
  }
}

/** The percent of a target a fact reaches. */
export function progressOf(amount: number, target: number): number {
  return Math.min(100, Math.floor((amount * 100) / Math.max(1, target)));
}
