/** The two interface languages. zh is the default wherever the caller says nothing. */
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/** A text in both languages. Every user-visible string the contract owns is one of these. */
export type Bilingual = { zh: string; en: string };

/**
 * Reads a locale from the spec's `AcceptLanguage` header or the standard `Accept-Language`.
 * Anything starting with "en" is English; everything else, including nothing, is Chinese.
 */
export function parseLocale(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LOCALE;
}
