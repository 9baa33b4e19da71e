import { useSyncExternalStore } from 'react';
import { getSessionValue, onSessionChange } from '@/lib/session';

export type SessionView = {
  token: string | null;
  usertype: string | null;
  username: string | null;
  userStatus: string | null;
  userLogo: string | null;
};

function read(): SessionView {
  return {
    token: getSessionValue('jwtToken'),
    usertype: getSessionValue('usertype'),
    username: getSessionValue('username'),
    userStatus: getSessionValue('userStatus'),
    userLogo: getSessionValue('userLogo'),
  };
}

// useSyncExternalStore needs the same object while nothing changed.
let snapshot: SessionView = read();
let snapshotKey = JSON.stringify(snapshot);

function getSnapshot(): SessionView {
  const next = read();
  const key = JSON.stringify(next);
  if (key !== snapshotKey) {
    snapshot = next;
    snapshotKey = key;
  }
  return snapshot;
}

/** The stored session values, re-rendering on every change (this tab or another). */
export function useSession(): SessionView {
  return useSyncExternalStore(onSessionChange, getSnapshot, getSnapshot);
}
