import { z } from 'zod';
import type { ValidationKey } from '../messages';
import { pageParam, publicIdSchema, sizeParam } from './common';
import { privateFileRefSchema } from './certification';
import { reasonSchema } from './admin';
import {
  currencySchema,
  difficultySchema,
  hallProjectStateSchema,
  projectOwnershipSchema,
  projectSortSchema,
  projectStateSchema,
  projectSubTypeSchema,
  projectTypeOf,
  PROJECT_SORTS,
  type ProjectType,
} from '../enums/project';
import { enterStatusSchema, hackerProjectOperationSchema, joinStatusSchema, personTypeSchema, verifyTypeSchema } from '../enums/enrolment';
import { holeColorSchema } from '../enums/hole-level';
import {
  HIDDEN_PROGRESS,
  MY_PROJECT_PAGE_SIZE,
  PARTICIPANT_PAGE_SIZE,
  PERSON_LEVEL_RANGE,
  PROJECT_PAGE_SIZE,
  PROJECT_TEXT_LIMITS,
  RECOMMENDED_PROJECT_COUNT,
  RECOMMENDED_PROJECT_MAX,
  SRC_MAX_DURATION_MS,
  TESTER_COUNT,
  TESTER_COUNT_MAX,
  UNLIMITED_TESTERS,
} from '../constants/projects';
import { addHoleMoneyIssues, holeLevelListSchema, rewardPoolSchema } from '../validators/hole-level';

/**
 * Projects (spec 002 §3.1–3.3, §4, §5.1–5.3; spec 001 §2, §3, §7; BRIEF §4): the publish
 * and edit form, the hall, the detail, enrolment, participants, my projects, drafts and
 * the console's audit. The same schemas check the wizard in the browser and every call on
 * the server. Money is yuan with at most 2 decimals on the wire (numbers or strings in,
 * strings with 2 decimals out) and integer fen after parsing; ids are public ids.
 */

// ---------------------------------------------------------------- inputs

/** A `1/0` flag (spec 002 §3.1 sends booleans as 1/0); booleans and "1"/"0" are read too. */
export function flagSchema(defaultValue: 0 | 1) {
  return z
    .preprocess(
      (v) => (v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : v === undefined || v === null || v === '' ? defaultValue : v),
      z.literal([0, 1], { error: 'project.flag.invalid' }),
    )
    .optional()
    .transform((v) => v ?? defaultValue);
}

function requiredText(required: ValidationKey, tooLong: ValidationKey, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, tooLong);
}

/**
 * A moment of the project period: ISO 8601 with an offset (`2026-12-01T09:00:00+08:00`,
 * what the web sends) or the wizard's `YYYY-MM-DD HH:mm(:ss)`, read as China time.
 */
export const projectTimeSchema = z
  .string({ error: 'project.time.required' })
  .trim()
  .min(1, { error: 'project.time.required', abort: true })
  .transform((value, ctx) => {
    const local = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value);
    const text = local ? `${local[1]}T${local[2]}${local[3] ?? ':00'}+08:00` : value;
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(text);
    const date = new Date(text);
    if (!iso || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'project.time.format' });
      return z.NEVER;
    }
    return date;
  });

/** `testnumber`: a multiple of 5 from 0, or `unlimited` (null after parsing). */
export const testerCountSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.union(
    [
      z.literal(UNLIMITED_TESTERS).transform(() => null),
      z
        .number({ error: 'project.testnumber.required' })
        .int('project.testnumber.range')
        .min(TESTER_COUNT.min, 'project.testnumber.range')
        .max(TESTER_COUNT_MAX, 'project.testnumber.range')
        .refine((n) => n % TESTER_COUNT.step === 0, 'project.testnumber.range'),
    ],
    { error: 'project.testnumber.required' },
  ),
);

const personLevelInput = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: 'project.personlevel.range' }).int('project.personlevel.range').min(PERSON_LEVEL_RANGE.min, 'project.personlevel.range').max(PERSON_LEVEL_RANGE.max, 'project.personlevel.range'),
);

