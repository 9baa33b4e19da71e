import { describe, expect, it } from 'vitest';
import type { EnterStatus, ProjectState, StaffPermission, UserStatus, UserType } from '@wardline/contract';
import { projectRefusal, publishRefusal, type ProjectAction, type ProjectAsker } from './projects-policy';
import { hackerOperation, joinStatusOf } from './hacker-operation';

const OWNER = 1;
const project = (state: ProjectState) => ({ companyId: OWNER, state });
const user = (id: number, usertype: UserType, status: UserStatus = 'certification', enrolment: EnterStatus | null = null): ProjectAsker => ({
  actor: { id, role: 'user', usertype, permissions: new Set() },
  status,
  enrolment,
});
const staff = (...permissions: StaffPermission[]): ProjectAsker => ({ actor: { id: 9, role: 'staff', usertype: null, permissions: new Set(permissions) } });

const askers = {
  visitor: { actor: null } as ProjectAsker,
  owner: user(OWNER, 'company'),
  otherCompany: user(2, 'company'),
  hacker: user(3, 'hacker'),
  applicant: user(4, 'hacker', 'certification', 'apply'),
  participant: user(5, 'hacker', 'certification', 'normal'),
  refused: user(6, 'hacker', 'certification', 'refuse'),
  supplier: user(7, 'supplier'),
  auditor: staff('projectAudit'),
  otherStaff: staff('certificationReview'),
};
type Who = keyof typeof askers;

/** The errcode of the refusal (0 = allowed). */
function outcome(who: Who, action: Exclude<ProjectAction, 'publish'>, state: ProjectState): number {
  const refusal = projectRefusal(askers[who], action, project(state));
  return refusal ? (refusal.key === 'projectNotFound' ? 404 : refusal.key === 'projectNoPermission' ? 403.54 : refusal.key === 'projectNotEditable' ? 409 : refusal.key === 'projectSignInRequired' || refusal.key === 'unauthorized' ? 401 : 403) : 0;
}

