import { z } from 'zod';
import type { ValidationKey } from '../messages';
import { pageParam, publicIdSchema, sizeParam } from './common';
import { adminPageQuery, reasonSchema } from './admin';
import { captchaTokenSchema } from './identity';
import { imageCodeSchema } from '../validators/codes';
import { vulnerabilityUrlSchema } from '../validators/vulnerability-url';
import { foreignImagesIn, imageCountIn } from '../rich-text';
import { bugStatusFilterSchema, bugStatusSchema, BUG_PROGRESS_STEPS } from '../enums/bug';
import { holeColorSchema } from '../enums/hole-level';
import { userTypeSchema } from '../enums/user';
import { BUG_FIELD_LIMITS, BUG_PAGE_SIZE, EDITOR_LIMITS } from '../constants/bugs';

/**
 * Vulnerability reports (spec 001 §2–4, §7; spec 002 §2.4–2.5, §3.4, §5.4–5.5; BRIEF §4;
 * issue 9). The same schemas check the forms in the browser and every call on the server.
 * Ids on the wire are public ids (`id` of a report, `projectid` of its project); grades are
 * the project's hole codes (`urgent`… or `level-<weight>`) or `waitperfect`; money is yuan
 * strings; times are ISO strings.
 */

// ---------------------------------------------------------------- inputs

function requiredText(required: ValidationKey, tooLong: ValidationKey, max: number) {
  return z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, tooLong);
}

/** The visible text of an HTML fragment: an editor holding only empty paragraphs is empty (issue 9: "a report with an empty detail never reaches triage"). */
export function richTextIsEmpty(html: string): boolean {
  return html.replace(/<img\b[^>]*>/gi, 'x').replace(/<[^>]*>|&nbsp;|\s/g, '') === '';
}

/**
 * Rich text of a report (detail, repair suggestion): required, bounded, images only our uploads
 * and at most one (spec 001 §5 "Editor: one image at most", refused with a message naming the
 * field); the server sanitises it by the allow-list before storing.
 */
function richTextField(required: ValidationKey, tooManyImages: ValidationKey) {
  return z
    .string({ error: required })
    .max(BUG_FIELD_LIMITS.richText, 'bug.richText.max')
    .refine((html) => !richTextIsEmpty(html), { error: required, abort: true })
    .refine((html) => foreignImagesIn(html).length === 0, 'richText.foreignImage')
    .refine((html) => imageCountIn(html) <= EDITOR_LIMITS.maxImages, tooManyImages);
}

/** A CVSS 3.1 or 4.0 base vector (optional); the server computes the score from it, never trusting one sent. */
export const cvssVectorSchema = z
  .string()
  .trim()
  .max(200, 'bug.cvss.format')
  .regex(/^(CVSS:3\.1\/AV:[NALP]\/AC:[LH]\/PR:[NLH]\/UI:[NR]\/S:[UC]\/C:[NLH]\/I:[NLH]\/A:[NLH]|CVSS:4\.0\/[A-Za-z:/]+)$/, 'bug.cvss.format');

/** The report's fields (spec 001 §3 Bug, §5): what the hacker writes. */
export const bugFields = z.object({
  holetitle: requiredText('bug.holetitle.required', 'bug.holetitle.max', BUG_FIELD_LIMITS.holetitle),
  /** The self-rated grade: a hole code of the project's levels. */
  holeCode: z.string({ error: 'bug.holegrade.required' }).trim().min(1, 'bug.holegrade.required').max(40, 'bug.holegrade.required'),
  judgeBasis: requiredText('bug.judgeBasis.required', 'bug.judgeBasis.max', BUG_FIELD_LIMITS.judgeBasis),
  /** A `/bugcategory` id. */
  bugtype: z.string({ error: 'bug.bugtype.required' }).trim().min(1, 'bug.bugtype.required').max(40, 'bug.bugtype.required'),
  holeurl: vulnerabilityUrlSchema,
  holedescribe: requiredText('bug.holedescribe.required', 'bug.holedescribe.max', BUG_FIELD_LIMITS.judgeBasis),
  holedanger: requiredText('bug.holedanger.required', 'bug.holedanger.max', BUG_FIELD_LIMITS.judgeBasis),
  holedetail: richTextField('bug.holedetail.required', 'bug.holedetail.images'),
  repairpropose: richTextField('bug.repairpropose.required', 'bug.repairpropose.images'),
  cvssVector: cvssVectorSchema.optional().or(z.literal('').transform(() => undefined)),
});
export type BugFields = z.input<typeof bugFields>;

