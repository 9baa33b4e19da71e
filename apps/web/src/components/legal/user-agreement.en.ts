import { APPEAL_WINDOW_DAYS, BANK_INFO_CHANGES_PER_YEAR, BUG_DETAIL_HINT, MAX_CONCURRENT_PROJECTS, PLEDGE_PENALTIES_FEN, POINTS_WEIGHT_CAP, PRIVACY_REPLY_DAYS, RIGHTS_BENEFITS, SERVICE_FEE_PERCENT } from '@wardline/contract';
import { AMENDMENT_NOTICE_DAYS, BOUNTY_REPAYMENT_DAYS } from './platform-rules';
import type { LegalDocument } from './types';

const yuan = (n: number) => n.toLocaleString('en-US');

export const userAgreementEn: LegalDocument = {
  title: 'Wardline User Agreement',
  effectiveDate: '2026-11-01',
  version: '2026.11',
  intro: [
    'Welcome to Wardline (the “Platform”), operated by Shanghai Wardline Network Technology Co., Ltd. (“Wardline”, “we”, “us”). The Platform offers companies crowdsourced security testing and hosted security response centres (SRC), and offers security researchers a lawful, orderly way to report vulnerabilities and be rewarded for them.',
    '**Before you register, sign in or use the Platform, please read this Agreement carefully, in particular the terms in bold that exclude or limit liability, deal with breach and the repayment of bounties, and set the governing law and the forum for disputes.** By ticking the box, completing registration or using the Platform you confirm that you have read this Agreement and agree to be bound by it. If you do not agree with any part of it, do not register or use the Platform.',
    'If you are under eighteen, read this Agreement with your legal guardian and use the Platform only with their consent.',
  ],
  sections: [
    {
      id: 'definitions',
      title: 'Definitions and scope',
      blocks: [
        {
          clauses: [
            '“User” means any natural person, company or other organisation that registers for and uses the Platform, whether as a hacker, a company or a supplier.',
            '“Hacker” means a security researcher registered on the Platform who tests systems in an authorised and lawful manner under a project’s rules and submits vulnerability reports.',
            '“Company” means a company or other organisation that publishes security testing projects, confirms the grade of reported vulnerabilities and pays bounties. “Supplier” means a team or firm certified by the Platform to provide security services to companies.',
            '“Project” means a bug bounty or security response centre project published by a company and approved by the Platform. The scope, testing rules, vulnerability levels and reward schedule stated on a project’s page (the “Project Rules”) form part of this Agreement.',
            '“Vulnerability” means a security flaw, found within a project’s authorised scope, that may harm the confidentiality, integrity or availability of the target system. “Report” means the written description of a vulnerability and its supporting evidence.',
            '“Bounty” means the cash reward paid to a hacker according to the final level of a vulnerability. “Points” means the contribution score the Platform records according to that final level, used for rights levels, benefits and leaderboards.',
            'This Agreement governs all your use of the Platform. The Privacy Policy, the Vulnerability Rating Standard, the Hacker Guide, the Hacker Rights rules and each project’s Project Rules form part of it. Where Project Rules differ from this Agreement, the Project Rules prevail for that project.',
          ],
        },
      ],
    },
    {
      id: 'account',
      title: 'Your account',
      blocks: [
        {
          clauses: [
            'Register with a mobile number or email address that is genuinely yours, give complete and accurate information, and keep it up to date.',
            'Before joining a project that requires identity verification or trusted authentication, and before receiving any bounty, a hacker must complete identity verification and trusted authentication. Before publishing a project, a company must complete company certification with its unified social credit code, business licence and letter of authorisation. You warrant that everything you submit is true, lawful and valid, and you are legally responsible for it.',
            '**An account may be used only by the person or organisation that registered it. Without our written consent you may not lend, rent, transfer or sell an account, or register or certify in another person’s name.** You bear the consequences of any use of your account made possible by your failure to keep it secure.',
            'Keep your password and verification codes safe and change your password regularly. If your account is compromised or at risk, contact our support team immediately and we will help you freeze it and investigate.',
            'Nicknames, avatars and profiles must not contain unlawful content, infringe the rights of others or impersonate anyone. We may ask you to change them or adjust them ourselves.',
            `Payout bank details may be changed ${BANK_INFO_CHANGES_PER_YEAR === 1 ? 'once' : `${BANK_INFO_CHANGES_PER_YEAR} times`} a year, and the account holder’s name must match your verified identity.`,
          ],
        },
      ],
    },
    {
      id: 'reporting',
      title: 'Testing and reporting vulnerabilities',
      blocks: [
        {
          clauses: [
            '**A hacker may test only within projects they have enrolled in and been admitted to, and strictly within the scope, time window and methods set by the Project Rules. Testing outside the authorised scope is not covered by this Agreement, and the person doing it bears full legal responsibility.**',
            `A hacker may take part in at most ${MAX_CONCURRENT_PROJECTS} running projects at the same time.`,
            'Keep your impact to a minimum: no denial-of-service attacks and no high-volume scanning that noticeably degrades the target; never delete, alter or encrypt business data; never plant back doors, trojans or other persistent access; stop exploiting as soon as the vulnerability is proven.',
            `Where reading data is necessary to prove impact, read no more than the minimum needed — as a rule no more than ${BUG_DETAIL_HINT.dataSetsUpTo} records. Never download, keep or share personal information or business data, and delete everything obtained during testing as soon as testing ends.`,
            'A report must be truthful, complete and reproducible, and include a title, the affected URL, the vulnerability type, your proposed grade with its basis, steps to reproduce, the impact and a suggested fix. Issues with one root cause must be submitted as one report, not split.',
            `After submission a report goes through Platform triage, confirmation by the company and a ${APPEAL_WINDOW_DAYS}-day appeal period; if the hacker appeals within that period, the Platform arbitrates under the Vulnerability Rating Standard. When several hackers report the same vulnerability, the first valid report wins and later ones are treated as duplicates.`,
          ],
        },
      ],
    },
    {
      id: 'rewards',
      title: 'Bounties and points',
      blocks: [
        {
          clauses: [
            'A bounty is calculated from the final level of the vulnerability — as confirmed by the company or decided in arbitration — under the project’s published reward schedule, and never exceeds what remains in the project’s reward pool.',
            'Rewards shown on a project are net of tax. Individual income tax due on a hacker’s bounty is withheld and paid by the Platform as the law requires, out of the project’s reward pool.',
            'Bounties are normally settled and paid at the end of each month. To be paid, a hacker must have completed trusted authentication and linked a bank card in their own name. If a payout fails because the bank details are wrong, it is made again in the settlement cycle after the details are corrected.',
            `When a valid report is closed, the hacker earns points equal to the weight of its final level, capped at ${POINTS_WEIGHT_CAP} per report; hackers at level V2 or V3 earn ${RIGHTS_BENEFITS.V2.pointsMultiplier}× points. Levels and benefits are governed by the Hacker Rights rules. Points cannot be transferred or exchanged for cash.`,
            'Security response centre (SRC) projects have no reward pool and pay no bounties, and the Platform charges the company no fee for them; hackers may still earn points.',
            `Companies on standard terms pay a Platform service fee of ${SERVICE_FEE_PERCENT}% of the reward pool on top of the pool (total payable = pool × ${1 + SERVICE_FEE_PERCENT / 100}), together with the pool when the project is published. Whatever remains of the pool after settlement is dealt with under the company’s service contract with Wardline.`,
          ],
        },
      ],
    },
    {
      id: 'conduct',
      title: 'Code of conduct',
      blocks: [
        'When using the Platform you must not:',
        {
          list: [
            'breach the Cybersecurity Law, the Data Security Law, the Personal Information Protection Law of the People’s Republic of China or any other law, or harm national security or the public interest;',
            'test systems you are not authorised to test, assets outside a project’s scope, or the Platform itself (unless we announce that it is open for testing);',
            'exploit a vulnerability for improper gain, or use vulnerability information to threaten or extort a company;',
            'trade vulnerabilities or settle bounties with a company privately, bypassing the Platform;',
            'fabricate, copy, split or mass-submit invalid reports, or use multiple accounts or collusion to farm bounties, points or rankings;',
            'post unlawful, infringing, harassing, defamatory or spam content, or interfere with the operation of the Platform.',
          ],
        },
        '**If you break these rules, we may, depending on the seriousness of the breach, warn you, deduct points, declare reports invalid, cancel bounties, restrict enrolment, freeze or close your account, and report the matter to the competent authorities as the law requires.**',
      ],
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality and non-disclosure',
      blocks: [
        {
          clauses: [
            'Vulnerability details, non-public project information (including project names, scope, test accounts and VPN credentials) and any company data you come across while testing are confidential.',
            '**Without the written consent of both the company and the Platform, a hacker must not disclose, publish or share confidential information with anyone in any form — including articles, talks, social media posts, or submissions to other vulnerability platforms or databases. This duty continues after the vulnerability is fixed and after the project ends.**',
            `**A hacker who breaches this duty shall pay the Platform liquidated damages of RMB ${yuan(PLEDGE_PENALTIES_FEN.confidentialityBreach / 100)} for each breach, plus RMB ${yuan(PLEDGE_PENALTIES_FEN.confidentialityDelayPerDay / 100)} for each day by which they fail to delete or return confidential information after being told to do so. If the damages do not cover the actual loss, the hacker shall also pay the difference.** Where a separate confidentiality pledge was signed for a project, that pledge applies.`,
            'Companies shall keep hackers’ personal information and the research methods in their reports confidential and use reports only to verify and fix vulnerabilities.',
            'The obligations in this section survive the termination of this Agreement.',
          ],
        },
      ],
    },
    {
      id: 'repayment',
      title: 'Breach and repayment of bounties',
      blocks: [
        {
          clauses: [
            '**If a hacker breaches section 3, 5 or 6, the Platform may revoke the validity of the reports concerned and deduct the points earned for them, and the hacker shall repay in full any bounty already paid for those reports.**',
            `The hacker shall repay within ${BOUNTY_REPAYMENT_DAYS} days of receiving our written notice. We may set the amount due against any bounty the hacker later becomes entitled to.`,
            'If the bounty is not repaid in time, we may freeze the account, suspend payouts and recover the amount by legal means. The hacker shall also compensate the company and the Platform for all resulting loss, including reasonable lawyers’, court and notary fees.',
            'If a company refuses without good reason to confirm a valid vulnerability, deliberately downgrades it or refuses to pay, the Platform may pay the hacker directly from the project’s escrowed reward pool according to the triage or arbitration result, and may restrict the company from publishing projects.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy and personal information',
      blocks: [
        {
          clauses: [
            'We collect, use, store and share your personal information as described in our Privacy Policy, which has the same force as this Agreement.',
            'Sensitive personal information such as identity documents and bank cards is used only for verification, bounty payouts and tax obligations. We store it encrypted, display it masked and strictly limit who can access it.',
            `You may access, copy, correct or delete your personal information, or close your account, as the law allows. We reply to every request within ${PRIVACY_REPLY_DAYS} days.`,
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        {
          clauses: [
            'The software, interface design, text, images, trademarks, logos and other content of the Platform belong to Wardline or their respective owners. They may not be copied, modified, distributed or used commercially without written permission.',
            'Copyright in a report belongs to the hacker who wrote it. By submitting a report the hacker grants the company concerned, for verifying and fixing the vulnerability, and the Platform, for triage, arbitration and statistics, a worldwide, royalty-free and irrevocable licence to use it.',
            'The Platform may use vulnerability information as statistics or anonymised case studies once company names, system details and anything else identifying have been removed. Publishing any identifiable case requires the prior consent of both the company and the hacker.',
          ],
        },
      ],
    },
    {
      id: 'liability',
      title: 'Disclaimers and limitation of liability',
      blocks: [
        {
          clauses: [
            'The Platform provides project publishing, triage and settlement services. It does not guarantee that every vulnerability in a target system will be found, nor that any system is absolutely secure.',
            '**A company warrants that it owns, or is fully authorised to have tested, every target in the projects it publishes, and that its letter of authorisation says so truthfully. The company is responsible for any dispute arising from defects in its ownership or authorisation.**',
            'We are not liable for interruptions caused by force majeure, failures of network operators, attacks, government action or lawful maintenance of the Platform, but we will announce them promptly and do our best to restore service.',
            '**To the extent the law allows, our total liability under this Agreement is limited to the service fees you paid us in the twelve months before the loss (for companies) or the bounties we owe you and have not yet paid (for hackers). This limit does not apply to loss caused by our wilful misconduct or gross negligence.**',
          ],
        },
      ],
    },
    {
      id: 'termination',
      title: 'Term, suspension and termination',
      blocks: [
        {
          clauses: [
            'This Agreement takes effect when you accept it and lasts until your account is closed or the Agreement is otherwise terminated.',
            'You may ask to close your account at any time. If the account still has running projects, open reports, unsettled bounties or pending appeals, it can be closed once these are resolved.',
            'If you seriously breach this Agreement or the law, we may suspend or stop providing the service to you and reserve the right to pursue legal remedies.',
            'After termination we settle, under the rules then in force, any bounties confirmed before termination. Sections 6 (confidentiality), 7 (breach and repayment of bounties), 9 (intellectual property) and 14 (governing law and disputes) survive termination.',
          ],
        },
      ],
    },
    {
      id: 'notices',
      title: 'Notices',
      blocks: [
        {
          clauses: [
            'We may send you notices by in-app message, announcement on the Platform, text message or email. A notice is deemed delivered when it is successfully sent, so please keep your contact details accurate and current.',
            'You may send notices to us at support@wardline.example, by calling 400-820-2026, or by post to 88 Example Road, Caohejing Development Zone, Xuhui, Shanghai.',
            'The mobile number and email address registered with us also serve as your addresses for service of legal documents in any dispute.',
          ],
        },
      ],
    },
    {
      id: 'amendments',
      title: 'Amendments and general terms',
      blocks: [
        {
          clauses: [
            `We may amend this Agreement to reflect changes in the law or in our services. An amended Agreement is published on the Platform at least ${AMENDMENT_NOTICE_DAYS} days before it takes effect, and changes that materially affect your rights are also notified to you by in-app message or email.`,
            'If you keep using the Platform after the amended Agreement takes effect, you accept it. If you do not agree, stop using the Platform and ask us to close your account.',
            'If any term of this Agreement is held invalid or unenforceable, the remaining terms stay in effect. Our failure or delay in exercising a right is not a waiver of it.',
            'This Agreement is published in Chinese and English. If the two versions differ, the Chinese version prevails.',
          ],
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      blocks: [
        {
          clauses: [
            'The formation, validity, performance, interpretation of and disputes under this Agreement are governed by the laws of the People’s Republic of China (for this purpose excluding the laws of the Hong Kong and Macao Special Administrative Regions and of Taiwan).',
            '**Any dispute arising out of or in connection with this Agreement shall first be settled through friendly negotiation. If negotiation fails, either party may bring proceedings before the Shanghai Xuhui District People’s Court.**',
          ],
        },
      ],
    },
  ],
};
