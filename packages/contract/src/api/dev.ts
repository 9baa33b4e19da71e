import { declareCalls } from './define-call';
import type { devSchemas } from './dev.schemas';

const tag = 'development only';

/**
 * Development and test affordances (BRIEF §5): the server registers them only outside
 * production, where these paths do not exist (404), and they stay out of the API document.
 */
export const devApi = declareCalls<typeof devSchemas>()({
  outbox: { method: 'GET', path: '/dev/outbox', access: 'public', tag, summary: 'Messages sent to a phone or email, newest first, with the code each carries. Absent in production.' },
  captchaAnswer: { method: 'GET', path: '/dev/captcha/:code', access: 'public', tag, summary: 'The answer of the captcha whose token is `code`. Absent in production.' },
  payAuthScan: {
    method: 'GET',
    path: '/dev/payAuth/:code',
    access: 'public',
    tag,
    summary: "The development payment-authentication provider's page: opening it (as a phone scanning the QR code would) completes that code. Absent in production.",
  },
  advanceClock: { method: 'POST', path: '/dev/clock', access: 'public', tag, summary: "Moves the application clock forward (a project's start passing, a window closing) and wakes the job runner; answers the new now. Absent in production." },
});
