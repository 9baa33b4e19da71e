import { reasonSchema } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { decideCertification, type CertificationDecision, type DecideCertificationOptions } from './decide-certification';

export type RejectCertificationOptions = DecideCertificationOptions & {
  /** Shown to the user in the detail call and in the notice; 1–500 characters after trimming. */
  reason: string;
};

/** Staff console: reject a pending certification with a reason (status → unauthorized, so the user can resubmit). */
export async function rejectCertification({ reason, ...options }: RejectCertificationOptions): Promise<CertificationDecision> {
  const checked = reasonSchema.safeParse(reason);
  if (!checked.success) throw new AppError('validationFailed', [{ field: 'reason', rule: checked.error.issues[0]?.message ?? 'invalid' }]);
  return decideCertification(options, { state: 'rejected', reason: checked.data });
}
