import { common } from './common';

/**
 * The strings bundled with the entry: only `common`. The shell adds its own (`layout`) at
 * start; every feature's namespace is loaded with its page (see `load-strings.ts`).
 */
export const resources = { zh: { common: common.zh }, en: { common: common.en } };
