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
 * Where skipping (or leaving after success) goes: home during registration; opened from the
 * account centre, the same page out of update mode, showing the review state (issue 13 #3:
 * the account centre is not built yet, and its address would be "not found").
 */
export function exitPath(mode: LegalizeMode): string {
  return mode.fromUserCenter ? '?fromUserCenter=true' : '/';
}
