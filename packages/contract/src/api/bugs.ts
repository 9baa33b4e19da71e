import { declareCalls } from './define-call';
import type { adminBugsSchemas, bugsSchemas, srcBugsSchemas } from './bugs.schemas';

const tag = 'bugs';

/**
 * Vulnerability reports (spec 001 §2–4, §7; spec 002 §2.4–2.5, §7; BRIEF §4; issue 9). Ids
 * are public ids. Who may do what to which report is the bugs policy's
 * (`domains/bugs/bugs-policy.ts`); `access` here is only "signed in or not". A hacker reads
 * only their own reports, a company only its projects' reports once triage has passed them
 * on; another party's id is answered like an unknown one.
 */
export const bugsApi = declareCalls<typeof bugsSchemas>()({
  categories: {
    method: 'GET',
    path: '/bugcategory',
    access: 'public',
    tag,
    summary: 'Vulnerability types: a taxonomy with CWE ids, named in the caller’s language.',
    publicCache: true,
  },
  repairTemplate: {
    method: 'GET',
    path: '/repairTemplate',
    access: 'user',
    tag,
    summary: 'The repair-suggestion template (HTML) of one vulnerability type (`id`: a /bugcategory id), in the caller’s language.',
  },
  submit: {
    method: 'POST',
    path: '/hacker/submitBug',
    access: 'user',
    tag,
    summary:
      'Submits a report: only a hacker whose operation on the project is `submission` while it is `doing`. Behind the image captcha ' +
      '(`photoCode` answer, `code` token), a per-hacker daily cap per project, rich text sanitised by the allow-list. ' +
      'Answers the receipt: number, first-seen time, SHA-256 digest chained to the project’s previous report.',
    success: 'bugSubmitted',
  },
  update: {
    method: 'POST',
    path: '/perfectHole',
    access: 'user',
    tag,
    summary: 'The reporter updates a report turned back to them (`isTurn` 1): it returns to triage, the previous version is kept.',
    success: 'bugUpdated',
  },
  detail: {
    method: 'GET',
    path: '/bugdetail',
    access: 'user',
    tag,
    summary: 'Every field of the report, its receipt, history, clocks and the actions the caller may take now.',
  },
  projectList: {
    method: 'GET',
    path: '/bugList',
    access: 'user',
    tag,
    summary: 'One project’s reports, 10 per page, by status, title and number: the owner company’s (past triage), or a participating hacker’s own.',
  },
  myList: {
    method: 'POST',
    path: '/buglistofproject',
    access: 'user',
    tag,
    summary: 'The caller’s reports across projects: a hacker’s own (my bugs), or a company’s projects’ reports past triage (optionally one project).',
  },
  confirmGrade: {
    method: 'POST',
    path: '/confirmbuggrade',
    access: 'user',
    tag,
    summary:
      'The company confirms the grade (a level of the project or `waitperfect`), final once confirmed; `content` (the reason) is required when it differs ' +
      'from the audit grade. Opens the three-day appeal window.',
    success: 'bugGradeConfirmed',
  },
  turnBack: {
    method: 'GET',
    path: '/turntoaudit',
    access: 'user',
    tag,
    summary: 'The company turns a report in confirmation back to the hacker for changes (once, `isTurn` 0), with a reason the hacker reads.',
    success: 'bugTurnedBack',
  },
  recheck: {
    method: 'POST',
    path: '/recheckHole',
    access: 'user',
    tag,
    summary: 'The company asks for a retest of its fix of a closed report (`recheck`); staff record `pass` or `restore`.',
    success: 'bugRecheckRequested',
  },
  appeal: {
    method: 'POST',
    path: '/bugappeal',
    access: 'user',
    tag,
    summary: 'The reporter appeals the confirmed grade once, inside the three-day window, with a reason: `arbitrationing`.',
    success: 'bugAppealed',
  },
  comments: {
    method: 'GET',
    path: '/commentlist',
    access: 'user',
    tag,
    summary: 'The report’s comments, oldest first, for those whose `readCommentRight` holds.',
  },
  addComment: {
    method: 'POST',
    path: '/addcomment',
    access: 'user',
    tag,
    summary: 'Adds a comment (never empty) for those whose `commentRight` holds; the other parties are notified.',
    success: 'commentAdded',
  },
  exportReport: {
    method: 'GET',
    path: '/loadfile',
    access: 'user',
    tag,
    summary: 'The owner company’s report of a project (`id`: the project) as an xlsx document: every field of every report past triage, headers in the caller’s language.',
    answer: 'file',
  },
});

