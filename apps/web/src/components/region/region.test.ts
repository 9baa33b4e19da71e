import { describe, expect, it } from 'vitest';
import { asksProvince, regionPayload } from './region-fields';
import { countryGroups, countryName, POPULAR_COUNTRIES } from './countries';
import { cityOptions, provinceOptions } from './china-regions';

describe('region data', () => {
  it('groups every country once: Popular first, then All in the reader\'s order', () => {
    const [popular, all] = countryGroups('en', { popular: 'Popular', all: 'All' });
    expect(popular!.options.map((o) => o.value)).toEqual([...POPULAR_COUNTRIES]);
    const values = [...popular!.options, ...all!.options].map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values.length).toBeGreaterThan(240);
    const labels = all!.options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('names countries in the reader\'s language, Hong Kong, Macao and Taiwan as parts of China', () => {
    expect(countryName('JP', 'zh')).toBe('日本');
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('TW', 'zh')).toBe('中国台湾');
    expect(countryName('HK', 'en')).toBe('Hong Kong, China');
    const search = countryGroups('zh', { popular: '常用', all: '全部' })[0]!.options.find((o) => o.value === 'JP')!.search;
    expect(search).toContain('japan');
  });

  it('lists the 34 provincial-level divisions, with English names, and cities by province', () => {
    const zh = provinceOptions('zh');
    const en = provinceOptions('en');
    expect(zh).toHaveLength(34);
    expect(zh.map((p) => p.value)).toEqual(en.map((p) => p.value));
    expect(en.find((p) => p.value === '广东省')?.label).toBe('Guangdong');
    expect(en.every((p) => /^[A-Za-z ()]+$/.test(p.label))).toBe(true);
    expect(cityOptions('广东省', 'zh').map((c) => c.value)).toContain('深圳市');
    expect(cityOptions(undefined, 'zh')).toEqual([]);
  });

  it('names every city in English on the English site, and still stores the Chinese name', () => {
    const guangdong = cityOptions('广东省', 'en');
    expect(guangdong).toContainEqual({ value: '深圳市', label: 'Shenzhen' });
    expect(cityOptions('北京市', 'en')).toContainEqual({ value: '东城区', label: 'Dongcheng District' });
    expect(cityOptions('陕西省', 'en')).toContainEqual({ value: '西安市', label: "Xi'an" });
    expect(cityOptions('新疆维吾尔自治区', 'en')).toContainEqual({ value: '乌鲁木齐市', label: 'Urumqi' });
    expect(cityOptions('吉林省', 'en')).toContainEqual({ value: '延边朝鲜族自治州', label: 'Yanbian Korean Autonomous Prefecture' });
    for (const province of provinceOptions('zh')) {
      for (const city of cityOptions(province.value, 'en')) expect(city.label, city.value).not.toMatch(/[\u4e00-\u9fff]/);
    }
    expect(cityOptions('广东省', 'zh')).toContainEqual({ value: '深圳市', label: '深圳市' });
  });

  it('asks province and city for China or no country only, and sends them only then', () => {
    expect(asksProvince(undefined)).toBe(true);
    expect(asksProvince('CN')).toBe(true);
    expect(asksProvince('JP')).toBe(false);
    expect(regionPayload({ country: 'JP', province: '广东省', city: '深圳市' })).toEqual({ country: 'JP', province: '', city: '' });
    expect(regionPayload({ country: 'CN', province: '广东省', city: '深圳市' })).toEqual({ country: 'CN', province: '广东省', city: '深圳市' });
    expect(regionPayload({})).toEqual({ country: '', province: '', city: '' });
  });
});
