import { lazy, Suspense, useState } from 'react';
import { loadStrings } from '@/i18n/load-strings';
import { takePayAuthCheck } from '@/lib/sign-in';
import { trustedAuthStrings } from './strings';

const Prompt = lazy(async () => {
  const [mod] = await Promise.all([import('./pay-auth-prompt'), loadStrings({ trustedAuth: trustedAuthStrings })]);
  return mod;
});

/**
 * Whether this page load asks (decided once per load: the signed-in actions may mount more
 * than once while the shell settles, and the mark is taken by the first).
 */
let due: boolean | undefined;

/** What the shell uses: the prompt after a sign-in, loaded (with its strings) only when a sign-in asked for the check. */
export function PayAuthPromptHost() {
  due ??= takePayAuthCheck();
  const [open] = useState(due);
  return open ? (
    <Suspense fallback={null}>
      <Prompt
        onClosed={() => {
          due = false;
        }}
      />
    </Suspense>
  ) : null;
}