/** Any type other than bugbounty is the SRC (spec 002 §1). */
const projectTypeInput = z
  .string({ error: 'project.projectype.required' })
  .trim()
  .min(1, { error: 'project.projectype.required', abort: true })
  .transform((v): ProjectType => projectTypeOf(v));

/**
 * The fields of the publish and edit form (spec 002 §3.1), as sent. Values an SRC project
 * does not have (pool, fee, rewards, tester limits, VPN, hidden name) may be left out; if
 * sent, they must be the SRC's fixed ones (spec 002 §4).
 */
const projectFormFields = {
  companyname: requiredText('project.companyname.required', 'project.companyname.max', PROJECT_TEXT_LIMITS.companyname),
  projectype: projectTypeInput,
  projectSubType: projectSubTypeSchema.optional().transform((v) => v ?? 'web'),
  projectname: requiredText('project.projectname.required', 'project.projectname.max', PROJECT_TEXT_LIMITS.projectname),
  startime: projectTimeSchema,
  endtime: projectTimeSchema,
  /** Yuan after tax; fen after parsing. Left out (or 0) for SRC. */
  rewardpool: rewardPoolSchema.optional(),
  hiderewardpool: flagSchema(0),
  /** Hide the company's name from hackers. */
  privatemode: flagSchema(0),
  rewardtype: currencySchema.optional().transform((v) => v ?? 'rmb'),
  projectintroduce: requiredText('project.introduce.required', 'project.introduce.max', PROJECT_TEXT_LIMITS.projectintroduce),
  testrule: requiredText('project.testrule.required', 'project.testrule.max', PROJECT_TEXT_LIMITS.testrule),
  testrange: requiredText('project.testrange.required', 'project.testrange.max', PROJECT_TEXT_LIMITS.testrange),
  /** The caller's own upload (POST /portal/uploadprivatefile, field `projectAuthorizationFile`). */
  authorfile: privateFileRefSchema('project.authorfile.required'),
  holeList: holeLevelListSchema,
  /** Default 30 for bug bounty; SRC is always unlimited. */
  testnumber: testerCountSchema.optional(),
  verifytype: verifyTypeSchema.optional(),
  persontype: personTypeSchema.optional(),
  personlevel: personLevelInput.optional(),
  /** Platform triage of reports (value-added service). */
  bugAudit: flagSchema(0),
  vpn: flagSchema(0),
  vpnUserName: z.string().trim().max(PROJECT_TEXT_LIMITS.vpnUserName, 'project.vpn.max').optional(),
  vpnPassword: z.string().max(PROJECT_TEXT_LIMITS.vpnPassword, 'project.vpn.max').optional(),
  /** SMS alerts to the company on new reports. */
  smsnotice: flagSchema(0),
  /** Vulnerability re-testing after a fix. */
  retest: flagSchema(0),
  /** Step 3: the risk notice was read and agreed (must be 1). */
  agreeRisk: z.preprocess((v) => (v === true || v === '1' ? 1 : v), z.literal(1, { error: 'project.risk.required' })),
  /** The draft this publish came from (it is deleted once published). */
  draftId: publicIdSchema.optional(),
};

export type ProjectFormOutput = {
  companyname: string;
  projectype: ProjectType;
  projectSubType: z.output<typeof projectSubTypeSchema>;
  projectname: string;
  startime: Date;
  endtime: Date;
  /** Fen; 0 for SRC. */
  rewardpool: number;
  hiderewardpool: 0 | 1;
  privatemode: 0 | 1;
  rewardtype: z.output<typeof currencySchema>;
  projectintroduce: string;
  testrule: string;
  testrange: string;
  authorfile: string;
  /** holeMoney in fen. */
  holeList: z.output<typeof holeLevelListSchema>;
  /** null is unlimited. */
  testnumber: number | null;
  verifytype: 0 | 1;
  persontype: 0 | 1 | 2;
  personlevel: number;
  bugAudit: 0 | 1;
  vpn: 0 | 1;
  vpnUserName: string | null;
  vpnPassword: string | null;
  smsnotice: 0 | 1;
  retest: 0 | 1;
  draftId?: string;
};

