/** Projects: the hall, the publish wizard, enrolment (spec 001 §9, 002 §5 and §9, BRIEF §4). */

/** Page sizes of the project hall, my projects and a project's participants. */
export const PROJECT_PAGE_SIZE = 10;
export const MY_PROJECT_PAGE_SIZE = 10;
export const PARTICIPANT_PAGE_SIZE = 10;

/** What the hall shows in place of values hidden until enrolment is approved. */
export const HIDDEN_PROGRESS = '**';
export const HIDDEN_REWARD = '****';

/** Reward pool in yuan: 0 to 999 999 999 with 2 decimals; `step` is only the input widget's. */
export const REWARD_POOL = { minYuan: 0, maxYuan: 999_999_999, decimals: 2, step: 5 } as const;

/** Hole levels of the wizard (spec 002 §5.1). `maxLevels` is decided here: more would not fit the confirm dialog. */
export const HOLE_LEVEL_LIMITS = { nameMax: 20, weightMin: 1, weightMax: 9999, descriptionMax: 2000, maxLevels: 20 } as const;

/** Testers of a bug bounty project (`testnumber`): minimum 0, step 5, default 30. */
export const TESTER_COUNT = { min: 0, step: 5, default: 30 } as const;

/** Person level a project may require: 0 (junior) to 4 (master). */
export const PERSON_LEVEL_RANGE = { min: 0, max: 4 } as const;

/** An SRC project runs at most 30 days. */
export const SRC_MAX_DURATION_DAYS = 30;

/** The publish wizard's four steps, indexed 0 to 3. */
export const PUBLISH_WIZARD_STEPS = ['basic', 'testers', 'cost', 'result'] as const;

/** A hacker holds at most five concurrent projects (BRIEF §4, hacker guide). */
export const MAX_CONCURRENT_PROJECTS = 5;

/** Guide rule: after three projects with no valid bug, a hacker waits out the next two. */
export const NO_VALID_BUG_PENALTY = { afterProjects: 3, skippedProjects: 2 } as const;

/** Guide rule: the first ten enrollees are favoured. */
export const FAVOURED_FIRST_ENROLLEES = 10;

/** Text lengths of the publish form. The spec gives none; these hold a real project, not a book. */
export const PROJECT_TEXT_LIMITS = {
  companyname: 100,
  projectname: 50,
  projectintroduce: 5000,
  testrule: 20000,
  testrange: 5000,
  vpnUserName: 64,
  vpnPassword: 128,
  search: 50,
} as const;

/** `testnumber`: a bug bounty project takes 0 to this many testers, or `unlimited` (what SRC projects carry). */
export const TESTER_COUNT_MAX = 100_000;
export const UNLIMITED_TESTERS = 'unlimited';

/** Days an SRC project may run, in milliseconds, for the server's check. */
export const SRC_MAX_DURATION_MS = SRC_MAX_DURATION_DAYS * 24 * 60 * 60 * 1000;

/** A signed VPN-file link lives this long: enough to click, too short to pass around. */
export const VPN_FILE_LINK_TTL_SECONDS = 300;

/** Drafts a company keeps (failed publishes); the oldest goes when a new one would pass this. */
export const MAX_PROJECT_DRAFTS = 20;

/** Projects the hall's "recommended" block shows at most. */
export const RECOMMENDED_PROJECT_COUNT = 4;
export const RECOMMENDED_PROJECT_MAX = 10;

/** The difficulty staff give a project when they approve it without choosing one. */
export const DEFAULT_DIFFICULTY = 2;