/**
 * POST /hacker/submitBug (spec 001 §7): the fields, the project, and the check code. The
 * captcha follows the platform's convention: `photoCode` the typed answer, `code` the token
 * of GET /imageCode.
 */
export const submitBugBody = bugFields.extend({
  projectid: publicIdSchema,
  photoCode: imageCodeSchema,
  code: captchaTokenSchema,
});
export type SubmitBugBody = z.input<typeof submitBugBody>;

/** POST /perfectHole: the hacker's update of a report turned back to them (`isTurn` 1); the previous version is kept. */
export const perfectBugBody = bugFields.extend({ id: publicIdSchema, photoCode: imageCodeSchema, code: captchaTokenSchema });
export type PerfectBugBody = z.input<typeof perfectBugBody>;

/** The receipt a submission answers with and the detail shows (issue 9 §1). */
export const bugReceipt = z.object({
  id: z.string(),
  holenumber: z.string(),
  /** The server's first-seen time. */
  firstSeenAt: z.string(),
  /** SHA-256 (hex) of the canonical content (bug-receipt.ts) chained to `prevDigest`. */
  digest: z.string(),
  /** The digest of the project's previous report, or null for its first. */
  prevDigest: z.string().nullable(),
  version: z.number().int(),
});
export type BugReceipt = z.infer<typeof bugReceipt>;

export const bugIdQuery = z.object({ id: publicIdSchema });
export const bugIdBody = z.object({ id: publicIdSchema });
export const holeIdQuery = z.object({ holeId: publicIdSchema, reason: reasonSchema });

/** GET /bugList (spec 002 §7): one project's reports, 10 per page. */
export const bugListQuery = z.object({
  projectId: publicIdSchema,
  page: pageParam,
  size: sizeParam(BUG_PAGE_SIZE, 50),
  status: bugStatusFilterSchema.optional(),
  holeTitle: z.string().trim().max(BUG_FIELD_LIMITS.holetitle, 'bug.holetitle.max').optional(),
  holeNumber: z.string().trim().max(40, 'invalid').optional(),
});
export type BugListQuery = z.input<typeof bugListQuery>;

/**
 * POST /buglistofproject (payload not shown in the spec; designed here): the caller's reports
 * across projects. A hacker: their own (my bugs, spec 001 §4); a company: its projects'
 * reports past triage, optionally of one project.
 */
export const myBugListBody = bugListQuery.extend({ projectId: publicIdSchema.optional() });
export type MyBugListBody = z.input<typeof myBugListBody>;

/** POST /confirmbuggrade (spec 002 §5.4): a level of the project or `waitperfect`; the reason is required when it differs from the audit grade. */
export const confirmGradeBody = z.object({
  bugId: publicIdSchema,
  grade: z.string({ error: 'bug.grade.required' }).trim().min(1, 'bug.grade.required').max(40, 'bug.grade.required'),
  content: z.string().trim().max(BUG_FIELD_LIMITS.confirmContent, 'bug.content.max').default(''),
});
export type ConfirmGradeBody = z.input<typeof confirmGradeBody>;

/** POST /bugappeal: once, inside the window, with a reason. */
export const appealBody = z.object({ id: publicIdSchema, content: requiredText('bug.appeal.required', 'bug.content.max', BUG_FIELD_LIMITS.confirmContent) });
/** POST /recheckHole: the company asks for a retest of the fix. */
export const recheckBody = z.object({ id: publicIdSchema, content: z.string().trim().max(BUG_FIELD_LIMITS.confirmContent, 'bug.content.max').default('') });

/** GET /commentlist, POST /addcomment (spec 001 §5: a comment must not be empty). */
export const commentListQuery = z.object({ id: publicIdSchema, page: pageParam, size: sizeParam(20, 100) });
export const addCommentBody = z.object({ id: publicIdSchema, content: requiredText('bug.comment.required', 'bug.comment.max', BUG_FIELD_LIMITS.comment) });
export type AddCommentBody = z.input<typeof addCommentBody>;

