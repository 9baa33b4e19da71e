import { z } from 'zod';
import { stringEnum, type LabelTable } from './define';

/**
 * What a platform staff account may do in the console. Staff is a role; permissions are
 * kept per staff account (granted in the console by a member with `staffAdministration`),
 * so a certification reviewer does not also move money or read every ID number.
 */
export const STAFF_PERMISSIONS = [
  'certificationReview',
  'projectAudit',
  'triage',
  'arbitration',
  'finance',
  'content',
  'userAdministration',
  'revealPersonalNumbers',
  'staffAdministration',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];
export const staffPermissionSchema = stringEnum(STAFF_PERMISSIONS);
export const staffPermissionLabels: LabelTable<StaffPermission> = {
  certificationReview: { zh: '认证审核', en: 'Certification review' },
  projectAudit: { zh: '项目审核', en: 'Project audit' },
  triage: { zh: '漏洞审核', en: 'Report triage' },
  arbitration: { zh: '申诉仲裁', en: 'Arbitration' },
  finance: { zh: '财务结算', en: 'Finance' },
  content: { zh: '内容管理', en: 'Content' },
  userAdministration: { zh: '用户管理', en: 'User administration' },
  revealPersonalNumbers: { zh: '查看完整证件号与银行卡号', en: 'Reveal full ID and bank numbers' },
  staffAdministration: { zh: '员工管理', en: 'Staff administration' },
};

/** PUT /admin/users/{id}/permissions: the whole set a staff account holds from now on. */
export const staffPermissionsBody = z.object({
  permissions: z.array(staffPermissionSchema, { error: 'enum.invalid' }).max(STAFF_PERMISSIONS.length, 'enum.invalid'),
});
export type StaffPermissionsBody = z.input<typeof staffPermissionsBody>;
export const staffPermissionsResult = z.object({ id: z.string(), permissions: z.array(staffPermissionSchema) });
