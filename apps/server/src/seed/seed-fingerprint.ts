/** Replaced by `build.mjs` (esbuild `define`) with the fingerprint of the seed's code and the migrations. */
declare const __WARDLINE_SEED_FINGERPRINT__: string | undefined;

/**
 * What the demo seed of this build would write, as one string: a hash of the bundled seed code
 * (everything it imports: tables, contract, content) and of the migration journal. The built
 * server passes it to `seedDemoData`, which skips a database whose recorded fingerprint is the
 * same. Run from its sources (`npm run dev`, the tests) there is none, and the seed checks
 * every kind on every start.
 */
export const SEED_FINGERPRINT: string | undefined = typeof __WARDLINE_SEED_FINGERPRINT__ === 'string' ? __WARDLINE_SEED_FINGERPRINT__ : undefined;
