import { eq } from 'drizzle-orm';
import { fenToYuan, sortHoleLevels, UNLIMITED_TESTERS, type ProjectEditForm, type ProjectFormOutput } from '@wardline/contract';
import type { Database } from '../../db/client';
import type { FieldCipher } from '../../crypto/field-encryption';
import { projectHoleLevels, projects, type ProjectHoleLevelRow, type ProjectRow } from './projects.tables';

/** The VPN password's ciphertext is bound to its project's company and column. */
const vpnPurpose = (companyId: number) => `projects.vpn_password:${companyId}`;

export function sealVpnPassword(cipher: FieldCipher, companyId: number, plain: string | null): string | null {
  return plain === null ? null : cipher.encrypt(plain, vpnPurpose(companyId));
}

export function openVpnPassword(cipher: FieldCipher, row: Pick<ProjectRow, 'companyId' | 'vpnPasswordCipher'>): string | null {
  return row.vpnPasswordCipher === null ? null : cipher.decrypt(row.vpnPasswordCipher, vpnPurpose(row.companyId));
}

/** The columns a checked form sets, on publish and on edit alike. */
export function projectColumns(form: ProjectFormOutput, cipher: FieldCipher, companyId: number, now: Date) {
  const money = form.holeList.map((l) => l.holeMoney);
  return {
    projectType: form.projectype,
    subType: form.projectSubType,
    companyName: form.companyname,
    hideCompanyName: form.privatemode === 1,
    name: form.projectname,
    startAt: form.startime,
    endAt: form.endtime,
    rewardPoolFen: form.rewardpool,
    hideRewardPool: form.hiderewardpool === 1,
    currency: form.rewardtype,
    lowRewardFen: Math.min(...money),
    highRewardFen: Math.max(...money),
    introduction: form.projectintroduce,
    testRule: form.testrule,
    testRange: form.testrange,
    authorFileRef: form.authorfile,
    testerCap: form.testnumber,
    verifyType: form.verifytype,
    personType: form.persontype,
    personLevel: form.personlevel,
    bugAudit: form.bugAudit === 1,
    vpn: form.vpn === 1,
    vpnUserName: form.vpnUserName,
    vpnPasswordCipher: sealVpnPassword(cipher, companyId, form.vpnPassword),
    smsNotice: form.smsnotice === 1,
    retest: form.retest === 1,
    submittedAt: now,
    updatedAt: now,
  };
}

/** Replaces a project's hole levels with the form's, weight descending; a level without a code gets `level-<weight>`. */
export async function replaceHoleLevels(db: Database, projectId: number, form: ProjectFormOutput): Promise<void> {
  await db.delete(projectHoleLevels).where(eq(projectHoleLevels.projectId, projectId));
  const used = new Set<string>();
  const rows = sortHoleLevels(form.holeList).map((level) => {
    let code = level.holeCode && !used.has(level.holeCode) ? level.holeCode : `level-${level.weight}`;
    if (used.has(code)) code = `level-${level.weight}`;
    used.add(code);
    return { projectId, holeCode: code, name: level.holeLevelName, moneyFen: level.holeMoney, description: level.holeDescription, weight: level.weight, color: level.color };
  });
  await db.insert(projectHoleLevels).values(rows);
}

export async function holeLevelsOf(db: Database, projectId: number): Promise<ProjectHoleLevelRow[]> {
  const rows = await db.select().from(projectHoleLevels).where(eq(projectHoleLevels.projectId, projectId));
  return sortHoleLevels(rows);
}

/** A flag column as the wire's 1/0. */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The project as the wizard's form (GET /project/getupdateDetail, the console's detail). */
export function editFormOf(row: ProjectRow, levels: ProjectHoleLevelRow[], vpnPassword: string | null): ProjectEditForm {
  return {
    id: row.publicId,
    states: row.state,
    rejectReason: row.rejectReason,
    companyname: row.companyName,
    projectype: row.projectType,
    projectSubType: row.subType,
    projectname: row.name,
    startime: row.startAt.toISOString(),
    endtime: row.endAt.toISOString(),
    rewardpool: fenToYuan(row.rewardPoolFen),
    hiderewardpool: flag(row.hideRewardPool),
    privatemode: flag(row.hideCompanyName),
    rewardtype: row.currency,
    projectintroduce: row.introduction,
    testrule: row.testRule,
    testrange: row.testRange,
    authorfile: row.authorFileRef,
    holeList: levels.map((l) => ({ holeCode: l.holeCode, holeLevelName: l.name, holeMoney: fenToYuan(l.moneyFen), holeDescription: l.description, weight: l.weight, color: l.color })),
    testnumber: row.testerCap ?? UNLIMITED_TESTERS,
    verifytype: row.verifyType === 1 ? 1 : 0,
    persontype: row.personType === 2 ? 2 : row.personType === 1 ? 1 : 0,
    personlevel: row.personLevel,
    bugAudit: flag(row.bugAudit),
    vpn: flag(row.vpn),
    vpnUserName: row.vpnUserName,
    vpnPassword,
    smsnotice: flag(row.smsNotice),
    retest: flag(row.retest),
  };
}

/** One project by public id, or undefined. */
export async function findProject(db: Database, publicId: string, lock = false): Promise<ProjectRow | undefined> {
  const query = db.select().from(projects).where(eq(projects.publicId, publicId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
