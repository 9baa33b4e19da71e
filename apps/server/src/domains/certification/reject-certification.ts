import type { UseCaseOptions } from '../../platform/use-case';
import type { StaffActor } from '../audit/staff-actor';
import { checkedReason, decideCertification, type CertificationDecision } from './decide-certification';

/**
 * POST /admin/certifications/{id}/reject: a pending certification is refused with a reason
 * the user reads (1–500 characters after trimming). A first submission sends the account
 * back to unauthorized to resubmit; a refused update leaves the certification in force.
 */
export async function rejectCertification({ input, ...options }: UseCaseOptions<{ id: string; reason: string }, StaffActor>): Promise<CertificationDecision> {
  return decideCertification({ ...options, input }, { state: 'rejected', reason: checkedReason(input.reason) });
}
