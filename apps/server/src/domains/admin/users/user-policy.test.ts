import { describe, expect, it } from 'vitest';
import { errorCatalog, STAFF_PERMISSIONS, type StaffPermission } from '@wardline/contract';
import type { PolicyActor } from '../../../platform/policy/policy';
import { userAdminRefusal, type UserAdminAction } from './user-policy';

const staff = (...permissions: StaffPermission[]): PolicyActor => ({ id: 1, role: 'staff', usertype: null, permissions: new Set(permissions) });
const all = staff(...STAFF_PERMISSIONS);
const hacker: PolicyActor = { id: 9, role: 'user', usertype: 'hacker', permissions: new Set() };
const aUser = { id: 2, role: 'user' as const };
const aStaff = { id: 3, role: 'staff' as const };
const self = { id: 1, role: 'staff' as const };

/** The console's user policy as a table: actor × action × target → the errcode of the refusal (0 = allowed). */
const table: [string, PolicyActor, UserAdminAction, { id: number; role: 'user' | 'staff' } | undefined, number][] = [
  ['visitor lists', null, 'list', undefined, 403],
  ['hacker lists', hacker, 'list', undefined, 403],
  ['staff without permissions lists', staff(), 'list', undefined, 40331],
  ['user admin lists', staff('userAdministration'), 'list', undefined, 0],
  ['staff admin reads', staff('staffAdministration'), 'read', aStaff, 0],
  ['user admin disables a user', staff('userAdministration'), 'disable', aUser, 0],
  ['user admin disables staff', staff('userAdministration'), 'disable', aStaff, 40331],
  ['staff admin alone disables staff', staff('staffAdministration'), 'disable', aStaff, 40331],
  ['both disable staff', staff('userAdministration', 'staffAdministration'), 'disable', aStaff, 0],
  ['anyone disables themselves', all, 'disable', self, 40330],
  ['user admin enables staff', staff('userAdministration'), 'enable', aStaff, 40331],
  ['user admin resets a colleague', staff('userAdministration'), 'resetTotp', aStaff, 40331],
  ['staff admin resets a colleague', staff('staffAdministration'), 'resetTotp', aStaff, 0],
  ['staff admin resets themselves', all, 'resetTotp', self, 403],
  ['staff admin edits a colleague', staff('staffAdministration'), 'editPermissions', aStaff, 0],
  ['staff admin edits a user', staff('staffAdministration'), 'editPermissions', aUser, 409],
  ['staff admin edits themselves', all, 'editPermissions', self, 40333],
  ['user admin edits a colleague', staff('userAdministration'), 'editPermissions', aStaff, 40331],
];

describe('user administration policy', () => {
  it.each(table)('%s', (_, actor, action, target, errcode) => {
    const refusal = userAdminRefusal(actor, action, target);
    expect(refusal ? errorCatalog[refusal.key].errcode : 0).toBe(errcode);
  });
});
