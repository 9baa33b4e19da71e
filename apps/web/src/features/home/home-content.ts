/** The fixed parts of the home page. Texts are `home:` keys; links are routes of this app. */
export const SERVICE_TABS = [
  {
    key: 'services',
    items: [
      { key: 'crowdTesting', to: '/companyservice/bugbounty' },
      { key: 'pentest', to: '/companyservice/bugbounty' },
      { key: 'redTeam', to: '/companyservice/attack-effect' },
      { key: 'eventSecurity', to: '/game' },
    ],
  },
  {
    key: 'products',
    items: [
      { key: 'attackSurface', to: '/companyservice/internet-attack' },
      { key: 'bas', to: '/companyservice/attack-effect' },
      { key: 'srcHosting', to: '/companyservice/bugbounty' },
    ],
  },
  {
    key: 'community',
    items: [
      { key: 'projectHall', to: '/hackerservice/projectPage' },
      { key: 'leaderboard', to: '/hackerservice/leaderboard' },
      { key: 'hackerRights', to: '/hackerservice/hacker-rights' },
      { key: 'hackerGuide', to: '/hackerservice/hacker-guide' },
    ],
  },
] as const;

export const SECURITY_TEAMS = [
  { key: 'redTeam', image: '/images/teams/red-team.svg' },
  { key: 'blueTeam', image: '/images/teams/blue-team.svg' },
  { key: 'researchLab', image: '/images/teams/research-lab.svg' },
  { key: 'incidentResponse', image: '/images/teams/incident-response.svg' },
] as const;

/** Fictional customers with wordmarks drawn for this demo; no real brand is shown. */
export const CUSTOMERS = [
  { key: 'qingheBank', logo: '/images/customers/qinghe-bank.svg' },
  { key: 'lantingMobility', logo: '/images/customers/lanting-mobility.svg' },
  { key: 'sailcloud', logo: '/images/customers/sailcloud.svg' },
  { key: 'tidewellEnergy', logo: '/images/customers/tidewell-energy.svg' },
  { key: 'pinecrestSecurities', logo: '/images/customers/pinecrest-securities.svg' },
  { key: 'mingyueHealth', logo: '/images/customers/mingyue-health.svg' },
  { key: 'swiftcraneLogistics', logo: '/images/customers/swiftcrane-logistics.svg' },
  { key: 'orbitfoxGames', logo: '/images/customers/orbitfox-games.svg' },
] as const;

/** Each wordmark is drawn in both languages: `<name>.svg` in English, `<name>.zh.svg` in Chinese. */
export function customerLogo(logo: string, language: string): string {
  return language === 'zh' ? logo.replace(/\.svg$/, '.zh.svg') : logo;
}

/** The bundled banners have their headline drawn in HTML (so it is translated): banner N uses headline N. */
export function bundledHeadline(imagePath: string): 1 | 2 | 3 | 4 | null {
  const match = /^\/images\/carousel\/([1-4])\.svg$/.exec(imagePath);
  return match ? (Number(match[1]) as 1 | 2 | 3 | 4) : null;
}