describe('the projects policy, as a table of role × action × owner × state', () => {
  it.each<[Who, Exclude<ProjectAction, 'publish'>, ProjectState, number]>([
    // Detail: the owner and project-audit staff always; another company never (no permission); outsiders only listed projects.
    ['owner', 'viewDetail', 'unaudited', 0],
    ['auditor', 'viewDetail', 'failed', 0],
    ['otherCompany', 'viewDetail', 'doing', 403.54],
    ['otherCompany', 'viewDetail', 'unaudited', 403.54],
    ['hacker', 'viewDetail', 'apply', 0],
    ['hacker', 'viewDetail', 'stop', 0],
    ['hacker', 'viewDetail', 'unaudited', 404],
    ['hacker', 'viewDetail', 'failed', 404],
    ['hacker', 'viewDetail', 'pause', 404],
    ['participant', 'viewDetail', 'pause', 0],
    ['otherStaff', 'viewDetail', 'doing', 0],
    ['otherStaff', 'viewDetail', 'unaudited', 404],
    ['visitor', 'viewDetail', 'doing', 401],
    // Editing: the owner while unaudited or failed.
    ['owner', 'edit', 'unaudited', 0],
    ['owner', 'edit', 'failed', 0],
    ['owner', 'edit', 'apply', 409],
    ['owner', 'edit', 'pause', 409],
    ['owner', 'readEditForm', 'doing', 0],
    ['otherCompany', 'edit', 'unaudited', 403.54],
    ['hacker', 'edit', 'unaudited', 404],
    ['hacker', 'edit', 'doing', 403.54],
    ['auditor', 'edit', 'unaudited', 404],
    // The bounty: owner, project-audit staff, approved participants.
    ['owner', 'viewBounty', 'doing', 0],
    ['auditor', 'viewBounty', 'doing', 0],
    ['participant', 'viewBounty', 'doing', 0],
    ['applicant', 'viewBounty', 'doing', 403.54],
    ['refused', 'viewBounty', 'doing', 403.54],
    ['otherCompany', 'viewBounty', 'doing', 403.54],
    // VPN: owner and approved participants only (not even staff).
    ['owner', 'viewVpn', 'doing', 0],
    ['participant', 'viewVpn', 'doing', 0],
    ['applicant', 'viewVpn', 'doing', 403.54],
    ['auditor', 'viewVpn', 'doing', 403.54],
    // Participants: the owner (and audit staff may look); deciding is the owner's alone.
    ['owner', 'viewParticipants', 'doing', 0],
    ['auditor', 'viewParticipants', 'doing', 0],
    ['otherCompany', 'viewParticipants', 'doing', 403.54],
    ['hacker', 'viewParticipants', 'doing', 403.54],
    ['hacker', 'viewParticipants', 'unaudited', 404],
    ['owner', 'examineParticipant', 'doing', 0],
    ['auditor', 'examineParticipant', 'doing', 403.54],
    ['participant', 'examineParticipant', 'doing', 403.54],
    ['otherCompany', 'examineParticipant', 'doing', 403.54],
    // Enrolment: hackers and suppliers, on projects they may see.
    ['hacker', 'enrol', 'apply', 0],
    ['supplier', 'enrol', 'doing', 0],
    ['hacker', 'enrol', 'unaudited', 404],
    ['owner', 'enrol', 'apply', 403],
    ['otherCompany', 'enrol', 'apply', 403],
    ['auditor', 'enrol', 'apply', 403],
    ['visitor', 'enrol', 'apply', 401],
    // The console's audit: project-audit staff only.
    ['auditor', 'audit', 'unaudited', 0],
    ['otherStaff', 'audit', 'unaudited', 403],
    ['owner', 'audit', 'unaudited', 403],
    ['visitor', 'audit', 'unaudited', 403],
  ])('%s → %s on a %s project: %s', (who, action, state, expected) => {
    expect(outcome(who, action, state)).toBe(expected);
  });

  it.each<[UserType | null, UserStatus, string | null]>([
    ['company', 'certification', null],
    ['company', 'publicWelfareAuthorized', null],
    ['company', 'imperfect', 'publishImperfect'],
    ['company', 'unIdentityConfirm', 'publishImperfect'],
    ['company', 'unauthorized', 'publishUnauthorized'],
    ['company', 'companyFileUploaded', 'publishCertificationPending'],
    ['company', 'checkCertification', 'publishCertificationPending'],
    ['company', 'foriben', 'publishForbidden'],
    ['hacker', 'certification', 'publishUnauthorized'],
    ['supplier', 'certification', 'publishUnauthorized'],
    ['hacker', 'foriben', 'publishForbidden'],
  ])('publish entry: a %s in %s → %s', (usertype, status, key) => {
    const asker: ProjectAsker = { actor: { id: 1, role: 'user', usertype, permissions: new Set() }, status };
    expect(publishRefusal(asker)?.key ?? null).toBe(key);
  });
});

describe("a hacker's operation on a project (spec 001 §4): one place", () => {
  const hacker = { kind: 'user', role: 'user', usertype: 'hacker' } as const;
  it.each<[ProjectState, EnterStatus | null, string | null]>([
    ['apply', null, 'enroll'],
    ['doing', null, 'enroll'],
    ['apply', 'apply', 'auditing'],
    ['doing', 'refuse', 'nopass'],
    ['apply', 'normal', 'submission'],
    ['doing', 'normal', 'submission'],
    ['settlement', 'normal', 'end'],
    ['stop', null, 'end'],
  ])('on a %s project with enrolment %s: %s', (state, enrolment, operation) => {
    expect(hackerOperation(hacker, state, enrolment)).toBe(operation);
  });

  it('is participate for visitors and none for companies and staff; join status follows the enrolment', () => {
    expect(hackerOperation({ kind: 'visitor' }, 'doing', null)).toBe('participate');
    expect(hackerOperation({ kind: 'user', role: 'user', usertype: 'company' }, 'doing', null)).toBeNull();
    expect(hackerOperation({ kind: 'user', role: 'staff', usertype: null }, 'doing', null)).toBeNull();
    expect([null, 'apply', 'normal', 'refuse'].map((e) => joinStatusOf(hacker, e as EnterStatus | null))).toEqual(['unApply', 'applying', 'apply', null]);
    expect(joinStatusOf({ kind: 'visitor' }, null)).toBeNull();
  });
});
