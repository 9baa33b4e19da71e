import type { ServicePageContent } from './types';

export const internetAttackEn: ServicePageContent = {
  hero: {
    eyebrow: 'For companies · Attack-surface mapping',
    title: 'See every way into your business before attackers do',
    subtitle: 'We continuously discover the domains, IP addresses, ports, services and applications you expose to the internet, find unmanaged shadow assets and dangerous exposures, and tell you exactly how to close them — so your attack surface stays visible and under control.',
    highlights: ['Shadow-asset discovery', 'Critical exposures first', 'Continuous monitoring'],
  },
  value: {
    lead: 'Attacks often start with a forgotten test system or a port that should never have been open.',
    items: [
      { icon: 'radar', title: 'Know what you own', text: 'Passive intelligence and active discovery combine to find unregistered subdomains, cloud hosts, test environments and legacy systems, building a complete inventory around your legal entities.' },
      { icon: 'eye', title: 'See the risk', text: 'Open ports, services, component versions and certificates are matched against vulnerability intelligence; exposed databases, admin consoles and remote access are flagged and ranked by risk.' },
      { icon: 'bell', title: 'Keep watching', text: 'Regular re-scans alert you to new assets, newly opened ports and expiring certificates, so new risks cannot slip through between checks.' },
      { icon: 'loop', title: 'Close the gaps', text: 'Every exposure comes with a remediation plan that we track until it is verified as fixed; risks that need deeper proof can go straight into a trusted crowd testing project.' },
    ],
  },
  process: {
    lead: 'Mapping is low-rate and non-intrusive throughout, with no impact on your business.',
    steps: [
      { title: 'Scope', text: 'Give us your legal entity names, known domains and IP ranges, and sign a mapping authorisation.' },
      { title: 'Discovery', text: 'Certificate transparency logs, DNS, search engines and other passive sources, plus low-rate active probing, produce a list of candidate assets.' },
      { title: 'Attribution', text: 'Ownership is verified through ICP filings, certificates, DNS and page fingerprints; false positives are removed and services and components identified.' },
      { title: 'Risk analysis', text: 'Our experts assess each exposure against vulnerability intelligence and set priorities for remediation.' },
      { title: 'Delivery and monitoring', text: 'You receive the inventory and risk report; monitoring continues on a schedule and remediation is tracked.' },
    ],
  },
  deliverables: {
    lead: 'You get a view of assets and risks you can manage from directly:',
    items: [
      { title: 'Internet asset inventory', text: 'Domains, IP addresses, ports, services, component versions and certificates, each with its attribution evidence and owning team.' },
      { title: 'Exposure risk report', text: 'Critical exposures, shadow assets and abandoned assets, ranked by risk with evidence.' },
      { title: 'Remediation plan and tracking', text: 'A recommended action for each risk, with progress and verification results.' },
      { title: 'Periodic change report', text: 'Assets added, retired or changed in each monitoring cycle, and how your risk is trending.' },
    ],
  },
  faq: [
    { question: 'Will mapping affect our production services?', answer: 'No. Mapping relies mainly on passive intelligence; active probing is low-rate and non-intrusive, identifies assets and services only, and never exploits anything.' },
    { question: 'What do we need to provide?', answer: 'Your legal entity names (including subsidiaries), known domains and IP ranges, and a mapping authorisation. The more complete the information, the faster attribution goes.' },
    { question: 'How is this different from vulnerability scanning?', answer: 'A scanner checks the assets you already know about. Attack-surface mapping first answers “what do we actually own?” — especially the assets nobody knows about — and then assesses what they expose. The two complement each other.' },
    { question: 'How often are results updated?', answer: 'On the schedule in your contract, usually weekly or monthly; critical exposures such as open databases or admin consoles are reported immediately.' },
    { question: 'How are the risks we find confirmed?', answer: 'Risks that need deeper proof can be moved straight into a trusted crowd testing project, where vetted hackers verify them within an authorised scope and suggest fixes.' },
  ],
};
