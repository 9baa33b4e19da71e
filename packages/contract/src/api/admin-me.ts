import { declareCalls } from './define-call';
import type { adminMeSchemas } from './admin-me.schemas';

const tag = 'admin: my security';

/**
 * The signed-in staff member's own console header and two-step sign-in. These answer
 * before two-step sign-in is set up (`staffEnrolling`): that is how a staff account enrols.
 */
export const adminMeApi = declareCalls<typeof adminMeSchemas>()({
  me: { method: 'GET', path: '/admin/me', access: 'staffEnrolling', tag, summary: 'Who the console is open for, their permissions and whether two-step sign-in is set up.' },
  totpStatus: { method: 'GET', path: '/admin/me/totp', access: 'staffEnrolling', tag, summary: 'Whether two-step sign-in is on, or set up and waiting for its first code.' },
  totpSetup: {
    method: 'POST',
    path: '/admin/me/totp/setup',
    access: 'staffEnrolling',
    tag,
    summary: 'Current password (encrypted) required. Answers the otpauth:// URI and the secret once; they are never shown again.',
  },
  totpEnable: { method: 'POST', path: '/admin/me/totp/enable', access: 'staffEnrolling', tag, summary: 'Turns two-step sign-in on with a first code; ends the account\'s other sessions.', success: 'saved' },
  totpDisable: {
    method: 'POST',
    path: '/admin/me/totp/disable',
    access: 'staffEnrolling',
    tag,
    summary: 'Turns two-step sign-in off with a current code and the current password; the console then closes to the account until it enrols again.',
    success: 'saved',
  },
});
