import { eq } from 'drizzle-orm';
import { fieldCipherOf } from '../../crypto/field-encryption';
import { AppError } from '../../http/app-error';
import type { UseCaseOptions } from '../../platform/use-case';
import type { Actor } from '../../platform/actor';
import { users } from '../identity/identity.tables';
import { enrolmentOf } from './project-asker';
import { findProject, openVpnPassword } from './project-form';
import { readVpnFileToken } from './vpn-link';

export type VpnFile = { fileName: string; body: Buffer };

/**
 * GET /project/downloadvpnfile?token=: the VPN access sheet of a project (a UTF-8 text
 * file: project, VPN user name and password, how to connect), for the person the signed
 * link names, if they may still see it (owner, approved participant, project VPN on). An
 * expired, forged or no-longer-valid link is the same 404.
 */
export async function downloadVpnFile({ ctx, input }: UseCaseOptions<{ token: string }, Actor>): Promise<VpnFile> {
  const cipher = await fieldCipherOf(ctx);
  const claims = readVpnFileToken(cipher, input.token, ctx.clock.now());
  if (!claims) throw new AppError('vpnLinkInvalid');
  const row = await findProject(ctx.db, claims.project);
  const [person] = await ctx.db.select({ id: users.id, status: users.status }).from(users).where(eq(users.publicId, claims.user)).limit(1);
  if (!row || !person || !row.vpn || person.status === 'foriben') throw new AppError('vpnLinkInvalid');
  const allowed = row.companyId === person.id || (await enrolmentOf(ctx.db, row.id, person.id)) === 'normal';
  if (!allowed) throw new AppError('vpnLinkInvalid');
  const text = [
    `Wardline — VPN / VPN 接入信息`,
    ``,
    `项目 Project: ${row.name}`,
    `账号 User name: ${row.vpnUserName ?? ''}`,
    `密码 Password: ${openVpnPassword(cipher, row) ?? ''}`,
    ``,
    `请仅在项目测试期间、测试范围内使用，不得转借他人。所有流量由厂商审计。`,
    `Use only for this project's testing, within its scope, and never share it. All traffic is audited by the company.`,
    ``,
  ].join('\r\n');
  return { fileName: `vpn-${row.publicId.slice(0, 8)}.txt`, body: Buffer.from(`\uFEFF${text}`, 'utf8') };
}
