import { common } from './common';
import { layout } from '@/app/layout/locales';

/**
 * Short interface strings, one namespace per feature, bundled with the shell. Long prose
 * (agreements, guides) lives in content modules loaded with their page instead.
 */
const namespaces = { common, layout };

type Namespaces = typeof namespaces;
export const resources = {
  zh: Object.fromEntries(Object.entries(namespaces).map(([ns, v]) => [ns, v.zh])) as { [K in keyof Namespaces]: Namespaces[K]['zh'] },
  en: Object.fromEntries(Object.entries(namespaces).map(([ns, v]) => [ns, v.en])) as { [K in keyof Namespaces]: Namespaces[K]['en'] },
};
export type Resources = typeof resources.zh;