/**
 * The SRC routes (spec 001/002 §7: payloads not shown; designed here). Reports of security
 * response centre projects, where no money moves: the owner company claims a report,
 * confirms it (grade and reason, as /confirmbuggrade) and confirms the repair.
 */
export const srcBugsApi = declareCalls<typeof srcBugsSchemas>()({
  page: { method: 'POST', path: '/src/bug/page', access: 'user', tag, summary: 'The company’s SRC reports past triage, 10 per page, by status, project and claim (`all`, `unclaimed`, `mine`).' },
  news: { method: 'GET', path: '/src/bug/getNewsList', access: 'user', tag, summary: 'The latest changes on the company’s SRC reports (newest first, at most 20).' },
  detail: { method: 'POST', path: '/src/bug/detail', access: 'user', tag, summary: 'One SRC report, as GET /bugdetail.' },
  claim: { method: 'POST', path: '/src/bug/claim', access: 'user', tag, summary: 'The company claims an unclaimed SRC report (no state change; the claim is recorded).', success: 'bugClaimed' },
  confirm: { method: 'POST', path: '/src/bug/confirm', access: 'user', tag, summary: 'Confirms a claimed SRC report’s grade, as /confirmbuggrade.', success: 'bugGradeConfirmed' },
  confirmRepair: { method: 'POST', path: '/src/bug/confirmRepair', access: 'user', tag, summary: 'Confirms the repair of a closed SRC report: `pass`.', success: 'bugRepairConfirmed' },
  mine: { method: 'POST', path: '/src/bug/mine/page', access: 'user', tag, summary: 'The SRC reports the caller claimed, 10 per page; for a hacker, their own SRC reports.' },
});

/** The console's report calls (BRIEF §3: plain REST under /admin), by permission: triage or arbitration. */
export const adminBugsApi = declareCalls<typeof adminBugsSchemas>()({
  list: {
    method: 'GET',
    path: '/admin/bugs',
    // Triage or arbitration staff: a call declares one permission, so the queue's policy checks either (admin-bug-queue.ts).
    access: 'staff',
    tag: 'admin-bugs',
    summary: 'Queues (`triage`: verifying, oldest first; `arbitration`; `overdue`: past an SLA threshold; `all`), with the time each has waited.',
  },
  detail: { method: 'GET', path: '/admin/bugs/:id', access: 'staff', tag: 'admin-bugs', summary: 'The report for staff: the project’s levels and scope, the hacker’s history, a duplicate’s reporter.' },
  accept: { method: 'POST', path: '/admin/bugs/:id/accept', access: { staff: 'triage' }, tag: 'admin-bugs', summary: 'Triage passes the report on with an audit grade and a reason: `confirming`.' },
  markRepeat: { method: 'POST', path: '/admin/bugs/:id/repeat', access: { staff: 'triage' }, tag: 'admin-bugs', summary: 'A duplicate of an earlier report (`duplicateOf`: its number), with a reason.' },
  ignore: { method: 'POST', path: '/admin/bugs/:id/ignore', access: { staff: 'triage' }, tag: 'admin-bugs', summary: 'Out of scope, with a reason.' },
  refuse: { method: 'POST', path: '/admin/bugs/:id/refuse', access: { staff: 'triage' }, tag: 'admin-bugs', summary: 'Refused, with a reason.' },
  turnBack: { method: 'POST', path: '/admin/bugs/:id/turn-back', access: { staff: 'triage' }, tag: 'admin-bugs', summary: 'Turned back to the hacker for more information (once), with a reason.' },
  arbitrate: { method: 'POST', path: '/admin/bugs/:id/arbitrate', access: { staff: 'arbitration' }, tag: 'admin-bugs', summary: 'Sets the final grade of an appealed report with a written decision both parties read: `paying` or `end`.' },
  recheckResult: { method: 'POST', path: '/admin/bugs/:id/recheck-result', access: { staff: 'triage' }, tag: 'admin-bugs', summary: 'Records a retest: `pass` or `restore`, with a reason.' },
});
