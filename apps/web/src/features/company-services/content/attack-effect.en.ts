import type { ServicePageContent } from './types';

export const attackEffectEn: ServicePageContent = {
  hero: {
    eyebrow: 'For companies · Breach and attack simulation',
    title: 'Prove your defences work, against the techniques real attackers use',
    subtitle: 'We safely simulate complete attack chains under controlled conditions to test your perimeter, endpoint, email and data-loss defences, find the blind spots, and show what every part of your security spend actually delivers.',
    highlights: ['Harmless attack payloads', 'The whole attack chain', 'Scores against a baseline'],
  },
  value: {
    lead: 'A security product that is deployed is not necessarily a product that works: policy settings, rule updates and network changes can quietly open gaps.',
    items: [
      { icon: 'shield', title: 'Validate your controls', text: 'Real attack techniques put firewalls, intrusion detection, endpoint protection, email gateways and data-loss prevention to the test, confirming they block, detect and alert.' },
      { icon: 'target', title: 'Find detection blind spots', text: 'Each stage of the chain is tested in turn — reconnaissance, delivery, execution, lateral movement and exfiltration — pinpointing exactly where and why a defence fails.' },
      { icon: 'gauge', title: 'Measure your security', text: 'Block, detection and alert rates add up to a score you can compare with industry baselines and your own history, showing in numbers what your security investment achieves.' },
      { icon: 'chain', title: 'Keep validating', text: 'Re-run simulations after policy changes, upgrades or network changes, so your defences never degrade unnoticed.' },
    ],
  },
  process: {
    lead: 'Simulations run only on agreed test hosts within an agreed window, and can be paused or stopped at any time.',
    steps: [
      { title: 'Scenario planning', text: 'We agree goals, boundaries and time window with you and choose attack scenarios relevant to your industry from our library.' },
      { title: 'Agent deployment', text: 'Lightweight agents are installed on the agreed test hosts, with no access to production data.' },
      { title: 'Simulation', text: 'Harmless payloads run scenario by scenario while every block, detection and alert is recorded in real time.' },
      { title: 'Analysis', text: 'Our experts correlate the results with your security logs to explain each failure, producing scores and a list of blind spots.' },
      { title: 'Hardening and retest', text: 'After you adjust policies and rules, we run the scenarios again and compare before and after.' },
    ],
  },
  deliverables: {
    lead: 'After each round of simulation you receive:',
    items: [
      { title: 'Control effectiveness report', text: 'Block, detection and alert rates by attack stage and by security product, with an overall score.' },
      { title: 'Attack paths and blind spots', text: 'The path of each scenario, marking where defences failed, with evidence.' },
      { title: 'Hardening recommendations', text: 'Ready-to-apply policy and detection-rule changes, in order of priority.' },
      { title: 'Retest comparison', text: 'Results before and after hardening, and the gap to industry baselines.' },
    ],
  },
  faq: [
    { question: 'Can a simulation damage production?', answer: 'No. Every payload is rendered harmless and runs only on the agreed test hosts; no real data is changed or sent out, and a run can be paused or stopped at any time.' },
    { question: 'How does this differ from penetration testing or red teaming?', answer: 'Penetration tests and red teams ask “can someone get in?”. Breach and attack simulation asks “does each layer of defence work at every step?” — with results that are measurable and repeatable, so you can re-check after every change.' },
    { question: 'What do we need to install?', answer: 'Only a lightweight agent on the agreed test hosts, plus read-only access to your security product logs for our analysts.' },
    { question: 'How often should we run it?', answer: 'We recommend a full simulation every quarter, plus targeted retests after major policy changes, upgrades or changes to your network architecture.' },
    { question: 'Which security products can be covered?', answer: 'All the mainstream categories: network perimeter, intrusion detection and prevention, endpoint protection and response, email security gateways, web application firewalls and data-loss prevention.' },
  ],
};
