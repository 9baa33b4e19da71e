import { hash, parseOptions, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** Argon2id; the package declares its algorithms as a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id cost, chosen so one verify takes 50–150 ms on the reference machine (2 vCPU,
 * Node 20, @node-rs/argon2 2.2.1), measured as the median of 7 verifies:
 *   m=19 MiB t=2 p=1 →  9 ms    m=64 MiB t=2 p=1 → 37 ms    m=64 MiB t=3 p=1 → 56 ms
 *   m=64 MiB t=4 p=1 → 75 ms (chosen; 70–86 ms idle; median 88 ms, p90 120 ms with other work running)
 * p=1 because p=4 halves the time on idle cores but competes with requests under load.
 * 64 MiB per concurrent verify stays far inside the server's memory at 2 × core count.
 */
export const PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 64 * 1024, timeCost: 4, parallelism: 1 };

/**
 * The smallest argon2id cost (8 KiB, one pass): well under a millisecond. Only for test
 * runs, where hundreds of throwaway accounts would otherwise spend ~75 ms each; the
 * configuration refuses it in production (PASSWORD_HASH_COST).
 */
const MINIMAL_TEST_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };

export type PasswordHashCost = 'standard' | 'minimal';

/** Process-wide, like the argon2 library itself: set once at boot from the configuration. */
let activeOptions: Options = PASSWORD_HASH_OPTIONS;
/** A hash of a random value, verified when an account does not exist so that both answers take as long. */
let dummyHash: Promise<string> | null = null;

export function usePasswordHashCost(cost: PasswordHashCost): void {
  activeOptions = cost === 'minimal' ? MINIMAL_TEST_OPTIONS : PASSWORD_HASH_OPTIONS;
  dummyHash = null;
}

/** The PHC string to store. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, activeOptions);
}

/**
 * True when `plain` matches `stored`. With no stored hash (unknown account, or an
 * account without a password) it still spends one verify, so timing tells nothing.
 */
export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, plain);
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500 that tells it apart.
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's, so it is replaced at the next sign-in. */
export function needsRehash(stored: string): boolean {
  try {
    const used = parseOptions(stored);
    return (
      used.algorithm !== ARGON2ID ||
      used.memoryCost !== activeOptions.memoryCost ||
      used.timeCost !== activeOptions.timeCost ||
      used.parallelism !== activeOptions.parallelism
    );
  } catch {
    return true;
  }
}
