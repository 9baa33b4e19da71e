import { TRUSTED_AUTH_STATES } from '../schemas/trusted-auth';
import { defineMachine } from './define-machine';

/**
 * One attempt at trusted authentication: `signing` from the saved materials until the third
 * pledge is signed, then `pending` until staff approve (the hacker becomes credible) or refuse
 * with a reason (failCredible; a new attempt starts from the materials again).
 */
export const trustedAuthReviewMachine = defineMachine('trustedAuth', TRUSTED_AUTH_STATES, {
  submit: { from: ['signing'], to: 'pending' },
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
});
