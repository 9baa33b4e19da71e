import countries from 'i18n-iso-countries';
import zhNames from 'i18n-iso-countries/langs/zh.json';
import enNames from 'i18n-iso-countries/langs/en.json';
import type { Locale } from '@wardline/contract';

// Only the two interface languages are registered; the browser build ships no others.
countries.registerLocale(zhNames);
countries.registerLocale(enNames);

/** The country field holds the ISO 3166-1 alpha-2 code; China is the one with provinces. */
export const CHINA = 'CN';

/** Shown first, under "Popular": where most of the platform's people are. */
export const POPULAR_COUNTRIES = ['CN', 'HK', 'MO', 'TW', 'SG', 'MY', 'US', 'GB', 'JP', 'KR', 'CA', 'AU', 'DE', 'FR', 'RU'] as const;

/**
 * Names that differ from the package's: Hong Kong, Macao and Taiwan are named as parts of
 * China, as a platform operating in China must; a few formal English names are shortened.
 */
const NAME_OVERRIDES: Partial<Record<Locale, Record<string, string>>> = {
  zh: { HK: '中国香港', MO: '中国澳门', TW: '中国台湾' },
  en: {
    CN: 'China',
    US: 'United States',
    HK: 'Hong Kong, China',
    MO: 'Macao, China',
    TW: 'Taiwan, China',
    RU: 'Russia',
    IR: 'Iran',
    SY: 'Syria',
    LA: 'Laos',
    MD: 'Moldova',
    VE: 'Venezuela',
    BO: 'Bolivia',
    TZ: 'Tanzania',
    FM: 'Micronesia',
  },
};

export function countryName(code: string, locale: Locale): string {
  return NAME_OVERRIDES[locale]?.[code] ?? countries.getName(code, locale) ?? code;
}

export type CountryOption = { value: string; label: string; search: string };
export type CountryGroup = { label: string; title: string; options: CountryOption[] };

function option(code: string, locale: Locale): CountryOption {
  const other: Locale = locale === 'zh' ? 'en' : 'zh';
  // Searchable in both languages and by code: a Chinese reader may type "Japan" too.
  return { value: code, label: countryName(code, locale), search: `${countryName(code, locale)} ${countryName(code, other)} ${code}`.toLowerCase() };
}

/** The grouped list: Popular first, then every other country sorted in the reader's language. */
export function countryGroups(locale: Locale, labels: { popular: string; all: string }): CountryGroup[] {
  const popular = new Set<string>(POPULAR_COUNTRIES);
  const collator = new Intl.Collator(locale === 'zh' ? 'zh-Hans-CN' : 'en');
  const rest = Object.keys(countries.getAlpha2Codes())
    .filter((code) => !popular.has(code))
    .map((code) => option(code, locale))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [
    { label: labels.popular, title: labels.popular, options: POPULAR_COUNTRIES.map((code) => option(code, locale)) },
    { label: labels.all, title: labels.all, options: rest },
  ];
}