type RawForm = z.output<z.ZodObject<typeof projectFormFields>>;

/**
 * The rules that need several fields (spec 002 §4, §5.1–5.2) and the SRC's fixed values.
 * "Start later than now" needs the server's clock: `checkProjectStart` does it.
 */
function checkForm(form: RawForm, ctx: z.RefinementCtx): void {
  if (form.endtime.getTime() <= form.startime.getTime()) ctx.addIssue({ code: 'custom', message: 'project.endtime.beforeStart', path: ['endtime'] });
  if (form.vpn === 1) {
    if (!form.vpnUserName) ctx.addIssue({ code: 'custom', message: 'project.vpnUserName.required', path: ['vpnUserName'] });
    if (!form.vpnPassword) ctx.addIssue({ code: 'custom', message: 'project.vpnPassword.required', path: ['vpnPassword'] });
  }
  if (form.projectype === 'bugbounty') {
    if (form.rewardpool === undefined) ctx.addIssue({ code: 'custom', message: 'rewardPool.required', path: ['rewardpool'] });
    else addHoleMoneyIssues(ctx, form.holeList, form.rewardpool);
    if (form.verifytype === undefined) ctx.addIssue({ code: 'custom', message: 'project.verifytype.required', path: ['verifytype'] });
    if (form.persontype === undefined || form.persontype === 0) ctx.addIssue({ code: 'custom', message: 'project.persontype.required', path: ['persontype'] });
    return;
  }
  const fixed = (path: string, ok: boolean) => {
    if (!ok) ctx.addIssue({ code: 'custom', message: 'project.src.fixed', path: [path] });
  };
  fixed('rewardpool', (form.rewardpool ?? 0) === 0);
  fixed('hiderewardpool', form.hiderewardpool === 0);
  fixed('privatemode', form.privatemode === 0);
  fixed('testnumber', form.testnumber === undefined || form.testnumber === null);
  fixed('personlevel', (form.personlevel ?? 0) === 0);
  fixed('persontype', (form.persontype ?? 0) === 0);
  fixed('bugAudit', form.bugAudit === 0);
  fixed('vpn', form.vpn === 0);
  form.holeList.forEach((level, i) => {
    if (level.holeMoney !== 0) ctx.addIssue({ code: 'custom', message: 'project.src.fixed', path: ['holeList', i, 'holeMoney'] });
  });
  if (form.endtime.getTime() - form.startime.getTime() > SRC_MAX_DURATION_MS) ctx.addIssue({ code: 'custom', message: 'project.src.duration', path: ['endtime'] });
}

function normaliseForm(form: RawForm): ProjectFormOutput {
  const src = form.projectype !== 'bugbounty';
  return {
    ...form,
    rewardpool: src ? 0 : (form.rewardpool ?? 0),
    testnumber: src ? null : form.testnumber === undefined ? TESTER_COUNT.default : form.testnumber,
    verifytype: form.verifytype ?? 0,
    persontype: src ? 0 : (form.persontype ?? 1),
    personlevel: src ? 0 : (form.personlevel ?? 0),
    vpnUserName: form.vpn === 1 ? (form.vpnUserName ?? null) : null,
    vpnPassword: form.vpn === 1 ? (form.vpnPassword ?? null) : null,
  };
}

/** POST /project/publish and /project/src/publish. */
export const projectPublishBody = z.object(projectFormFields).superRefine(checkForm).transform(normaliseForm);
export type ProjectPublishBody = z.input<typeof projectPublishBody>;