export const repairTemplateQuery = z.object({ id: z.string().trim().min(1, 'invalid').max(40, 'invalid') });
export const loadFileQuery = z.object({ id: publicIdSchema });

// ---------------------------------------------------------------- answers

/** A vulnerability type (GET /bugcategory): a real taxonomy with CWE ids, named in the caller's language. */
export const bugCategoryView = z.object({ id: z.string(), cwe: z.string().nullable(), name: z.string(), group: z.string() });
export type BugCategoryView = z.infer<typeof bugCategoryView>;
export const repairTemplateView = z.object({ id: z.string(), template: z.string() });

/** A grade as shown: the code, the level's name in the caller's language, its colour. */
export const gradeView = z.object({ code: z.string(), name: z.string(), color: holeColorSchema.nullable() });
export type GradeView = z.infer<typeof gradeView>;

/** A row of the bug lists (spec 002 §2.4, spec 001 §4). */
export const bugListItem = z.object({
  id: z.string(),
  holenumber: z.string(),
  holetitle: z.string(),
  projectid: z.string(),
  projectname: z.string(),
  holestatus: bugStatusSchema,
  holeGradeName: z.string(),
  /** The grade that counts now: arbitration's, else the company's, else triage's, else null. */
  currentGrade: gradeView.nullable(),
  createtime: z.string(),
  /** Milliseconds the report has waited in its present stage when that stage has an SLA clock, and whether it is past the project's threshold. */
  waitingMs: z.number().int().nullable(),
  overdue: z.boolean(),
});
export type BugListItem = z.infer<typeof bugListItem>;

/** What the caller may do with the report now: the buttons of the detail page (spec 001 §4). */
export const BUG_ACTIONS = ['update', 'appeal', 'confirm', 'turnBack', 'recheck', 'comment', 'claim', 'confirmRepair'] as const;
export const bugActionSchema = z.enum(BUG_ACTIONS);
export type BugAction = (typeof BUG_ACTIONS)[number];

/** One line of the report's history (BRIEF §4 "Reasons and records"). */
export const bugHistoryEntry = z.object({
  action: z.string(),
  from: bugStatusSchema,
  to: bugStatusSchema,
  at: z.string(),
  /** Who: `hacker`, `company`, `staff` or `platform` (a job); a staff member's name is never shown outside the console. */
  by: z.enum(['hacker', 'company', 'staff', 'platform']),
  reason: z.string().nullable(),
});
export type BugHistoryEntry = z.infer<typeof bugHistoryEntry>;

/** SLA clocks (issue 9 §5): time waited in triage and in confirmation, and whether past the project's threshold. */
export const bugClocks = z.object({
  triageMs: z.number().int().nullable(),
  triageOverdue: z.boolean(),
  confirmMs: z.number().int().nullable(),
  confirmOverdue: z.boolean(),
});

/** GET /bugdetail (spec 001 §3 Bug, every field, plus the receipt, history, clocks and buttons). */
export const bugDetail = z.object({
  id: z.string(),
  holenumber: z.string(),
  holetitle: z.string(),
  projectname: z.string(),
  projectid: z.string(),
  projectype: z.string(),
  bugtype: z.string(),
  bugtypeName: z.string(),
  cwe: z.string().nullable(),
  holegrade: z.string(),
  holeGradeName: z.string(),
  auditGradeName: z.string().nullable(),
  confirmGradeName: z.string().nullable(),
  endGradeName: z.string().nullable(),
  auditGrade: gradeView.nullable(),
  confirmGrade: gradeView.nullable(),
  endGrade: gradeView.nullable(),
  gradeReason: z.string().nullable(),
  holestatus: bugStatusSchema,
  createtime: z.string(),
  /** `confirmed` when the caller (the company) may confirm the grade now (spec 001 §4), else null. */
  operation: z.literal('confirmed').nullable(),
  isTurn: z.number().int(),
  readCommentRight: z.boolean(),
  commentRight: z.boolean(),
  /** Progress steps reached, 1 to 5 (submit, audit, confirm, bounty payment, points issuance). */
  timeProgress: z.number().int().min(1).max(BUG_PROGRESS_STEPS.length),
  holeurl: z.string(),
  holedescribe: z.string(),
  holedanger: z.string(),
  /** Sanitised HTML. */
  holedetail: z.string(),
  repairpropose: z.string(),
  judgeBasis: z.string(),
  cvssVector: z.string().nullable(),
  cvssScore: z.number().nullable(),
  reporterName: z.string(),
  /** The duplicate's original, when `repeat`: its number, grade and first-seen time (its reporter is named to staff only). */
  duplicateOf: z.object({ holenumber: z.string(), grade: gradeView.nullable(), firstSeenAt: z.string() }).nullable(),
  appealDeadline: z.string().nullable(),
  appealReason: z.string().nullable(),
  reward: z.string().nullable(),
  receipt: bugReceipt,
  history: z.array(bugHistoryEntry),
  clocks: bugClocks,
  actions: z.array(bugActionSchema),
  /** The levels a grade may be chosen from (the confirm dialog appends `waitperfect`). */
  levels: z.array(z.object({ holeCode: z.string(), holeLevelName: z.string(), color: holeColorSchema, weight: z.number().int(), holeMoney: z.string() })),
});
export type BugDetail = z.infer<typeof bugDetail>;

