import type { UseCaseOptions } from '../../platform/use-case';
import type { StaffActor } from '../audit/staff-actor';
import { decideCertification, type CertificationDecision } from './decide-certification';

/** POST /admin/certifications/{id}/approve: a pending company or supplier certification (or update) is approved. */
export function approveCertification(options: UseCaseOptions<{ id: string }, StaffActor>): Promise<CertificationDecision> {
  return decideCertification(options, { state: 'approved' });
}
