import { decideCertification, type CertificationDecision, type DecideCertificationOptions } from './decide-certification';

export type ApproveCertificationOptions = DecideCertificationOptions;

/** Staff console: approve a pending company or supplier certification (status → certification). */
export function approveCertification(options: ApproveCertificationOptions): Promise<CertificationDecision> {
  return decideCertification(options, { state: 'approved' });
}
