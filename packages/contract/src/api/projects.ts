import { declareCalls } from './define-call';
import type { adminProjectsSchemas, projectsSchemas } from './projects.schemas';

const tag = 'projects';

/**
 * Projects (spec 002 §2.1–2.3, §7; spec 001 §2, §7; spec 000 §4; BRIEF §4). Ids are public
 * ids; money is yuan on the wire. Who may do what to which project is the projects policy's
 * (`domains/projects/projects-policy.ts`); `access` here is only "signed in or not".
 */
export const projectsApi = declareCalls<typeof projectsSchemas>()({
  publish: {
    method: 'POST',
    path: '/project/publish',
    access: 'user',
    tag,
    summary:
      'Publishes a bug bounty project for review (unaudited). Certified, non-disabled companies only (spec 000 §4). ' +
      'A refused publish keeps the form as a server-side draft: the refusal’s ret carries draftId.',
    success: 'projectPublished',
  },
  publishSrc: {
    method: 'POST',
    path: '/project/src/publish',
    access: 'user',
    tag,
    summary: 'Publishes an SRC project (SecurityResponse: no pool, no fee, no rewards, at most 30 days); otherwise as /project/publish.',
    success: 'projectPublished',
  },
  update: {
    method: 'POST',
    path: '/project/updateprojectDetail',
    access: 'user',
    tag,
    summary: 'Edits the owner’s bug bounty project while unaudited or failed; a failed one goes back to review. A refusal keeps a draft.',
    success: 'projectUpdated',
  },
  updateSrc: {
    method: 'POST',
    path: '/project/updatesrcprojectDetail',
    access: 'user',
    tag,
    summary: 'Edits the owner’s SRC project while unaudited or failed; as /project/updateprojectDetail.',
    success: 'projectUpdated',
  },
  editForm: {
    method: 'GET',
    path: '/project/getupdateDetail',
    access: 'user',
    tag,
    summary: 'The owner’s project as a form (start, end, 1/0 flags, hole list, authorisation file reference, staff’s reason), to prefill the edit wizard.',
  },
  list: {
    method: 'GET',
    path: '/project/getProjectList',
    access: 'public',
    tag,
    summary:
      'The project hall (spec 001 §2): 10 per page, filters, sort (lastPush 1 latest, 3 highest bonus), search by name. ' +
      'Never lists unaudited, failed or paused projects of others. A visitor’s answer is cached (the same for every visitor).',
    publicCache: 'visitors',
  },
  detail: {
    method: 'GET',
    path: '/project/getProjectdetail',
    access: 'user',
    tag,
    summary:
      'A project (spec 002 §2.2). Another company gets 403 (no permission, no data); rewards are **** until the hacker’s enrolment is approved; VPN details and a signed VPN file link only for approved participants.',
  },
  personalDetail: {
    method: 'GET',
    path: '/project/getpersonalProjectdetail',
    access: 'user',
    tag,
    summary: 'The same as /project/getProjectdetail, opened from my projects (/userCenter/projectPage/detail/{id}).',
  },
  myProjects: {
    method: 'GET',
    path: '/project/getpersonalprojectList',
    access: 'user',
    tag,
    summary: 'My projects (spec 001 §7): a company’s published projects with their audit state and reason; a hacker’s enrolments. 10 per page.',
  },
  myProjectsAlias: { method: 'GET', path: '/project/getMyProject', access: 'user', tag, summary: 'The same as /project/getpersonalprojectList.' },
  recommend: {
    method: 'GET',
    path: '/project/fetchRecommendProjectList',
    access: 'user',
    tag,
    summary: 'Designed: up to `size` projects in apply or doing that the hacker is eligible for and not yet in, latest first.',
  },
  enrol: {
    method: 'GET',
    path: '/project/hacker/signProject',
    access: 'user',
    tag,
    summary:
      'Enrols the hacker (BRIEF §4): persontype, personlevel, at most five concurrent projects, places left, project in apply or doing. ' +
      'verifytype 0 approves at once, 1 waits for the company. A GET because the spec says so; it changes state.',
  },
  participants: {
    method: 'GET',
    path: '/project/getjoinperson',
    access: 'user',
    tag,
    summary: 'The owning company’s participants of a project (spec 002 §3.5), 10 per page.',
  },
  examineParticipant: {
    method: 'POST',
    path: '/project/examinejoinperson',
    access: 'user',
    tag,
    summary: 'The owning company approves (default) or refuses (enterstatus refuse, with a reason) a participant; the hacker is told. An approval takes a place with one conditional update.',
    success: 'reviewed',
  },
  authorizationTemplate: {
    method: 'GET',
    path: '/project/downloadprojectfile',
    access: 'public',
    tag,
    summary: 'The authorisation letter template (an RTF document: Word, WPS, LibreOffice) in the caller’s language, or `lang`.',
    answer: 'file',
  },
  vpnFile: {
    method: 'GET',
    path: '/project/downloadvpnfile',
    access: 'public',
    tag,
    summary: 'The VPN access file of a project, by the short-lived signed token of the detail’s vpnFileUrl (approved participants and the owner only).',
    answer: 'file',
  },
  holeTemplate: {
    method: 'GET',
    path: '/bug/template',
    access: 'user',
    tag,
    summary: 'The default hole levels of a new project (urgent 40 purple, high 30 red, middle 20 orange, low 10 blue) in the caller’s language, money 0.',
  },
  needHole: {
    method: 'GET',
    path: '/setHole/getNeedHole',
    access: 'user',
    tag,
    summary: 'The hole levels of a project, weight descending, for bug submission and the detail; money **** until the viewer may see rewards.',
  },
  holeLevels: {
    method: 'GET',
    path: '/setHole/getHoleLevel/:id',
    access: 'user',
    tag,
    summary: 'The same as /setHole/getNeedHole, by path.',
  },
  entranceRedirect: {
    method: 'GET',
    path: '/tpLogin/getRedirectUrl/:id',
    access: 'user',
    tag,
    summary: 'The third-party project entrance (spec 000 §4): the address to open in a new window; real-name certification required.',
  },
  drafts: {
    method: 'GET',
    path: '/project/draft/list',
    access: 'user',
    tag,
    summary: 'Designed: the company’s kept drafts (failed publishes and updates), newest first.',
  },
  draft: {
    method: 'GET',
    path: '/project/draft/detail',
    access: 'user',
    tag,
    summary: 'Designed: one kept draft with the form as it was sent, to reopen in the wizard.',
  },
  deleteDraft: {
    method: 'POST',
    path: '/project/draft/delete',
    access: 'user',
    tag,
    summary: 'Designed: discards one of the company’s drafts.',
    success: 'deleted',
  },
});

