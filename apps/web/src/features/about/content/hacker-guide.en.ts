import { APPEAL_WINDOW_DAYS, BUG_DETAIL_HINT, BUG_GRADING_TIME, FAVOURED_FIRST_ENROLLEES, MAX_CONCURRENT_PROJECTS, NO_VALID_BUG_PENALTY, POINTS_WEIGHT_CAP, RIGHTS_BENEFITS, TRUSTED_AUTH_REVIEW_WORKING_DAYS } from '@wardline/contract';
import type { HackerGuideContent } from './types';

export const hackerGuideEn: HackerGuideContent = {
  lead: [
    'Welcome to Wardline. This guide walks you through everything from enrolling in a project to getting paid, and shows you how to write a report that gets graded quickly. Before you start testing, please also read the Vulnerability Rating Standard and the User Agreement.',
  ],
  urlExamples: [
    { label: 'Case, default port and trailing slash', input: 'HTTPS://Shop.Example.COM:443/api/order/detail/?id=10086&type=1' },
    { label: 'Site root', input: 'http://Admin.Example.com:8080/' },
    { label: 'Repeated parameters and fragment', input: 'https://m.example.com/user/profile?uid=7&uid=8&token=abc#top' },
  ],
  sections: [
    {
      id: 'process',
      title: 'How a report is handled',
      blocks: [
        {
          steps: [
            { title: 'Submit', text: 'Submit your report in a project you have joined, then follow its progress any time under “My bugs”.' },
            { title: 'Platform triage', text: 'A Wardline security engineer reproduces the issue, checks for duplicates and proposes a grade; reports missing information are returned to you. Projects without Platform triage skip this step.' },
            { title: 'Company confirmation', text: 'The company that runs the project confirms the final grade or marks the report as not passed.' },
            { title: `${APPEAL_WINDOW_DAYS}-day appeal period`, text: `You have ${APPEAL_WINDOW_DAYS} days after the confirmation is published to appeal against the grade. If you do not appeal, the confirmation stands.` },
            { title: 'Arbitration', text: 'If you appeal in time, the Platform hears both sides and decides. Its decision is final.' },
            { title: 'Bounty and points', text: 'Your bounty follows the confirmed or arbitrated grade and is normally settled at the end of the month; your points arrive once the bounty has been paid.' },
          ],
        },
      ],
    },
    {
      id: 'enrolment',
      title: 'Enrolment rules',
      blocks: [
        {
          list: [
            `You can take part in at most ${MAX_CONCURRENT_PROJECTS} running projects at a time; a place frees up when a project ends.`,
            `If you take part in ${NO_VALID_BUG_PENALTY.afterProjects} projects in a row without a valid report, your enrolment is deferred by ${NO_VALID_BUG_PENALTY.skippedProjects} projects: you cannot enrol in the next ${NO_VALID_BUG_PENALTY.skippedProjects} projects published.`,
            `On projects that review enrolments by hand, the first ${FAVOURED_FIRST_ENROLLEES} applicants are favoured when all else is equal — watch for new-project announcements and apply early.`,
            'Projects may require identity verification, trusted authentication or a minimum person level. Check the requirements on the project page before you enrol.',
          ],
        },
      ],
    },
    {
      id: 'certification',
      title: 'Identity verification and trusted authentication',
      blocks: [
        'Identity verification confirms who you are; some projects accept only verified hackers. Trusted authentication builds on it by verifying a bank card in your own name, and you need it to be paid.',
        `Trusted authentication is reviewed within ${TRUSTED_AUTH_REVIEW_WORKING_DAYS.min}–${TRUSTED_AUTH_REVIEW_WORKING_DAYS.max} working days and you are told the result by in-app message. Identity and card numbers are stored encrypted and only ever shown masked.`,
      ],
    },
    {
      id: 'grading',
      title: 'How long grading takes',
      blocks: [
        `Grading takes ${BUG_GRADING_TIME.fastestWorkingDays} working day at the fastest and never more than ${BUG_GRADING_TIME.slowestMonths} month. Complex issues take longer because the company has to assess their reach internally; if nothing has moved for a while, leave a comment on the report page to ask.`,
      ],
    },
    {
      id: 'rewards',
      title: 'Bounties and points',
      blocks: [
        {
          list: [
            'Your bounty follows the final grade — as confirmed by the company or decided in arbitration — under the project’s published reward schedule, and never exceeds what remains in the project’s reward pool.',
            'Rewards shown on a project are net of tax: the Platform withholds and pays your individual income tax as the law requires.',
            'Bounties are normally settled at the end of each month and paid to the bank card in your name linked during trusted authentication.',
            `Each valid report earns points equal to the weight of its final grade, up to ${POINTS_WEIGHT_CAP}; at V2 or V3 you earn ${RIGHTS_BENEFITS.V2.pointsMultiplier}× points. Points decide your yearly level and benefits — see Hacker rights.`,
          ],
        },
      ],
    },
    {
      id: 'report',
      title: 'How to write a good report',
      blocks: [
        'A good report lets triage reproduce the issue at the first attempt, gets you graded sooner and is your strongest evidence if you ever need to appeal.',
        { subheading: 'Title' },
        'Say in one line where it is, what it is and what it allows — for example “IDOR in the order details API exposes any user’s delivery address”. Avoid titles like “Found a high-risk bug”.',
        { subheading: 'Steps to reproduce' },
        {
          ordered: [
            'State the preconditions: the kind of account, permissions, app version or browser needed.',
            'Describe each step in order, with the full request and response (irrelevant headers may be removed).',
            'Point out the key parameters and the values you changed, with screenshots or a recording.',
            'Make sure someone else can reproduce it independently from your steps alone.',
          ],
        },
        { subheading: 'Impact' },
        `Explain what an attacker can achieve and how many users or records are affected, and justify your proposed grade against the Vulnerability Rating Standard. To prove a data leak, read only the minimum (as a rule no more than ${BUG_DETAIL_HINT.dataSetsUpTo} records) and blur personal data in screenshots.`,
        { subheading: 'Suggested fix' },
        'Give a concrete, workable fix — “check on the server that the order belongs to the signed-in user” rather than “improve validation”.',
      ],
    },
    {
      id: 'url',
      title: 'How to write the URL',
      blocks: [
        'So that duplicates can be spotted, the affected URL follows one format; the form also tidies it into this format when you submit:',
        {
          list: [
            'scheme, host and port in lower case, with the default port (80 for http, 443 for https) left out;',
            'the path starts with `/` and the URL does not end with `/`;',
            'parameter names only, without values, each name once, and no fragment (the part after `#`);',
            'the path itself is kept exactly as it is — case and encoding unchanged — because it may be part of the vulnerability.',
          ],
        },
      ],
    },
  ],
};
