import { usePasswordHashCost } from '../src/crypto/password-hashing';

// Each file starts on the cheap hash cost, whatever the worker's previous file chose: hundreds of
// throwaway accounts at the full argon2 cost (~75 ms each) would dominate the run.
usePasswordHashCost('minimal');
