import { PRIVACY_REPLY_DAYS } from '@wardline/contract';
import type { LegalDocument } from './types';

export const privacyPolicyEn: LegalDocument = {
  title: 'Wardline Privacy Policy',
  effectiveDate: '2026-11-01',
  version: '2026.11',
  intro: [
    'Shanghai Wardline Network Technology Co., Ltd. (“we”, “us”) knows how much your personal information matters. The Platform holds companies’ unfixed vulnerabilities and researchers’ identity and payout details, so we treat every piece of your data to the standard of a security product.',
    'This policy explains what personal information we collect, why, how we protect it, and what rights you have. **The rules for sensitive personal information are in bold: please read them closely.** We process personal information under the Personal Information Protection Law, the Cybersecurity Law, the Data Security Law of the People’s Republic of China and other applicable laws.',
  ],
  sections: [
    {
      id: 'scope',
      title: 'Scope',
      blocks: [
        'This policy covers the Wardline website and its related services. Information that a company collects itself within its own project is handled under that company’s privacy policy.',
        '“Sensitive personal information” means information that, if leaked or misused, could easily harm a person’s dignity or the safety of their person or property. On the Platform this is mainly identity document and bank card information.',
      ],
    },
    {
      id: 'collect',
      title: 'What we collect',
      blocks: [
        {
          table: {
            head: ['When', 'What we collect', 'Required?'],
            rows: [
              ['Sign-up and sign-in', 'Mobile number, email address, password, SMS or email verification codes', 'Required'],
              ['Completing your profile', 'Nickname, date of birth, country or region, province and city, avatar, personal website', 'Nickname, date of birth and region are required'],
              ['Hacker identity verification', '**Full name, identity document type and number, photos of the document**', 'Required for projects that need verified identity'],
              ['Trusted authentication and payouts', '**Bank card number, bank, account holder’s name, phone number registered with the bank**', 'Required to receive bounties'],
              ['Company certification', 'Company name, unified social credit code, business licence, letter of authorisation, contact person', 'Required to publish projects'],
              ['Reports and discussion', 'Report text, screenshots and attachments, comments, appeals', 'Required to submit a vulnerability'],
              ['Contact form', 'Company name, contact name, title (Mr/Ms), mobile number, email address, description of needs', 'Company name and mobile number are required'],
              ['Security and operations', 'IP address, browser type, access times, activity logs', 'Required'],
            ],
          },
        },
        'We do not collect personal information unrelated to these purposes, and we never read your contacts, photos or location from your device.',
      ],
    },
    {
      id: 'purpose',
      title: 'How we use it',
      blocks: [
        {
          list: [
            'to create and manage your account, verify who you are and keep your account secure;',
            'to carry out the real-name verification required by cybersecurity law and by companies’ project rules, and confirm that you may take part in a project;',
            'to triage, route and arbitrate reports, calculate bounties and points, pay bounties and withhold individual income tax as the law requires;',
            'to send you verification codes, project updates, report status changes and Platform announcements;',
            'to detect and prevent account takeover, reward farming and attacks, and to keep logs as the law requires;',
            'to analyse de-identified statistics and improve the Platform.',
          ],
        },
        'We do not use your personal information for any other purpose; if we ever need to, we will ask for your consent first. We make no automated decisions that significantly affect your rights, and we do not send you marketing without your consent.',
      ],
    },
    {
      id: 'storage',
      title: 'Storage and security',
      blocks: [
        {
          clauses: [
            'Personal information collected and generated in the People’s Republic of China is stored in China. We do not currently transfer personal information abroad; if that ever becomes necessary, we will complete the security assessment and other procedures the law requires and ask for your separate consent.',
            '**Sensitive personal information such as identity document and bank card numbers is encrypted in our database and only ever displayed masked,** for example `6222 **** **** 1234` for a bank card or `3101**********1234` for an identity number. **Only authorised staff handling a certification or a payment can see the full value, and every such access is recorded in an audit log.**',
            'Passwords are stored as salted one-way hashes and are additionally encrypted in transit, so not even our staff can learn your password. The whole site is served over HTTPS.',
            'Internal access follows the principle of least privilege. Our staff are trained in confidentiality and bound by confidentiality agreements.',
            'If a personal information security incident ever occurs, we will activate our incident response plan, tell you promptly what happened, its likely impact, what we have done and what you can do to protect yourself, and report it to the authorities as the law requires.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            'Account information is kept while you use the Platform. After you close your account we delete or anonymise your personal information within 15 working days, unless the law requires otherwise.',
            'Records relating to bounty payouts and tax are kept for the periods required by tax and accounting law.',
            'Network logs are kept for at least six months, as the Cybersecurity Law requires.',
            'Reports are the basis for the company’s fixes and for arbitration, so they are kept after the project ends for the period agreed with the company, then deleted or anonymised.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing, transfer and disclosure',
      blocks: [
        '**We never sell your personal information.** We share only what is necessary, and only:',
        {
          list: [
            'with the company running a project: a hacker’s nickname, level and report contents, so that the company can verify and fix the vulnerability — companies never see hackers’ identity documents or bank cards;',
            'with payment institutions and banks: the payout details needed to pay bounties;',
            'with the tax authorities: the information needed to withhold individual income tax;',
            'with processors that send text messages and email or host our services: under data processing agreements that bind them to act only on our instructions and protect the information at least as well as this policy does;',
            'when required by law or by a judicial or administrative authority.',
          ],
        },
        'If personal information has to be transferred because of a merger, division or reorganisation, we will tell you the recipient’s name and contact details and require the recipient to remain bound by this policy; a recipient that changes the purpose or means of processing must ask for your consent again.',
        'Leaderboards, team and achievement pages publicly show your nickname, avatar, level, points and team, and nothing else about you.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        'We use your browser’s local storage to keep your sign-in token and language preference, so that you do not have to sign in or choose a language every time. We use no third-party advertising trackers. You can clear local storage in your browser settings; you will then need to sign in again.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      blocks: [
        'As the law provides, you have the right to:',
        {
          list: [
            'access and copy your information: view your profile, certifications and reports in your account centre, or ask us for a copy;',
            'correct and complete it: edit your profile in your account centre (payout bank details can be changed once a year);',
            'have it deleted in the circumstances the law provides;',
            'withdraw your consent to the processing of optional information, without affecting processing already carried out on the basis of that consent;',
            'close your account from your account centre, on the conditions set out in the User Agreement;',
            'ask us to explain how we process your personal information.',
          ],
        },
        `**We reply within ${PRIVACY_REPLY_DAYS} days of receiving your request and verifying your identity.** We may decline requests that are manifestly repetitive, require disproportionate technical effort or put the rights of others at risk, and we will tell you why.`,
      ],
    },
    {
      id: 'minors',
      title: 'Children',
      blocks: [
        'The Platform is intended for adults. Anyone under eighteen should use it only with the consent and guidance of a guardian. We do not knowingly collect personal information from children under fourteen, and we delete any that we discover has been collected by mistake.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'We may update this policy from time to time. The updated policy is published on this page with its effective date. If we make a significant change — to the purposes of processing, the kinds of sensitive information processed or the parties we share with — we will also tell you by in-app message or email, and ask for your consent again where needed.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        'For any question, comment or complaint about this policy or about how we handle your personal information, contact our personal information protection officer:',
        {
          list: [
            'Email: privacy@wardline.example',
            'Phone: 400-820-2026 (working days, 9:00–18:00 China Standard Time)',
            'Post: Personal Information Protection Officer, Wardline, 88 Example Road, Caohejing Development Zone, Xuhui, Shanghai',
          ],
        },
        `We reply within ${PRIVACY_REPLY_DAYS} days. If you are not satisfied with our reply, you may complain to the cyberspace, public security or market regulation authorities, or bring proceedings before a competent people’s court.`,
      ],
    },
  ],
};
