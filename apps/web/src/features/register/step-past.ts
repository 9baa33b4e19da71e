import { getSessionValue, hasSession } from '@/lib/session';
import { pathAfterSignIn } from '@/lib/sign-in';

/**
 * Where a signed-in person goes instead of a registration step they are past (issue 13,
 * item 10): the server refuses the step once it is done (choosing an identity a second time
 * is a 409), so a complete user who opens it is sent to where their status belongs, or home.
 * Null shows the step: a visitor, a person at this very step, or a status not known here.
 */
export function pathPastStep(step: 'imperfect' | 'unIdentityConfirm'): string | null {
  const userStatus = getSessionValue('userStatus');
  if (!hasSession() || !userStatus || userStatus === step) return null;
  return pathAfterSignIn({ userStatus, usertype: getSessionValue('usertype') }) ?? '/';
}
