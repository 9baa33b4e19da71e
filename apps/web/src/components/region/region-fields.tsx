import { useEffect, useMemo, useRef } from 'react';
import { Form, Select } from 'antd';
import type { DefaultOptionType } from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@/lib/form-rules';
import { CHINA, countryGroups } from './countries';
import { cityOptions, provinceOptions } from './china-regions';
import styles from './region.module.css';

export type RegionValues = { country?: string; province?: string; city?: string };

/** Province and city are asked only for China, or while no country is chosen yet. */
export function asksProvince(country: string | undefined): boolean {
  return !country || country === CHINA;
}

/** What the payload carries: province and city only where they were asked. */
export function regionPayload(values: RegionValues): { country: string; province: string; city: string } {
  const country = values.country ?? '';
  return asksProvince(country) ? { country, province: values.province ?? '', city: values.city ?? '' } : { country, province: '', city: '' };
}

const searchCountry = (input: string, option?: DefaultOptionType) => {
  const search = (option as { search?: unknown } | undefined)?.search;
  return typeof search === 'string' && search.includes(input.trim().toLowerCase());
};

/**
 * Country (grouped Popular / All, in the reader's language), then province and city for
 * China. Must sit inside a Form whose fields are `country`, `province` and `city`.
 * Reset rules (spec 000 §2): a new country clears province and city; a new province
 * clears city; a new language clears all three and rebuilds the country list.
 */
export function RegionFields() {
  const form = Form.useFormInstance<RegionValues>();
  const { t, i18n } = useTranslation('region');
  const locale = toLocale(i18n.language);
  const country = Form.useWatch('country', form);
  const province = Form.useWatch('province', form);

  const countries = useMemo(() => countryGroups(locale, { popular: t('popular'), all: t('all') }), [locale, t]);
  const provinces = useMemo(() => provinceOptions(locale), [locale]);
  const cities = useMemo(() => cityOptions(province, locale), [province, locale]);

  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    form.setFieldsValue({ country: undefined, province: undefined, city: undefined });
  }, [locale, form]);

  return (
    <>
      <Form.Item name="country" label={t('country')} validateTrigger="onChange">
        <Select
          options={countries}
          showSearch={{ filterOption: searchCountry }}
          allowClear
          placeholder={t('countryPlaceholder')}
          notFoundContent={t('noMatch')}
          onChange={() => form.setFieldsValue({ province: undefined, city: undefined })}
          data-testid="region-country"
          aria-label={t('country')}
        />
      </Form.Item>
      {asksProvince(country) && (
        <div className={styles.row}>
          <Form.Item name="province" label={t('province')} validateTrigger="onChange" className={styles.cell}>
            <Select
              options={provinces}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              placeholder={t('provincePlaceholder')}
              notFoundContent={t('noMatch')}
              onChange={() => form.setFieldsValue({ city: undefined })}
              data-testid="region-province"
              aria-label={t('province')}
            />
          </Form.Item>
          <Form.Item name="city" label={t('city')} validateTrigger="onChange" className={styles.cell}>
            <Select
              options={cities}
              showSearch={{ optionFilterProp: 'label' }}
              allowClear
              disabled={cities.length === 0}
              placeholder={t('cityPlaceholder')}
              notFoundContent={t('noMatch')}
              data-testid="region-city"
              aria-label={t('city')}
            />
          </Form.Item>
        </div>
      )}
    </>
  );
}
