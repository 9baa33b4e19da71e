import { PLEDGE_PENALTIES_FEN as P } from '../constants/account';
import { yuanOf, type PledgeTexts } from './types';

const h = (text: string) => ({ text, heading: true as const });
const p = (text: string) => ({ text });

/** The three pledges of trusted authentication, in English (the same terms as the Chinese text). */
export const PLEDGES_EN: PledgeTexts = {
  2: {
    title: 'Personal Confidentiality Pledge',
    paragraphs: [
      p('As a registered security researcher of the Wardline crowdsourced security testing platform (the "Platform"), I apply for trusted authentication of my own free will and take part in security testing projects organised by the Platform. To protect the trade secrets and data of the organisations that commission the projects (the "Vendors") and of the Platform, I solemnly undertake as follows:'),
      h('1. Confidential information'),
      p("Confidential information includes, without limitation: the Vendors' system architecture, source code, configuration, accounts and passwords, VPN accounts and test environments seen during testing; the details of vulnerabilities found, how to exploit them and the data used to verify them; any personal, business or transaction data seen during testing; and project information, rules, bounties and user data of the Platform that are not public."),
      h('2. Duties of confidentiality'),
      p('(1) I use confidential information only to carry out the testing the Platform assigns me, and never disclose, transfer, sell or provide it in any way to anyone other than the Platform and the Vendor.'),
      p('(2) Without the written consent of the Vendor and the Platform, I do not publish, hint at or discuss any vulnerability found or related information on any blog, forum, social network, conference, vulnerability database or other public channel, including after the vulnerability has been fixed.'),
      p('(3) I do not capture, download, keep or copy any data beyond what is strictly needed to verify a vulnerability; data obtained for verification is deleted completely as soon as the report is submitted, and no copy is kept in any form.'),
      p('(4) When a project ends, or when the Platform asks, I delete within 3 days all material relating to the project (including test accounts, screenshots, packet captures and notes), and confirm the deletion in writing if the Platform asks.'),
      p('(5) I keep my Platform account, project VPN accounts and other credentials safe, never lend them to anyone, and tell the Platform at once if a credential is exposed.'),
      h('3. Liability for breach'),
      p(`(1) For each breach of any duty of confidentiality in this pledge, I pay the Platform liquidated damages of RMB ${yuanOf(P.confidentialityBreach)} yuan; where the liquidated damages do not cover the loss of the Platform or the Vendor, I also compensate the whole loss.`),
      p(`(2) After the Platform or the Vendor tells me to stop a breach or to delete or return confidential information, I pay further liquidated damages of RMB ${yuanOf(P.confidentialityDelayPerDay)} yuan for each day of delay until I have complied.`),
      p('(3) I agree that in case of breach the Platform may withdraw my trusted authentication, freeze or recover the bounties concerned, and suspend or close my account; suspected crimes are referred to the competent authorities according to law.'),
      h('4. Term and other provisions'),
      p('This pledge takes effect on the day I sign it. The duties of confidentiality do not end when a project ends, when my trusted authentication is withdrawn or when my account is closed. This pledge is governed by the laws of the People\'s Republic of China; disputes arising from it are submitted to the competent people\'s court where the Platform\'s operator is located.'),
      p('I have read and fully understood all of the above and sign this pledge of my own free will.'),
    ],
  },
  3: {
    title: 'Test Pledge',
    paragraphs: [
      p('I take part of my own free will in security testing projects organised by the Wardline crowdsourced security testing platform (the "Platform"). To keep testing lawful and under control, and to leave the Vendors\' business unaffected, I undertake to follow these testing rules strictly:'),
      h('1. Authorisation'),
      p('(1) I test only the scope a project lists (domains, IP addresses, applications), only within the testing period the project sets, and no system outside that scope, including other systems of the same Vendor.'),
      p('(2) Where a project requires testing through the VPN or exit the Platform provides, I reach the targets only that way.'),
      h('2. Prohibited conduct'),
      p('(1) No denial of service, stress testing, mass automated scanning or any other testing that may affect availability; automated tools stay within the request rate the project rules allow.'),
      p("(2) No social engineering, phishing or physical intrusion, and no attack on the personal devices or accounts of the Vendor's staff or users."),
      p('(3) No altering, deleting or encrypting business data, and no planting of backdoors, trojans, web shells or other malicious programs; a test file uploaded for verification carries only harmless content and is deleted right after verification.'),
      p('(4) Verification stops at proving a vulnerability exists: no lateral movement, persistence or expansion into internal networks, and no reading of data beyond what the proof needs.'),
      p('(5) Access, data or vulnerabilities obtained during testing are used for no purpose other than the testing; exploits are never sold, exchanged or published.'),
      h('3. Reporting'),
      p('Vulnerabilities are submitted only through the Platform, with truthful and complete reproduction steps and impact, without exaggeration, without submitting one vulnerability twice or in pieces, and without asking the Vendor directly for payment. If testing accidentally disturbs a system, I stop at once and tell the Platform.'),
      h('4. Liability for breach'),
      p(`For each violation of any provision of this pledge, I pay the Platform liquidated damages of RMB ${yuanOf(P.testPledgeViolation)} yuan, and I compensate in full any loss of the Platform, the Vendor or third parties. The Platform may cancel the bounties and points of the reports concerned, withdraw my trusted authentication and close my account; breaches of law carry their legal consequences.`),
      p('This pledge takes effect on the day I sign it and covers every testing project I take part in. I have read and fully understood all of the above and sign this pledge of my own free will.'),
    ],
  },
  4: {
    title: 'Cybersecurity Law of the PRC: Reading and Commitment',
    paragraphs: [
      p('The Cybersecurity Law of the People\'s Republic of China has been in force since 1 June 2017. I have studied the following points of the law and of the Regulations on the Management of Security Vulnerabilities of Network Products, and undertake to observe them strictly when testing on the Platform.'),
      h('1. What I have read'),
      p('Article 12: Any person or organisation using networks shall abide by the Constitution and the law, observe public order and respect social morality, and shall not endanger cybersecurity.'),
      p('Article 26: Cybersecurity certification, testing and risk assessment, and the publication of cybersecurity information such as system vulnerabilities, computer viruses, network attacks and intrusions, shall follow the relevant provisions of the State.'),
      p('Article 27: No person or organisation may illegally intrude into the networks of others, interfere with their normal functioning or steal network data, or engage in other activities endangering cybersecurity; provide programs or tools specially used for such activities; or, knowing that others engage in such activities, provide them with technical support, advertising, payment settlement or other help.'),
      p('Article 44: No person or organisation may steal or obtain personal information by other illegal means, or illegally sell or provide personal information to others.'),
      p('Article 63: Whoever violates Article 27 has the illegal gains confiscated by the public security organs and is detained for up to five days, and may be fined from RMB 50,000 to 500,000 yuan; in serious cases, detention from five to fifteen days and a fine from RMB 100,000 to 1,000,000 yuan; where a crime is constituted, criminal liability is pursued according to law. A person given a public security administration punishment may not hold a key position in cybersecurity management or network operation for five years.'),
      p('Regulations on the Management of Security Vulnerabilities of Network Products, Article 9: persons and organisations that publish vulnerability information through networks, media, conferences or competitions shall follow the principles of necessity, truthfulness, objectivity and helping to prevent cybersecurity risks: no publication before the product provider offers a fix; no deliberate exaggeration of the harm and risk; no publication of vulnerability details of networks, information systems and facilities in use by network operators; no publication or provision of programs and tools specially used to exploit vulnerabilities to endanger cybersecurity.'),
      h('2. My commitment'),
      p('(1) I test only within the scope, period and manner the Platform and the Vendor authorise, and never illegally intrude into, interfere with or damage any network or information system.'),
      p('(2) I do not steal, sell or provide to others any personal information or important data seen during testing.'),
      p('(3) I report vulnerabilities only through the Platform, never publish them before they are fixed, never exaggerate their harm, and never publish vulnerability details or exploitation tools of systems in use.'),
      p('(4) I never provide programs, tools or any help to others for activities endangering cybersecurity.'),
      p('(5) I know the administrative and even criminal liability that violating these laws and regulations carries, and accept the measures the Platform takes under its rules.'),
      p('I have completed the reading above and make this commitment of my own free will.'),
    ],
  },
};