/** A comment (spec 001 §3 Comment). */
export const bugCommentView = z.object({
  id: z.string(),
  username: z.string(),
  personcard: z.string().nullable(),
  usertype: userTypeSchema.or(z.literal('staff')),
  content: z.string(),
  createtime: z.string(),
  /** The commenter's level grade (hackers), else null. */
  grade: z.number().int().nullable(),
  gradeName: z.string().nullable(),
});
export type BugCommentView = z.infer<typeof bugCommentView>;

/** The answer of a state change: the report's new status (the page reloads its detail). */
export const bugMoved = z.object({ id: z.string(), holestatus: bugStatusSchema, isTurn: z.number().int() });
export type BugMoved = z.infer<typeof bugMoved>;

// ---------------------------------------------------------------- SRC routes (designed here: spec gives no payloads)

export const srcBugPageBody = z.object({
  page: pageParam,
  size: sizeParam(BUG_PAGE_SIZE, 50),
  status: bugStatusFilterSchema.optional(),
  projectId: publicIdSchema.optional(),
  /** `unclaimed` lists reports no one has claimed yet. */
  claim: z.enum(['all', 'unclaimed', 'mine']).default('all'),
});
export const srcBugConfirmBody = confirmGradeBody.omit({ bugId: true }).extend({ id: publicIdSchema });
export const srcNewsItem = z.object({ id: z.string(), holenumber: z.string(), holetitle: z.string(), projectname: z.string(), holestatus: bugStatusSchema, at: z.string() });

// ---------------------------------------------------------------- console

export const ADMIN_BUG_QUEUES = ['triage', 'arbitration', 'overdue', 'all'] as const;
export const adminBugListQuery = adminPageQuery.extend({
  queue: z.enum(ADMIN_BUG_QUEUES).default('triage'),
  status: bugStatusSchema.optional(),
  search: z.string().trim().max(100, 'invalid').optional(),
});
export const adminBugSummary = bugListItem.extend({ reporterName: z.string(), companyName: z.string() });
export type AdminBugSummary = z.infer<typeof adminBugSummary>;
/** The staff view: the report, the project's levels and scope, the hacker's history. */
export const adminBugDetail = bugDetail.extend({
  testRange: z.string(),
  reporter: z.object({ id: z.string(), nickname: z.string(), reports: z.number().int(), valid: z.number().int(), duplicates: z.number().int() }),
  duplicateOfReporter: z.string().nullable(),
});
export type AdminBugDetail = z.infer<typeof adminBugDetail>;
export const adminAcceptBugBody = z.object({ grade: z.string().trim().min(1, 'bug.grade.required').max(40, 'bug.grade.required'), reason: reasonSchema });
export const adminRepeatBugBody = z.object({ duplicateOf: z.string().trim().min(1, 'bug.duplicateOf.required').max(40, 'bug.duplicateOf.required'), reason: reasonSchema });
export const adminRecheckResultBody = z.object({ passed: z.boolean(), reason: reasonSchema });