/** POST /project/updateprojectDetail and /project/updatesrcprojectDetail: the form and the project's id. */
export const projectUpdateBody = z
  .object({ ...projectFormFields, projectId: publicIdSchema })
  .superRefine(checkForm)
  .transform((form) => ({ ...normaliseForm(form), projectId: form.projectId }));
export type ProjectUpdateBody = z.input<typeof projectUpdateBody>;

/** "Start later than now" (spec 002 §5.1), checked with the server's clock. */
export function projectStartIssue(startime: Date, now: Date): ValidationKey | null {
  return startime.getTime() <= now.getTime() ? 'project.startime.past' : null;
}

/** Queries naming one project: `id` (detail, enrolment, participants) or `projectId` (edit, levels). */
export const projectIdQuery = z.object({ id: publicIdSchema });
export const projectIdAsProjectIdQuery = z.object({ projectId: publicIdSchema });
export const projectIdParams = z.object({ id: publicIdSchema });

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const searchParam = z.preprocess(emptyToUndefined, z.string().trim().max(PROJECT_TEXT_LIMITS.search, 'project.search.max').optional());

/** GET /project/getProjectList (spec 001 §7): the hall's filters; `lastPush` 1 latest, 3 highest bonus. */
export const projectListQuery = z.object({
  page: pageParam,
  size: sizeParam(PROJECT_PAGE_SIZE, 50),
  search: searchParam,
  lastPush: z.preprocess(emptyToUndefined, projectSortSchema.optional()).transform((v) => v ?? PROJECT_SORTS.latest),
  projectType: z.preprocess(emptyToUndefined, z.enum(['bugbounty', 'SecurityResponse'], { error: 'enum.invalid' }).optional()),
  projectSubType: z.preprocess(emptyToUndefined, projectSubTypeSchema.optional()),
  status: z.preprocess(emptyToUndefined, hallProjectStateSchema.optional()),
  /** Signed-in non-companies only; ignored for others. */
  joinStatus: z.preprocess(emptyToUndefined, joinStatusSchema.optional()),
  /** Companies only; ignored for others. */
  ownership: z.preprocess(emptyToUndefined, projectOwnershipSchema.optional()),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;

/** GET /project/getpersonalprojectList and /project/getMyProject (spec 001 §7). */
export const myProjectListQuery = z.object({
  page: pageParam,
  size: sizeParam(MY_PROJECT_PAGE_SIZE, 50),
  search: searchParam,
  projectType: z.preprocess(emptyToUndefined, z.enum(['bugbounty', 'SecurityResponse'], { error: 'enum.invalid' }).optional()),
  projectSubType: z.preprocess(emptyToUndefined, projectSubTypeSchema.optional()),
  status: z.preprocess(emptyToUndefined, projectStateSchema.optional()),
});
export type MyProjectListQuery = z.input<typeof myProjectListQuery>;

/** GET /project/fetchRecommendProjectList (designed): up to `size` projects the hacker may enrol in and is not in yet. */
export const recommendQuery = z.object({ size: sizeParam(RECOMMENDED_PROJECT_COUNT, RECOMMENDED_PROJECT_MAX) });

/** GET /project/getjoinperson: the project's id, page, size (spec 002 §7). */
export const participantListQuery = z.object({ id: publicIdSchema, page: pageParam, size: sizeParam(PARTICIPANT_PAGE_SIZE, 50) });

/**
 * POST /project/examinejoinperson: `id` is the participant's; the spec sends only that
 * (approval). Refusal is `enterstatus: 'refuse'` with the reason the hacker reads.
 */
export const examineParticipantBody = z
  .object({
    id: publicIdSchema,
    enterstatus: z.enum(['normal', 'refuse'], { error: 'enterstatus.invalid' }).optional().transform((v) => v ?? 'normal'),
    reason: z.preprocess(emptyToUndefined, reasonSchema.optional()),
  })
  .superRefine((body, ctx) => {
    if (body.enterstatus === 'refuse' && !body.reason) ctx.addIssue({ code: 'custom', message: 'reason.required', path: ['reason'] });
  });
export type ExamineParticipantBody = z.input<typeof examineParticipantBody>;

/** GET /project/downloadvpnfile?token=: the signed link from the detail. */
export const vpnFileQuery = z.object({ token: z.string({ error: 'invalid' }).trim().min(1, 'invalid').max(512, 'invalid') });

/** GET /project/downloadprojectfile: the template in the caller's language unless `lang` names one. */
export const authorizationTemplateQuery = z.object({ lang: z.preprocess(emptyToUndefined, z.enum(['zh', 'en'], { error: 'enum.invalid' }).optional()) });

/** The drafts calls name a draft by its public id. */
export const draftIdQuery = z.object({ id: publicIdSchema });

// ---------------------------------------------------------------- answers

/** Yuan with 2 decimals (`'1200.00'`), or `****` where the viewer may not see it. */
export const rewardText = z.string();
/** Percent of the pool paid out, 0–100, or `**` where hidden. */
export const progressValue = z.union([z.number().int().min(0).max(100), z.literal(HIDDEN_PROGRESS)]);

/** A hole level as shown (spec 002 §3.3): money in yuan, `****` until the viewer may see the bounty. */
export const holeLevelView = z.object({
  holeCode: z.string(),
  holeLevelName: z.string(),
  holeMoney: rewardText,
  holeDescription: z.string(),
  weight: z.number().int(),
  color: holeColorSchema,
});
export type HoleLevelView = z.infer<typeof holeLevelView>;

/** A project in the hall, my projects and the recommendations (spec 001 §3). */
export const projectCard = z.object({
  id: z.string(),
  name: z.string(),
  projectname: z.string(),
  projectype: z.enum(['bugbounty', 'SecurityResponse']),
  projectSubType: projectSubTypeSchema,
  /** 1 easy, 2 medium, 3 hard (answers carry plain literals: a preprocessing schema cannot encode). */
  difficultyFactor: z.literal([1, 2, 3]),
  /** The project's state; `status` carries the same (the spec uses both names). */
  states: projectStateSchema,
  status: projectStateSchema,
  startime: z.string(),
  endtime: z.string(),
  createtime: z.string(),
  /** Whole days until the end, 0 once it has passed. */
  surplus: z.number().int().nonnegative(),
  /** Places left; null when unlimited. `remainNumber` carries the same. */
  remainderNum: z.number().int().nonnegative().nullable(),
  remainNumber: z.number().int().nonnegative().nullable(),
  /** The cap of approved participants; null when unlimited. */
  testnumber: z.number().int().nonnegative().nullable(),
  progress: progressValue,
  lowriskreward: rewardText,
  highriskreward: rewardText,
  rewardpool: rewardText,
  /** What is left of the pool for reports still to come (`****` where the pool is hidden): 0 once the project stopped and the rest went back. */
  remainingBonus: rewardText,
  rewardtype: currencySchema,
  /** The company's name; null when it hides it (privatemode 1) from this viewer. */
  publisher: z.string().nullable(),
  privatemode: z.literal([0, 1]),
  hiderewardpool: z.literal([0, 1]),
  logo: z.string().nullable(),
  /** What this viewer may do (spec 001 §4); null for companies and staff. */
  operation: hackerProjectOperationSchema.nullable(),
  /** The viewer's enrolment: unApply, applying, apply; null for visitors, companies and staff. */
  joinStatus: joinStatusSchema.nullable(),
  /** The viewing company published it. */
  mySelfProject: z.boolean(),
});
export type ProjectCard = z.infer<typeof projectCard>;

/** GET /project/getProjectdetail and /project/getpersonalProjectdetail (spec 002 §2.2, 001 §3). */
export const projectDetail = projectCard.extend({
  publisher: z.string().nullable(),
  introduction: z.string(),
  testRange: z.string(),
  testRule: z.string(),
  holeList: z.array(holeLevelView),
  /** The viewer may see rewards: the owner, staff, or a participant whose enrolment is approved. */
  bountyVisible: z.boolean(),
  verifytype: z.literal([0, 1]),
  persontype: z.literal([0, 1, 2]),
  personlevel: z.number().int(),
  bugAudit: z.literal([0, 1]),
  smsnotice: z.literal([0, 1]),
  retest: z.literal([0, 1]),
  vpn: z.literal([0, 1]),
  /** Only for approved participants (and the owner); null otherwise. */
  vpnUserName: z.string().nullable(),
  vpnPassword: z.string().nullable(),
  /** A short-lived signed link to /project/downloadvpnfile, for approved participants; null otherwise. */
  vpnFileUrl: z.string().nullable(),
  /** The viewer's enrolment state, null when not enrolled. */
  enterstatus: enterStatusSchema.nullable(),
  /** The owner may edit now (unaudited or failed). */
  editable: z.boolean(),
  /** Staff's reason for a refusal (owner only), or null. */
  rejectReason: z.string().nullable(),
  /** Staff's reason for a pause (owner only), or null. */
  pauseReason: z.string().nullable(),
  /** The owner has reports waiting for its confirmation (false until reports exist). */
  unReviewHoleStatus: z.boolean(),
  /** The report export is available to the owner (1) or not (0). */
  down: z.literal([0, 1]),
  /** Tabs this viewer gets: participants (owner), vulnerability list (owner, or a hacker whose operation is submission). */
  tabs: z.object({ participants: z.boolean(), holes: z.boolean() }),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

/** A row of my projects: the card plus the company's audit reason or the hacker's enrolment. */
export const myProjectItem = projectCard.extend({
  enterstatus: enterStatusSchema.nullable(),
  rejectReason: z.string().nullable(),
  pauseReason: z.string().nullable(),
});
export type MyProjectItem = z.infer<typeof myProjectItem>;

/** GET /project/getupdateDetail: the form as the company left it, ready to prefill the wizard. */
export const projectEditForm = z.object({
  id: z.string(),
  states: projectStateSchema,
  rejectReason: z.string().nullable(),
  companyname: z.string(),
  projectype: z.enum(['bugbounty', 'SecurityResponse']),
  projectSubType: projectSubTypeSchema,
  projectname: z.string(),
  startime: z.string(),
  endtime: z.string(),
  rewardpool: z.string(),
  hiderewardpool: z.literal([0, 1]),
  privatemode: z.literal([0, 1]),
  rewardtype: currencySchema,
  projectintroduce: z.string(),
  testrule: z.string(),
  testrange: z.string(),
  authorfile: z.string(),
  holeList: z.array(holeLevelView),
  testnumber: z.union([z.number().int().nonnegative(), z.literal(UNLIMITED_TESTERS)]),
  verifytype: z.literal([0, 1]),
  persontype: z.literal([0, 1, 2]),
  personlevel: z.number().int(),
  bugAudit: z.literal([0, 1]),
  vpn: z.literal([0, 1]),
  vpnUserName: z.string().nullable(),
  vpnPassword: z.string().nullable(),
  smsnotice: z.literal([0, 1]),
  retest: z.literal([0, 1]),
});
export type ProjectEditForm = z.infer<typeof projectEditForm>;

/** A publish or update that succeeded: the project's id. */
export const projectSaved = z.object({ id: z.string(), states: projectStateSchema });

/**
 * `ret` of a refused publish or update (errcode ≠ 0): the draft the form was kept in (null
 * when nothing could be kept, e.g. the caller may not publish at all), and for a 400 the
 * fields at fault.
 */
export const projectPublishRefusal = z.object({
  draftId: z.string().nullable(),
  fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ProjectPublishRefusal = z.infer<typeof projectPublishRefusal>;

/** A kept draft in the company's list. */
export const projectDraftSummary = z.object({
  id: z.string(),
  projectname: z.string(),
  projectype: z.string(),
  /** The message the failed publish got. */
  errmsg: z.string(),
  /** The project the failed update was for, or null for a new project. */
  projectId: z.string().nullable(),
  savedAt: z.string(),
});
/** A draft with the form as sent (unchecked: it failed), to reopen in the wizard. */
export const projectDraftDetail = projectDraftSummary.extend({ form: z.record(z.string(), z.unknown()) });

/** POST /project/hacker/signProject answer: the enrolment's state and the new operation. */
export const enrolmentResult = z.object({ enterstatus: enterStatusSchema, operation: hackerProjectOperationSchema });

/** A participant (spec 002 §3.5); `id` is the enrolment's public id, `level` 0–4, `rank` points. */
export const participantView = z.object({
  id: z.string(),
  personcard: z.string().nullable(),
  nickname: z.string(),
  level: z.number().int(),
  rank: z.number().int(),
  reputationValue: z.number().int(),
  userLabel: z.array(z.string()),
  enterstatus: enterStatusSchema,
  /** When the hacker enrolled. */
  createtime: z.string(),
  /** The company's reason for a refusal, or null. */
  reason: z.string().nullable(),
});
export type ParticipantView = z.infer<typeof participantView>;

export const examineParticipantResult = z.object({ id: z.string(), enterstatus: enterStatusSchema });

/** GET /tpLogin/getRedirectUrl/{id}: where the third-party project entrance leads. */
export const redirectUrlResult = z.object({ url: z.string() });

// ---------------------------------------------------------------- console (staff, project audit)

export const adminProjectListQuery = z.object({
  page: pageParam,
  size: sizeParam(20, 100),
  /** Default: the audit queue (unaudited, oldest first); any other state lists newest first. */
  state: z.preprocess(emptyToUndefined, projectStateSchema.optional()).transform((v) => v ?? 'unaudited'),
  projectType: z.preprocess(emptyToUndefined, z.enum(['bugbounty', 'SecurityResponse'], { error: 'enum.invalid' }).optional()),
  search: searchParam,
});

export const adminProjectSummary = z.object({
  id: z.string(),
  projectname: z.string(),
  projectype: z.enum(['bugbounty', 'SecurityResponse']),
  companyname: z.string(),
  states: projectStateSchema,
  rewardpool: z.string(),
  startime: z.string(),
  endtime: z.string(),
  /** When the company last sent it for review. */
  submittedAt: z.string(),
});

/** One move of a project's state, for the console's history. */
export const projectTransitionView = z.object({
  from: z.string().nullable(),
  to: z.string(),
  action: z.string(),
  /** The person who made it; null for the scheduler. */
  actor: z.string().nullable(),
  /** The job that made it (`projects.advance`), or null for a person. */
  job: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});

/** GET /admin/projects/{id}: everything the company entered, the authorisation file (a private-file reference), fees and history. */
export const adminProjectDetail = projectEditForm.extend({
  company: z.object({ id: z.string(), nickname: z.string() }),
  companyType: z.number().int(),
  serviceFee: z.string(),
  total: z.string(),
  difficultyFactor: z.literal([1, 2, 3]),
  pauseReason: z.string().nullable(),
  submittedAt: z.string(),
  createtime: z.string(),
  history: z.array(projectTransitionView),
});
export type AdminProjectDetail = z.infer<typeof adminProjectDetail>;

/** POST /admin/projects/{id}/approve: the difficulty shown on the card (default medium). */
export const adminApproveProjectBody = z.object({ difficultyFactor: z.preprocess(emptyToUndefined, difficultySchema.optional()) });

export const adminProjectDecision = z.object({
  id: z.string(),
  states: projectStateSchema,
  /** Approval of a bug bounty whose company's balance does not cover pool and fee: it waits in `audited` for funds (issue 10 §1). */
  waitingForFunds: z.boolean().optional(),
  /** What the balance lacks, in yuan, while it waits. */
  shortBy: z.string().optional(),
});
