import { APPEAL_WINDOW_DAYS, BUG_DETAIL_HINT, BUG_GRADING_TIME, HOLE_LEVEL_LIMITS, POINTS_WEIGHT_CAP, RIGHTS_BENEFITS } from '@wardline/contract';
import type { HoleLevelContent } from './types';

export const holeLevelEn: HoleLevelContent = {
  lead: [
    'This standard is what Wardline’s triage team, companies and arbitrators all grade vulnerabilities against. A grade weighs the **impact** (what access is gained, how much data and how many users are affected), the **exploitability** (whether authentication, user interaction or a special environment is needed) and the **importance of the asset** (core business, ordinary business or peripheral).',
    'Where a project’s page sets out its own levels or reward schedule, the project’s rules apply; where it is silent, this standard applies.',
  ],
  overviewNotes: [
    `When publishing a project, a company gives each level a weight (a whole number from ${HOLE_LEVEL_LIMITS.weightMin} to ${HOLE_LEVEL_LIMITS.weightMax}, no two alike) and a reward; new projects start with the four levels above. When a valid report is closed, the hacker earns points equal to the weight of its final level, capped at ${POINTS_WEIGHT_CAP} per report; hackers at V2 or V3 earn ${RIGHTS_BENEFITS.V2.pointsMultiplier}× points.`,
    `Data leaks are graded by how much can be obtained: a leak of a handful of records is usually medium or low; bulk access to more than ${BUG_DETAIL_HINT.dataSetsMany} sensitive records is high or above.`,
    'Project details also show the default levels as 4, 3, 2 and 1 to indicate their order; they correspond one to one with the weights above.',
  ],
  levels: {
    urgent: {
      summary: 'Direct control of core systems, or large-scale leaks of sensitive data or loss of funds.',
      examples: {
        web: [
          'Remote code execution, command injection or unsafe deserialisation in a core business system',
          'Arbitrary file upload or write that yields control of the server',
          'SQL injection into a core database exposing large amounts of sensitive user data',
          'Authentication bypass that takes over any account at scale, such as resetting any user’s password or forging session tokens',
          'Flaws in payment or withdrawal logic that allow arbitrary amounts or unlimited withdrawals',
        ],
        mobile: [
          'Remote code execution through the app, taking control of the user’s device',
          'Master cloud credentials hard-coded in the client that give control of production storage or servers',
          'API access-control flaws that expose every user’s identity documents or bank cards',
        ],
        infrastructure: [
          'Direct control of core internal servers or a domain controller',
          'Unauthenticated access to production databases, caches or object storage holding large amounts of sensitive data',
          'Administrator access to cloud consoles, bastion hosts or CI/CD systems',
        ],
      },
    },
    high: {
      summary: 'Control of ordinary systems, or unauthorised access to or tampering with important data.',
      examples: {
        web: [
          'Command injection or SQL injection in a non-core system',
          'Access-control flaws that let you read or change other users’ orders, addresses or identity details',
          'Stored cross-site scripting (XSS) that fires on important pages and can steal credentials',
          'Server-side request forgery (SSRF) that reaches sensitive internal services',
          'Arbitrary file read exposing source code, configuration files or other sensitive content',
        ],
        mobile: [
          'Exported components that other apps can call to trigger payments, transfers or other sensitive actions',
          'A WebView that loads attacker-controlled pages and exposes sensitive native interfaces to them',
          'Session credentials stored in plain text in shared storage where other apps can read them',
        ],
        infrastructure: [
          'Control of non-core servers',
          'Weak passwords on an admin console that allow bulk operations on business data',
          'Leaked repositories or configuration containing working database or third-party credentials',
        ],
      },
    },
    middle: {
      summary: 'Flaws that need user interaction or special conditions, or that leak a limited amount of information.',
      examples: {
        web: [
          'Reflected or DOM-based XSS that needs the victim to click a link',
          'Cross-site request forgery (CSRF) on sensitive actions such as changing a password or linking a phone number',
          'Access-control flaws that expose other users’ non-sensitive information',
          'Small leaks of unmasked personal data, such as phone numbers or names',
          'SMS or email endpoints without rate limits that can be abused',
        ],
        mobile: [
          'No server certificate validation, so traffic can be read by a man in the middle',
          'Unvalidated deep-link parameters that open arbitrary web pages',
          'Sensitive data stored in plain text that can be read only with physical access or root',
        ],
        infrastructure: [
          'Unauthenticated access to non-sensitive services, such as a read-only monitoring dashboard',
          'Component flaws with public exploits that trigger only under specific conditions',
          'Access to internal test environments without a path to further data or privileges',
        ],
      },
    },
    low: {
      summary: 'Flaws of slight impact that are hard to exploit, or that leak only a little non-sensitive information.',
      examples: {
        web: [
          'Disclosure of paths, version numbers, debug output or stack traces',
          'XSS with very demanding preconditions (self-XSS, which can only attack yourself, does not qualify)',
          'Open redirects',
          'Missing rate limits on sign-in that are hard to exploit in practice',
        ],
        mobile: [
          'Non-sensitive debug information written to the app’s logs',
          'Configuration weaknesses such as exported components or backups enabled, without demonstrated impact',
          'Client-side restrictions with no security role that can be bypassed, such as local UI switches',
        ],
        infrastructure: [
          'Disclosure of non-sensitive internal IP addresses or host names',
          'TLS configuration weaknesses, such as weak cipher suites, that are hard to exploit',
          'Directory listings that expose only non-sensitive static files',
        ],
      },
    },
  },
  sections: [
    {
      id: 'downgrade',
      title: 'What lowers a grade',
      blocks: [
        'Triage or the company may lower the grade in the following cases, and may declare a report invalid when the case is serious:',
        {
          list: [
            'Demanding preconditions: the victim must take unusual steps, use a particular browser or version or be on an internal network, or the attack needs someone else’s password, token or other hard-to-get information.',
            'Limited reach: the flaw is in a test environment, a peripheral asset or a system with very few users, or the data involved is not sensitive.',
            'Incomplete report: without steps to reproduce or proof of impact, a report is returned for more information; if it still cannot be reproduced, it is graded by the impact that can actually be shown.',
            'Several instances of one flaw: the same endpoint, parameter or faulty code appearing on several pages counts as one vulnerability.',
            `Breaking the testing rules: reading more data than needed to prove impact (as a rule no more than ${BUG_DETAIL_HINT.dataSetsUpTo} records) or disrupting the business lowers the grade and is also dealt with under the User Agreement.`,
          ],
        },
      ],
    },
    {
      id: 'out-of-scope',
      title: 'What is out of scope',
      blocks: [
        'The following are normally not accepted as valid vulnerabilities unless the report proves real impact that follows directly from them:',
        {
          list: [
            'raw scanner output, and component versions without a demonstrated exploit;',
            'self-XSS, and CSRF on actions that are not sensitive (such as signing out);',
            'missing security headers such as CSP or X-Frame-Options, and clickjacking on pages with no sensitive actions;',
            'SPF, DKIM or DMARC configuration of mail domains;',
            'denial of service, brute force, social engineering, phishing and physical attacks on offices;',
            'assets outside the project’s scope, and flaws in third-party services themselves;',
            'issues that need a jailbroken or rooted device and cannot be escalated further;',
            'vulnerabilities the company already knows about or has disclosed and is still within its fix window for.',
          ],
        },
      ],
    },
    {
      id: 'duplicates',
      title: 'Duplicates',
      blocks: [
        {
          list: [
            '**The first valid report wins.** Submission time is taken from the Platform’s servers. An earlier report that is found invalid does not hold priority for the vulnerability.',
            'Issues with the same root cause are the same vulnerability, even on different pages or parameters, or found in different ways by different hackers.',
            'A report found to be a duplicate is linked to the earlier report and earns no bounty and no points.',
            'A company that says it already knew about a vulnerability must give the Platform evidence of its earlier discovery, which the Platform verifies.',
            `For generic vulnerabilities of one type at one company (such as the same component flaw on many assets), only the first ${BUG_DETAIL_HINT.vendorProtectionPerType.min} to ${BUG_DETAIL_HINT.vendorProtectionPerType.max} valid reports are rewarded, as the project’s rules specify.`,
          ],
        },
      ],
    },
    {
      id: 'triage',
      title: 'How the Platform triages',
      blocks: [
        'On projects with Platform triage, a Wardline security engineer reviews every report in the order received: reproducing it, checking the scope, searching for duplicates and proposing a grade under this standard. The outcome is one of:',
        {
          list: [
            '**Passed**: the report and proposed grade go to the company for confirmation.',
            '**Duplicate**: the report is linked to the earlier one.',
            '**Ignored**: the issue is outside the project’s scope or out of scope under this standard.',
            '**Refused**: the issue cannot be reproduced or is not a vulnerability.',
            '**Returned**: more information is needed; once the hacker adds it, the report goes back into triage.',
          ],
        },
        `On projects without Platform triage, reports go straight to the company. Grading takes ${BUG_GRADING_TIME.fastestWorkingDays} working day at the fastest and never more than ${BUG_GRADING_TIME.slowestMonths} month.`,
      ],
    },
    {
      id: 'confirmation',
      title: 'Confirmation, appeal and arbitration',
      blocks: [
        {
          steps: [
            { title: 'Company confirmation', text: 'Taking the Platform’s proposal into account, the company confirms a final grade from the project’s levels, or marks the report as not passed.' },
            { title: `${APPEAL_WINDOW_DAYS}-day appeal period`, text: `For ${APPEAL_WINDOW_DAYS} days after the confirmation is published, a hacker who disagrees with the grade may appeal from the report page, giving reasons and further evidence. If nobody appeals, the confirmation stands.` },
            { title: 'Arbitration', text: 'Wardline’s security experts hear both sides and decide under this standard. Their decision is final.' },
            { title: 'Bounty and points', text: 'The bounty follows the confirmed or arbitrated grade and is normally settled at the end of the month; points are issued once the bounty has been paid.' },
          ],
        },
        { note: 'After a fix, the company may ask for a retest: if it passes, the vulnerability is closed; if not, it is reopened and the company is asked to keep working on the fix.', tone: 'info' },
      ],
    },
  ],
};
