import { declareCalls } from './define-call';
import type { identitySchemas } from './identity.schemas';

/**
 * The session check the web shell makes on every page load and focus, in a module of its own:
 * a bundler places a module in one chunk, so were it declared beside `identityApi` the shell's
 * entry would carry every identity call (measured: 4 KB of the home page's entry).
 */
export const sessionStatusApi = declareCalls<Pick<typeof identitySchemas, 'userStatus'>>()({
  userStatus: { method: 'GET', path: '/find/userstatus', access: 'user', tag: 'identity', summary: 'The status the web app routes by, read fresh with the session.' },
});
