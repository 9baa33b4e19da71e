import { COMPANY_PUBLISH_STATUSES, TRUSTED_AUTH_ENTRY_STATUSES, type UserStatus, type UserType } from './enums/user';

/**
 * What the account centre shows each kind of account (spec 001 §2, §6), as data: the tabs,
 * the rows of the account-settings tab and the header's figures. The server's account policy
 * refuses a call whose section a type does not have; the web shows only these sections.
 */
export const ACCOUNT_SECTIONS = ['bankCard', 'password', 'phone', 'email', 'dingTalk', 'protocols', 'personalInfo', 'manufacturerInfo', 'companyFigures'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export const ACCOUNT_SECTIONS_BY_TYPE: Readonly<Record<UserType, readonly AccountSection[]>> = {
  hacker: ['bankCard', 'password', 'phone', 'email', 'dingTalk', 'protocols', 'personalInfo'],
  supplier: ['bankCard', 'password', 'phone', 'email', 'dingTalk', 'protocols', 'personalInfo'],
  // Spec 001 §2/§6: no DingTalk, no protocol download, no personal info; the manufacturer info tab and the money figures instead.
  company: ['bankCard', 'password', 'phone', 'email', 'manufacturerInfo', 'companyFigures'],
};

export function hasAccountSection(usertype: UserType | null, section: AccountSection): boolean {
  return usertype !== null && ACCOUNT_SECTIONS_BY_TYPE[usertype].includes(section);
}

/** A button of the header that leads elsewhere (spec 001 §2, §6). */
export type AccountAction =
  | { kind: 'realName'; to: string }
  | { kind: 'trustedAuth'; to: string }
  | { kind: 'supplierAuth'; to: string }
  | { kind: 'companyAuth'; to: string; update: boolean; underReview: boolean }
  | { kind: 'publishProject'; to: string };

const has = (list: readonly UserStatus[], status: UserStatus) => list.includes(status);

/** Company statuses that may update their certification (spec 001 §6: certified, public-welfare certified). */
const COMPANY_UPDATE_STATUSES: readonly UserStatus[] = ['certification', 'publicWelfareAuthorized'];

/**
 * The certification and shortcut buttons of the header by type and status (spec 001 §6):
 * hackers' real-name button while `unauthorized`, the trusted-authentication button in
 * TRUSTED_AUTH_ENTRY_STATUSES; suppliers' certification while `unauthorized` (labelled
 * trusted authentication by the spec); companies' enterprise authentication while
 * `unauthorized` or `companyFileUploaded` (a warning that review is in progress), its update
 * once certified, and the create-project shortcut in COMPANY_PUBLISH_STATUSES.
 */
export function accountActions(usertype: UserType | null, status: UserStatus): AccountAction[] {
  const actions: AccountAction[] = [];
  if (usertype === 'hacker') {
    if (status === 'unauthorized') actions.push({ kind: 'realName', to: '/register/hackerLegalize?fromUserCenter=true' });
    if (has(TRUSTED_AUTH_ENTRY_STATUSES, status)) actions.push({ kind: 'trustedAuth', to: '/register/trustedAuthentication' });
  } else if (usertype === 'supplier') {
    if (status === 'unauthorized') actions.push({ kind: 'supplierAuth', to: '/register/supplierLegalize?fromUserCenter=true' });
  } else if (usertype === 'company') {
    if (status === 'unauthorized' || status === 'companyFileUploaded') {
      actions.push({ kind: 'companyAuth', to: '/register/companyLegalize?fromUserCenter=true', update: false, underReview: status === 'companyFileUploaded' });
    } else if (has(COMPANY_UPDATE_STATUSES, status)) {
      actions.push({ kind: 'companyAuth', to: '/register/companyLegalize?fromUserCenter=true&update=true', update: true, underReview: false });
    }
    if (has(COMPANY_PUBLISH_STATUSES, status)) actions.push({ kind: 'publishProject', to: '/company/publishProject' });
  }
  return actions;
}

/** The certification badges of the header: real-name or company certification, trusted, public welfare. */
export type AccountBadge = 'certified' | 'underReview' | 'trusted' | 'publicWelfare' | 'uncertified';

export function accountBadges(usertype: UserType | null, status: UserStatus): AccountBadge[] {
  if (status === 'unauthorized' || status === 'imperfect' || status === 'unIdentityConfirm') return ['uncertified'];
  if (status === 'companyFileUploaded' || status === 'checkCertification') return ['underReview'];
  if (status === 'credible' || status === 'oldCredible') return ['certified', 'trusted'];
  if (status === 'publicWelfareAuthorized' && usertype === 'company') return ['certified', 'publicWelfare'];
  return ['certified'];
}
