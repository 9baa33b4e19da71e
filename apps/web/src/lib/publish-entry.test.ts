import { describe, expect, it } from 'vitest';
import { publishEntryOf, publishEntryTarget } from './publish-entry';

describe('publishEntryOf (spec 000 §4 publish entry)', () => {
  it.each([
    ['company', 'certification', 'open'],
    ['company', 'publicWelfareAuthorized', 'open'],
    ['company', 'imperfect', 'imperfect'],
    ['company', 'unIdentityConfirm', 'imperfect'],
    ['company', 'unauthorized', 'unauthorized'],
    ['company', 'companyFileUploaded', 'checkCertification'],
    ['company', 'checkCertification', 'checkCertification'],
    ['company', 'foriben', 'foriben'],
    ['hacker', 'certification', 'unauthorized'],
    ['supplier', 'certification', 'unauthorized'],
    [null, 'certification', 'unauthorized'],
  ] as const)('%s in %s → %s', (usertype, status, entry) => {
    expect(publishEntryOf(usertype, status)).toBe(entry);
  });

  it('sends imperfect, unauthorized and disabled accounts to the account centre, and keeps a pending review where it is', () => {
    expect(publishEntryTarget('imperfect')).toBe('/userCenter/myAccount');
    expect(publishEntryTarget('unauthorized')).toBe('/userCenter/myAccount');
    expect(publishEntryTarget('foriben')).toBe('/userCenter/myAccount');
    expect(publishEntryTarget('checkCertification')).toBeNull();
  });
});
