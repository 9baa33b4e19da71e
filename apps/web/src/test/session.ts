import { setSessionValue } from '@/lib/session';

/** Stores a session as sign-in would, for a page under test that reads who is signed in. */
export function signIn(usertype: 'hacker' | 'company' | 'supplier', userStatus = 'certification'): void {
  setSessionValue('jwtToken', `sess-${usertype}`);
  setSessionValue('usertype', usertype);
  setSessionValue('username', usertype);
  setSessionValue('userStatus', userStatus);
}
