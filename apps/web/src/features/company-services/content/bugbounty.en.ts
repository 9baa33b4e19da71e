import { APPEAL_WINDOW_DAYS, HOME_CLAIMS, SERVICE_FEE_PERCENT, SRC_MAX_DURATION_DAYS } from '@wardline/contract';
import type { ServicePageContent } from './types';

const feeMultiplier = 1 + SERVICE_FEE_PERCENT / 100;
const examplePool = 100_000;
const rmb = (yuan: number) => `RMB ${yuan.toLocaleString('en-US')}`;

export const bugbountyEn: ServicePageContent = {
  hero: {
    eyebrow: 'For companies · Trusted crowd testing',
    title: 'Vetted hackers finding the real risks in your business',
    subtitle: 'Trusted crowd testing brings identity-verified security researchers to test continuously within the scope you authorise. The Platform triages every report, you pay only for confirmed, valid vulnerabilities, and every step of the testing is controlled and traceable.',
    highlights: [`${HOME_CLAIMS.hackers} registered hackers`, `Trusted by ${HOME_CLAIMS.enterprises} companies`, 'Pay only for valid findings'],
  },
  value: {
    lead: 'See your systems the way an attacker does, while keeping the risk, the cost and the process in your own hands.',
    items: [
      { icon: 'crowd', title: 'Vetted researchers', text: 'Every participant has verified their identity. You can also require trusted authentication and a minimum person level (junior to master), review each enrolment by hand and cap the number of testers.' },
      { icon: 'triage', title: 'Expert triage', text: 'Our security engineers reproduce every report, weed out duplicates and propose a grade, so your team deals only with valid vulnerabilities instead of noise.' },
      { icon: 'coins', title: 'Pay for results', text: 'You set the reward pool and the reward for each level. Bounties follow the confirmed final grade only: no valid vulnerability, no bounty.' },
      { icon: 'audit', title: 'Controlled and auditable', text: 'Authorisation, scope and time window are agreed up front. Turn on VPN access with audit logs to record all test traffic; every hacker signs a confidentiality pledge.' },
    ],
  },
  process: {
    lead: 'A project manager stays with you from the first conversation to the final retest.',
    steps: [
      { title: 'Scoping', text: 'Agree on targets, scope, time window and reward budget, and prepare the letter of authorisation.' },
      { title: 'Publishing', text: 'Describe the project and its vulnerability levels on the Platform; it goes live once we have reviewed your authorisation and rules.' },
      { title: 'Recruiting and testing', text: 'Qualified hackers enrol, test within the authorised scope and submit reports.' },
      { title: 'Triage and confirmation', text: `After our triage you confirm the final grade. Hackers have a ${APPEAL_WINDOW_DAYS}-day appeal period, and any dispute is arbitrated by the Platform.` },
      { title: 'Settlement and retest', text: 'Bounties are paid by final grade; once you have fixed a vulnerability, request a retest to confirm the risk is closed.' },
    ],
  },
  deliverables: {
    lead: 'At the end of every project you receive:',
    items: [
      { title: 'A report per vulnerability', text: 'Affected URL, steps to reproduce, impact analysis and a suggested fix, ready to hand to your developers.' },
      { title: 'A project summary', text: 'Findings by level and type, affected assets, participation and an overall assessment of risk.' },
      { title: 'Retest results', text: 'The outcome of retesting each fixed vulnerability, confirming every risk is closed.' },
      { title: 'Test audit trail', text: 'For projects with VPN auditing, full test logs to download for your compliance records.' },
    ],
  },
  pricing: {
    lead: 'The cost has two parts, both placed in escrow when the project is published, under rules that are public.',
    items: [
      { title: 'Reward pool', text: 'Set by you and paid to hackers by confirmed final grade; a single bounty never exceeds what remains in the pool. Rewards are shown net of tax: the Platform withholds hackers’ income tax.' },
      { title: 'Platform service fee', text: `Standard companies pay ${SERVICE_FEE_PERCENT}% of the reward pool for triage, arbitration, project management and settlement: total payable = pool × ${feeMultiplier}.` },
      { title: 'Hosted SRC', text: `Security response centre (SRC) projects have no reward pool and no service fee, and each runs for at most ${SRC_MAX_DURATION_DAYS} days.` },
    ],
    example: `Example: a reward pool of ${rmb(examplePool)} carries a service fee of ${rmb(examplePool * SERVICE_FEE_PERCENT / 100)}, for a total of ${rmb(examplePool * feeMultiplier)}.`,
  },
  faq: [
    { question: 'How is this different from a penetration test?', answer: 'A penetration test is done by a small, fixed team over an agreed number of days and billed by the day. Trusted crowd testing puts many hackers with different backgrounds on your systems at once, covering far more approaches, and you pay only for valid vulnerabilities — a better fit for internet services that need testing continuously.' },
    { question: 'How should I set rewards for each level?', answer: 'New projects start with four levels — critical, high, medium and low. You can rename them, change weights and rewards, or add levels. Look at what comparable projects pay: the more competitive the rewards, the stronger the hackers you attract.' },
    { question: 'What if the project finds nothing?', answer: 'Bounties are paid only for valid vulnerabilities. Whatever remains of the pool after settlement is handled under your service contract with us — refunded or carried over to a later project.' },
    { question: 'How do you keep testing from disrupting production?', answer: 'Testing needs a letter of authorisation and a defined scope. Hackers must keep their impact to a minimum; denial of service and damaging data are forbidden, and breaches are penalised and pursued. You can also require all test traffic to go through the Platform’s VPN, fully audited.' },
    { question: 'Could vulnerability details leak?', answer: 'Reports are visible only to you and our triage staff. Hackers are bound to confidentiality, with liquidated damages and repayment of bounties for any breach, and the Platform stores reports encrypted under strict access control.' },
  ],
};