const adminTag = 'admin: projects';

/** /admin/projects: the audit queue and running projects (project audit permission). */
export const adminProjectsApi = declareCalls<typeof adminProjectsSchemas>()({
  list: {
    method: 'GET',
    path: '/admin/projects',
    access: { staff: 'projectAudit' },
    tag: adminTag,
    summary: 'Projects by state: the queue (state=unaudited, oldest first) or any other state (newest first); search by name or company.',
  },
  detail: {
    method: 'GET',
    path: '/admin/projects/:id',
    access: { staff: 'projectAudit' },
    tag: adminTag,
    summary: 'Everything the company entered, the authorisation file as a private-file reference (GET /findPrivateFile?ref=, staff only), fee, total and the state history.',
  },
  approve: {
    method: 'POST',
    path: '/admin/projects/:id/approve',
    access: { staff: 'projectAudit' },
    tag: adminTag,
    summary: 'Approves an unaudited project (audited; time then moves it to apply or doing); the company is told.',
    success: 'saved',
  },
  reject: {
    method: 'POST',
    path: '/admin/projects/:id/reject',
    access: { staff: 'projectAudit' },
    tag: adminTag,
    summary: 'Refuses an unaudited project (failed) with a reason the company reads; it may edit and publish again.',
    success: 'saved',
  },
  pause: {
    method: 'POST',
    path: '/admin/projects/:id/pause',
    access: { staff: 'projectAudit' },
    tag: adminTag,
    summary: 'Pauses a running project (audited, apply or doing) with a reason; the company and participants are told.',
    success: 'saved',
  },
  resume: {
    method: 'POST',
    path: '/admin/projects/:id/resume',
    access: { staff: 'projectAudit' },
    tag: adminTag,
    summary: 'Resumes a paused project into the state its times call for, with a reason; the company and participants are told.',
    success: 'saved',
  },
});
