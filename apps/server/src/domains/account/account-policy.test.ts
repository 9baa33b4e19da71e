import { describe, expect, it } from 'vitest';
import { errorCatalog, type AccountSection, type UserStatus, type UserType } from '@wardline/contract';
import { accountRefusal, bankChangeRefusal, publicWelfareRefusal, type AccountHolder } from './account-policy';

const user = (usertype: UserType | null, status: UserStatus = 'certification'): AccountHolder => ({ role: 'user', usertype, status });
const staff: AccountHolder = { role: 'staff', usertype: null, status: 'certification' };
const code = (refusal: ReturnType<typeof accountRefusal>) => (refusal ? errorCatalog[refusal.key].errcode : 0);

/** The account centre's policy as a table: holder × part → the errcode of the refusal (0 = allowed). */
const sections: [string, AccountHolder, AccountSection | undefined, number][] = [
  ['a hacker reads the header', user('hacker'), undefined, 0],
  ['a company reads the header', user('company'), undefined, 0],
  ['staff are sent to the console', staff, undefined, 40392],
  ['an account without a type', user(null, 'unIdentityConfirm'), undefined, 40392],
  ['a hacker binds DingTalk', user('hacker'), 'dingTalk', 0],
  ['a company binds DingTalk', user('company'), 'dingTalk', 40392],
  ['a supplier downloads protocols', user('supplier'), 'protocols', 0],
  ['a company downloads protocols', user('company'), 'protocols', 40392],
  ['a hacker edits personal info', user('hacker'), 'personalInfo', 0],
  ['a company edits personal info', user('company'), 'personalInfo', 40392],
  ['a company reads its figures', user('company'), 'companyFigures', 0],
  ['a hacker reads company figures', user('hacker'), 'companyFigures', 40392],
  ['a company changes its password', user('company'), 'password', 0],
];

const bank: [string, AccountHolder, number][] = [
  ['a certified hacker', user('hacker', 'certification'), 0],
  ['a trusted hacker', user('hacker', 'credible'), 0],
  ['a hacker under trusted review', user('hacker', 'checkCredible'), 0],
  ['a hacker without real name', user('hacker', 'unauthorized'), 40391],
  ['a company', user('company'), 40392],
  ['a supplier', user('supplier'), 40392],
  ['staff', staff, 40392],
];

describe('account centre policy', () => {
  it.each(sections)('%s', (_, holder, section, errcode) => expect(code(accountRefusal(holder, section))).toBe(errcode));
  it.each(bank)('bank card change: %s', (_, holder, errcode) => expect(code(bankChangeRefusal(holder))).toBe(errcode));
  it.each([
    ['company', user('company', 'publicWelfareAuthorizing'), 0],
    ['hacker', user('hacker'), 40392],
    ['staff', staff, 40392],
  ] as const)('public-welfare record: %s', (_, holder, errcode) => expect(code(publicWelfareRefusal(holder))).toBe(errcode));
});
