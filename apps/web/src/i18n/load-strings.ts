import i18n from 'i18next';

/** A namespace's strings in both languages, with identical keys (`locales.ts` of a feature or shared component). */
export type Strings = { zh: object; en: object };
/** Loads one namespace's strings: a dynamic import, so they travel with the page that needs them. */
export type StringsLoader = () => Promise<Strings>;

const loading = new Map<string, Promise<void>>();

/**
 * Adds the namespaces not yet known to i18next (both languages, so a language switch
 * needs no second load). Routes await it before their page renders: no raw key flashes.
 */
export function loadStrings(loaders: Record<string, StringsLoader> = {}): Promise<void> {
  return Promise.all(
    Object.entries(loaders).map(([ns, load]) => {
      if (i18n.hasResourceBundle('zh', ns)) return undefined;
      let pending = loading.get(ns);
      if (!pending) {
        pending = load().then((strings) => {
          i18n.addResourceBundle('zh', ns, strings.zh, true, false);
          i18n.addResourceBundle('en', ns, strings.en, true, false);
        });
        pending.catch(() => loading.delete(ns));
        loading.set(ns, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
