import { describe, expect, it } from 'vitest';
import { accountActions, accountBadges, hasAccountSection, type AccountAction } from './account-centre';
import { USER_STATUSES, type UserStatus, type UserType } from './enums/user';

const kinds = (usertype: UserType, status: UserStatus) => accountActions(usertype, status).map((a: AccountAction) => a.kind);

describe('the account centre’s sections by type (spec 001 §2, §6)', () => {
  it.each([
    ['hacker', 'dingTalk', true],
    ['hacker', 'protocols', true],
    ['hacker', 'personalInfo', true],
    ['hacker', 'manufacturerInfo', false],
    ['hacker', 'companyFigures', false],
    ['supplier', 'personalInfo', true],
    ['company', 'dingTalk', false],
    ['company', 'protocols', false],
    ['company', 'personalInfo', false],
    ['company', 'manufacturerInfo', true],
    ['company', 'companyFigures', true],
    ['company', 'bankCard', true],
    ['company', 'password', true],
  ] as const)('%s: %s → %s', (usertype, section, shown) => {
    expect(hasAccountSection(usertype, section)).toBe(shown);
  });

  it('shows nothing to an account without a type', () => {
    expect(hasAccountSection(null, 'password')).toBe(false);
  });
});

describe('the header’s buttons by status (spec 001 §6)', () => {
  it('hackers: real-name while unauthorized, trusted authentication in its entry statuses only', () => {
    expect(kinds('hacker', 'unauthorized')).toEqual(['realName']);
    for (const status of ['certification', 'progressCredible', 'oldCredible', 'failCredible'] as const) expect(kinds('hacker', status)).toEqual(['trustedAuth']);
    for (const status of ['checkCredible', 'credible'] as const) expect(kinds('hacker', status)).toEqual([]);
    expect(accountActions('hacker', 'failCredible')[0]).toEqual({ kind: 'trustedAuth', to: '/register/trustedAuthentication' });
  });

  it('companies: certify, wait, update; publish when certified or public welfare', () => {
    expect(accountActions('company', 'unauthorized')).toEqual([{ kind: 'companyAuth', to: '/register/companyLegalize?fromUserCenter=true', update: false, underReview: false }]);
    expect(accountActions('company', 'companyFileUploaded')[0]).toMatchObject({ underReview: true });
    expect(accountActions('company', 'certification')).toEqual([
      { kind: 'companyAuth', to: '/register/companyLegalize?fromUserCenter=true&update=true', update: true, underReview: false },
      { kind: 'publishProject', to: '/company/publishProject' },
    ]);
    expect(kinds('company', 'publicWelfareAuthorizing')).toEqual(['publishProject']);
    expect(kinds('company', 'publicWelfareAuthorized')).toEqual(['companyAuth', 'publishProject']);
  });

  it('suppliers: their certification while unauthorized', () => {
    expect(accountActions('supplier', 'unauthorized')).toEqual([{ kind: 'supplierAuth', to: '/register/supplierLegalize?fromUserCenter=true' }]);
    expect(kinds('supplier', 'checkCertification')).toEqual([]);
  });

  it('never offers a company button to a hacker or the other way round, whatever the status', () => {
    for (const status of USER_STATUSES) {
      expect(kinds('hacker', status).filter((k) => k === 'companyAuth' || k === 'publishProject')).toEqual([]);
      expect(kinds('company', status).filter((k) => k === 'realName' || k === 'trustedAuth')).toEqual([]);
    }
  });

  it('badges: certified, trusted, public welfare, under review', () => {
    expect(accountBadges('hacker', 'credible')).toEqual(['certified', 'trusted']);
    expect(accountBadges('hacker', 'unauthorized')).toEqual(['uncertified']);
    expect(accountBadges('company', 'companyFileUploaded')).toEqual(['underReview']);
    expect(accountBadges('company', 'publicWelfareAuthorized')).toEqual(['certified', 'publicWelfare']);
  });
});
