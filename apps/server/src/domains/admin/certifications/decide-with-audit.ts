import type { AdminCertificationDecision } from '@wardline/contract';
import type { AppContext } from '../../../context';
import { approveCertification, certificationIdOf, rejectCertification } from '../../certification';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';

export type Decision = { decision: 'approve' } | { decision: 'reject'; reason: string };

/**
 * Approves or rejects a certification named by its public id, writing the audit row
 * (masked snapshots, the public id as target) inside the decision's own transaction; the
 * decision's event tells the user.
 */
export async function decideWithAudit(ctx: AppContext, actor: StaffActor, publicId: string, choice: Decision): Promise<AdminCertificationDecision> {
  const id = await certificationIdOf(ctx, publicId);
  const action = `certification.${choice.decision}`;
  const inTransaction: Parameters<typeof approveCertification>[0]['inTransaction'] = (tx, { before, after }) =>
    recordAudit(tx, { actor, action, targetType: 'certification', targetId: publicId, before, after });
  const options = { ctx, staffId: actor.staffId, id, inTransaction };
  const result = choice.decision === 'approve' ? await approveCertification(options) : await rejectCertification({ ...options, reason: choice.reason });
  return { id: publicId, state: result.after.state, userStatus: result.after.userStatus };
}
