import { z } from 'zod';
import { TEAM_ACTIVITY_PAGE_SIZE, TEAM_HALL_PAGE_SIZE, TEAM_HALL_PAGE_SIZES, TEAM_LIMITS } from '../constants/community';
import { teamApplicationResultSchema } from '../enums/community';
import { isPublicFileUrl } from './certification';
import { publicIdSchema } from './common';

const maxPageSize = TEAM_HALL_PAGE_SIZES[TEAM_HALL_PAGE_SIZES.length - 1]!;
const offsetSchema = z.coerce.number({ error: 'page.invalid' }).int('page.invalid').min(0, 'page.invalid').max(1_000_000, 'page.invalid').default(0);

/** POST /team/public (spec 001 §7): limit (12, 24, 48, 96, 120 or 192), offset, and a name to search for. */
export const teamHallBody = z.object({
  limit: z.coerce.number({ error: 'size.invalid' }).int('size.invalid').min(1, 'size.invalid').max(maxPageSize, 'size.invalid').default(TEAM_HALL_PAGE_SIZE),
  offset: offsetSchema,
  name: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: 'invalid' }).trim().max(TEAM_LIMITS.nameMax, 'team.name.max')),
});
export type TeamHallBody = z.input<typeof teamHallBody>;

/** A member's face on a card or in a list: the avatar, and the name for its fallback initial and its label. */
export const teamFace = z.object({ nickname: z.string(), logo: z.string().nullable() });

/**
 * A team hall card (spec 001 §3): `status` the viewer's relation (0 not joined, 1 applying,
 * 3 my team), `userLogos` the first four members (captains first), `memberCount` all of them (the card shows +n).
 */
export const teamHallItem = z.object({
  id: z.string(),
  name: z.string(),
  desc: z.string(),
  logo: z.string(),
  status: z.number().int(),
  userLogos: z.array(teamFace),
  memberCount: z.number().int(),
});
export type TeamHallItem = z.infer<typeof teamHallItem>;
export const teamHallResult = z.object({ list: z.array(teamHallItem), total: z.number().int() });
export type TeamHallResult = z.infer<typeof teamHallResult>;

const teamName = z.string({ error: 'team.name.required' }).trim().min(1, 'team.name.required').max(TEAM_LIMITS.nameMax, 'team.name.max');
const teamDesc = z.string({ error: 'team.desc.required' }).trim().min(1, 'team.desc.required').max(TEAM_LIMITS.descMax, 'team.desc.max');
const teamLogo = z
  .string({ error: 'team.logo.required' })
  .trim()
  .min(1, 'team.logo.required')
  .refine((v) => isPublicFileUrl(v), 'team.logo.invalid');

/** POST /team/add and /team/edit: name, logo (a public upload of /portal/uploadfile, png or jpg) and desc, all required (spec 001 §5). */
export const teamFormBody = z.object({ name: teamName, logo: teamLogo, desc: teamDesc });
export type TeamFormBody = z.input<typeof teamFormBody>;

/** POST /team/apply/join: teamId (the team's id from the hall) and an optional free-text reason. */
export const teamJoinBody = z.object({
  teamId: publicIdSchema.or(z.literal('')).refine((v) => v !== '', 'team.id.required'),
  remark: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string({ error: 'invalid' }).trim().max(TEAM_LIMITS.remarkMax, 'team.remark.max')),
});
export type TeamJoinBody = z.input<typeof teamJoinBody>;
export const teamIdBody = z.object({ teamId: publicIdSchema.or(z.literal('')).refine((v) => v !== '', 'team.id.required') });
export type TeamIdBody = z.input<typeof teamIdBody>;

/** POST /team/apply/confirm: id (the application's) and status, 3 approved or 2 rejected (spec 001 §4). */
export const teamApplyConfirmBody = z.object({
  id: publicIdSchema,
  status: z
    .unknown()
    .refine((v) => v !== undefined && v !== null && v !== '', 'team.applyResult.required')
    .pipe(teamApplicationResultSchema),
});
export type TeamApplyConfirmBody = z.input<typeof teamApplyConfirmBody>;

/** POST /team/member/captain: names a member (userId from the member table) captain as well. */
export const teamCaptainBody = z.object({ userId: publicIdSchema.or(z.literal('')).refine((v) => v !== '', 'team.member.required') });
export type TeamCaptainBody = z.input<typeof teamCaptainBody>;

/** A member row of my team (spec 001 §3): type 1 captain, level the person level, rank the points earned for the team. */
export const teamMember = z.object({
  userId: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  level: z.number().int(),
  rank: z.number().int(),
  joinTime: z.string(),
  logo: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

/**
 * GET /team/member: the caller's team (spec 001 §3 "Team (my team)"), or null outside a team.
 * `captain` says whether the caller is a captain; `ranking`/`rank` the team's place and points
 * of all time; `applyCount` the applications waiting (captains only, 0 for others).
 */
export const myTeam = z.object({
  id: z.string(),
  name: z.string(),
  desc: z.string(),
  logo: z.string(),
  captainName: z.string(),
  captain: z.boolean(),
  ranking: z.number().int().nullable(),
  rank: z.number().int(),
  applyCount: z.number().int(),
  members: z.array(teamMember),
});
export type MyTeam = z.infer<typeof myTeam>;

/** An application waiting for the captain (spec 001 §3: id, nickname, remark) with when and the face. */
export const teamApplication = z.object({ id: z.string(), nickname: z.string(), remark: z.string(), logo: z.string().nullable(), createTime: z.string() });
export type TeamApplication = z.infer<typeof teamApplication>;
export const teamApplicationList = z.object({ list: z.array(teamApplication), total: z.number().int() });

/** /team/rankDynamics and /team/memberDynamics: offset and limit (10 a scroll page). */
export const teamActivityBody = z.object({
  offset: offsetSchema,
  limit: z.coerce.number({ error: 'size.invalid' }).int('size.invalid').min(1, 'size.invalid').max(50, 'size.invalid').default(TEAM_ACTIVITY_PAGE_SIZE),
});
export type TeamActivityBody = z.input<typeof teamActivityBody>;
/** One line of team activity (spec 001 §3): when, who, and what, in the caller's language. */
export const teamActivity = z.object({ time: z.string(), userName: z.string(), content: z.string() });
export type TeamActivity = z.infer<typeof teamActivity>;
export const teamActivityList = z.object({ list: z.array(teamActivity), total: z.number().int() });
export type TeamActivityList = z.infer<typeof teamActivityList>;

/** GET /team/rule: the team point rules the hall's dialog shows, in the caller's language. */
export const teamRules = z.object({ rules: z.array(z.string()) });
export type TeamRules = z.infer<typeof teamRules>;
