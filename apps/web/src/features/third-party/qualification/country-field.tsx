import { useMemo } from 'react';
import { Form, Select } from 'antd';
import type { DefaultOptionType } from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { toLocale } from '@/lib/form-rules';
import { countryGroups } from '@/components/region';

const searchCountry = (input: string, option?: DefaultOptionType) => {
  const search = (option as { search?: unknown } | undefined)?.search;
  return typeof search === 'string' && search.includes(input.trim().toLowerCase());
};

/** The country of the completion screens: grouped Popular / All in the reader's language (field `country`). */
export function CountryField({ required = false }: { required?: boolean }) {
  const { t, i18n } = useTranslation('region');
  const locale = toLocale(i18n.language);
  const options = useMemo(() => countryGroups(locale, { popular: t('popular'), all: t('all') }), [locale, t]);
  return (
    <Form.Item name="country" label={t('country')} required={required} rules={required ? [{ required: true, message: t('countryPlaceholder') }] : []}>
      <Select options={options} showSearch={{ filterOption: searchCountry }} allowClear placeholder={t('countryPlaceholder')} notFoundContent={t('noMatch')} data-testid="qualification-country" aria-label={t('country')} />
    </Form.Item>
  );
}
