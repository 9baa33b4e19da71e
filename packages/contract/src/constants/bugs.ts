/** Vulnerability reports: lists, submission, triage and appeal (spec 001 §9, 002 §9, BRIEF §4). */

/** Page size of bug lists (a project's, my bugs). */
export const BUG_PAGE_SIZE = 10;

/** Reports one hacker may submit to one project per day (issue 9 §1, "against junk"); the 21st is refused with bugDailyCap. */
export const BUG_DAILY_CAP_PER_PROJECT = 20;

/** After the company confirms a grade, the hacker has three days to appeal. */
export const APPEAL_WINDOW_DAYS = 3;
export const APPEAL_WINDOW_MS = APPEAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** The submit form saves a draft in local storage, keyed by project id, this often. */
export const BUG_DRAFT_AUTOSAVE_MS = 15_000;
/** Local-storage key of a bug draft; one draft per project. */
export function bugDraftStorageKey(projectId: number | string): string {
  return `bugDraft:${projectId}`;
}

/** The check-code image of the submit form refreshes itself this often. */
export const CHECK_CODE_REFRESH_MS = 60_000;

/** Rich-text editor of reports: one image of at most 5 MB, uploads time out after 180 s. */
export const EDITOR_LIMITS = { maxImages: 1, maxImageBytes: 5 * 1024 * 1024, uploadTimeoutMs: 180_000 } as const;

/**
 * Lengths of report fields. The spec gives none; these bound what one report may store
 * (rich-text fields hold sanitised HTML, hence the larger bound).
 */
export const BUG_FIELD_LIMITS = {
  holetitle: 100,
  holeurl: 2048,
  judgeBasis: 2000,
  richText: 200_000,
  comment: 2000,
  confirmContent: 2000,
} as const;

/** Guide texts: grading takes at most a month, at best a working day; settlement is at month end. */
export const BUG_GRADING_TIME = { fastestWorkingDays: 1, slowestMonths: 1 } as const;

/** Bug detail hint: data leaks are graded by sets (up to 15, a few, over 500); vendors protect 3 to 5 per type. */
export const BUG_DETAIL_HINT = { dataSetsUpTo: 15, dataSetsMany: 500, vendorProtectionPerType: { min: 3, max: 5 } } as const;
