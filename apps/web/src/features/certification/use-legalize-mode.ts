import { useSearchParams } from 'react-router';
import { getSessionValue } from '@/lib/session';

/** Where a certification page was opened from and for what (spec 000 §2, 001 §4). */
export type LegalizeMode = {
  /** Opened from the account centre rather than as step 4 of registration. */
  fromUserCenter: boolean;
  /** Update mode: preload the current submission and send it as an update. */
  update: boolean;
  signedIn: boolean;
  usertype: string | null;
};

export const CHOOSE_IDENTITY = '/register/chooseIdentity';
/** The account centre, where a certification opened from it returns. */
export const ACCOUNT_CENTRE = '/userCenter/myAccount';

export function useLegalizeMode(): LegalizeMode {
  const [params] = useSearchParams();
  return {
    fromUserCenter: params.get('fromUserCenter') === 'true',
    update: params.get('update') === 'true',
    signedIn: getSessionValue('jwtToken') !== null,
    usertype: getSessionValue('usertype'),
  };
}

/**
 * Where skipping (or leaving after a reviewed submission) goes: home during registration;
 * opened from the account centre, the same page out of update mode, showing the review state
 * the company or supplier waits on (issue 13 #3).
 */
export function exitPath(mode: LegalizeMode): string {
  return mode.fromUserCenter ? '?fromUserCenter=true' : '/';
}

/**
 * Where leaving a page with nothing left to show goes (the hacker's real-name form once
 * certified, the back button with no history): home during registration, else the account
 * centre it was opened from.
 */
export function homeOf(mode: LegalizeMode): string {
  return mode.fromUserCenter ? ACCOUNT_CENTRE : '/';
}
