import { CERTIFICATION_REVIEW_STATES } from '../schemas/certification';
import { defineMachine } from './define-machine';

/**
 * A company or supplier certification under staff review. A hacker's real-name form is
 * decided when submitted, so its row is created `approved`; staff may revoke it later
 * (approved → rejected, with the reason the user is told).
 */
export const certificationReviewMachine = defineMachine('certification', CERTIFICATION_REVIEW_STATES, {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  revoke: { from: ['approved'], to: 'rejected' },
});
