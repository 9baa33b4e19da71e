import { describe, expect, it } from 'vitest';
import type { StaffPermission } from '@wardline/contract';
import { financeRefusal, statementAccountOf } from './money-policy';

const staff = (...permissions: StaffPermission[]) => ({ id: 1, role: 'staff' as const, usertype: null, permissions: new Set(permissions) });

describe('money policy: who may move and read money', () => {
  it.each([
    ['finance staff', staff('finance'), null],
    ['staff without finance', staff('projectAudit', 'triage'), 'staffPermissionMissing'],
    ['a company', { id: 2, role: 'user' as const, usertype: 'company' as const, permissions: new Set<StaffPermission>() }, 'forbidden'],
    ['a hacker', { id: 3, role: 'user' as const, usertype: 'hacker' as const, permissions: new Set<StaffPermission>() }, 'forbidden'],
    ['a visitor', null, 'forbidden'],
  ])('console money calls: %s → %s', (_, actor, refusal) => {
    expect(financeRefusal(actor)?.key ?? null).toBe(refusal);
  });

  it.each([
    ['hacker', 'user', 'hacker', 'hackerEarnings'],
    ['supplier', 'user', 'supplier', 'hackerEarnings'],
    ['company', 'user', 'company', 'companyBalance'],
    ['undecided account', 'user', null, null],
    ['staff', 'staff', null, null],
  ] as const)('a statement of a %s reads %s', (_, role, usertype, account) => {
    expect(statementAccountOf({ role, usertype })).toBe(account);
  });
});
