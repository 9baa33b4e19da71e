import { and, desc, eq } from 'drizzle-orm';
import { EDITABLE_PROJECT_STATES, fenToYuan, HIDDEN_REWARD, type ProjectDetail } from '@wardline/contract';
import { fieldCipherOf } from '../../crypto/field-encryption';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { certifications } from '../certification/certification.tables';
import { askerOf, enrolmentOf } from './project-asker';
import { findProject, flag, holeLevelsOf, openVpnPassword } from './project-form';
import { cardOf, isOwnerOf, seesBounty, type CardViewer } from './project-view';
import { projectRefusal } from './projects-policy';
import { vpnFileToken, vpnFileUrl } from './vpn-link';
import type { StaffPermission } from '@wardline/contract';

/** The viewer of a signed-in request, as cards and details see them. */
export function userViewer(actor: UserActor, permissions: ReadonlySet<StaffPermission>): CardViewer {
  const { user } = actor;
  return { kind: 'user', role: user.role, usertype: user.usertype, userId: user.id, staffAudit: user.role === 'staff' && permissions.has('projectAudit') };
}

/**
 * GET /project/getProjectdetail and /project/getpersonalProjectdetail (spec 002 §2.2): a
 * company sees only its own projects (another's: 403, no data); hackers see listed
 * projects (and a paused one they take part in). Level rewards and what is left of the
 * pool stay `****` until the viewer's enrolment is approved; the VPN user name, password
 * and a five-minute signed file link only for approved participants and the owner.
 */
export async function getProjectDetail({ ctx, actor, input, permissions }: UseCaseOptions<{ id: string }, UserActor> & { permissions: ReadonlySet<StaffPermission> }): Promise<ProjectDetail> {
  const row = await findProject(ctx.db, input.id);
  if (!row) throw new AppError('projectNotFound');
  const enrolment = await enrolmentOf(ctx.db, row.id, actor.user.id);
  const asker = { ...askerOf(actor, permissions), enrolment };
  enforce(projectRefusal(asker, 'viewDetail', row));

  const viewer = userViewer(actor, permissions);
  const now = ctx.clock.now();
  const owner = isOwnerOf(viewer, row);
  const bounty = seesBounty(viewer, row, enrolment);
  const vpnShown = row.vpn && projectRefusal(asker, 'viewVpn', row) === null;
  const cipher = await fieldCipherOf(ctx);
  const card = cardOf(row, viewer, enrolment, now);
  const [logo] = card.publisher === null
    ? []
    : await ctx.db
        .select({ logo: certifications.companyLogo })
        .from(certifications)
        .where(and(eq(certifications.userId, row.companyId), eq(certifications.kind, 'company'), eq(certifications.state, 'approved')))
        .orderBy(desc(certifications.id))
        .limit(1);
  const levels = await holeLevelsOf(ctx.db, row.id);
  const submission = card.operation === 'submission';
  return {
    ...card,
    logo: logo?.logo ?? null,
    introduction: row.introduction,
    testRange: row.testRange,
    testRule: row.testRule,
    holeList: levels.map((l) => ({ holeCode: l.holeCode, holeLevelName: l.name, holeMoney: bounty ? fenToYuan(l.moneyFen) : HIDDEN_REWARD, holeDescription: l.description, weight: l.weight, color: l.color })),
    bountyVisible: bounty,
    verifytype: row.verifyType === 1 ? 1 : 0,
    persontype: row.personType === 2 ? 2 : row.personType === 1 ? 1 : 0,
    personlevel: row.personLevel,
    bugAudit: flag(row.bugAudit),
    smsnotice: flag(row.smsNotice),
    retest: flag(row.retest),
    vpn: flag(row.vpn),
    vpnUserName: vpnShown ? row.vpnUserName : null,
    vpnPassword: vpnShown ? openVpnPassword(cipher, row) : null,
    vpnFileUrl: vpnShown ? vpnFileUrl(vpnFileToken(cipher, row.publicId, actor.user.publicId, now)) : null,
    enterstatus: enrolment,
    editable: owner && (EDITABLE_PROJECT_STATES as readonly string[]).includes(row.state),
    rejectReason: owner || viewer.staffAudit ? row.rejectReason : null,
    pauseReason: owner || viewer.staffAudit || enrolment !== null ? row.pauseReason : null,
    unReviewHoleStatus: false,
    down: 0,
    tabs: { participants: owner, holes: owner || submission },
  };
}
