import { useEffect } from 'react';
import { App, Button, Descriptions, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { settingPersonalInfoBody, successMessages } from '@wardline/contract';
import { BirthdayField, birthdayValue } from '@/components/birthday';
import { countryName } from '@/components/region';
import { schemaRule, showFailure, toLocale, trimOnBlur } from '@/lib/form-rules';
import { usePersonInfo, useSavePersonInfo } from './api/account';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

type Values = { officialWebsite?: string; shippingAddress?: string; team?: string; birthday?: Dayjs | null };
const FIELDS = ['officialWebsite', 'shippingAddress', 'team', 'birthday'];

/**
 * The personal info tab (spec 001 §3 "Person info"; not for companies): country, area and
 * company as registration and certification set them, and the website, shipping address,
 * team (≤ 30) and birthday saved with POST /user/settingPersonalInfo (the date plus 00:00:00).
 */
export function PersonInfoTab() {
  const { t, i18n } = useAccountCentreT();
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const info = usePersonInfo(true);
  const save = useSavePersonInfo();
  const data = info.data;
  const shape = settingPersonalInfoBody.shape;

  useEffect(() => {
    if (data) form.setFieldsValue({ officialWebsite: data.website, shippingAddress: data.address, team: data.team, birthday: data.birthday ? dayjs(data.birthday) : null });
  }, [data, form]);

  if (!data) return null;
  const onFinish = (values: Values) => {
    const day = birthdayValue(values.birthday);
    save.mutate(
      { officialWebsite: values.officialWebsite ?? '', shippingAddress: values.shippingAddress ?? '', team: values.team ?? '', birthday: day ? `${day} 00:00:00` : '' },
      {
        onSuccess: () => void message.success(successMessages.saved[locale]),
        onError: (error) => void showFailure(form, error, { names: FIELDS, toast: message, fallback: t('failed') }),
      },
    );
  };
  const empty = t('personal.empty');
  return (
    <section data-testid="person-info">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'country', label: t('personal.country'), children: data.country ? countryName(data.country, locale) : empty },
          { key: 'area', label: t('personal.area'), children: data.area || empty },
          ...(data.companyname ? [{ key: 'company', label: t('personal.companyname'), children: data.companyname }] : []),
        ]}
      />
      <Form<Values> form={form} layout="vertical" className={styles.form} onFinish={onFinish} style={{ marginTop: 16 }}>
        <Form.Item name="officialWebsite" label={t('personal.website')} rules={[schemaRule(shape.officialWebsite, locale)]}>
          <Input placeholder={t('personal.placeholders.website')} maxLength={200} inputMode="url" onBlur={trimOnBlur(form, 'officialWebsite')} data-testid="person-website" />
        </Form.Item>
        <Form.Item name="shippingAddress" label={t('personal.address')} rules={[schemaRule(shape.shippingAddress, locale)]}>
          <Input placeholder={t('personal.placeholders.address')} maxLength={200} onBlur={trimOnBlur(form, 'shippingAddress')} data-testid="person-address" />
        </Form.Item>
        <Form.Item name="team" label={t('personal.team')} rules={[schemaRule(shape.team, locale)]}>
          <Input placeholder={t('personal.placeholders.team')} showCount maxLength={30} onBlur={trimOnBlur(form, 'team')} data-testid="person-team" />
        </Form.Item>
        <BirthdayField label={t('personal.birthday')} placeholder="YYYY-MM-DD" testId="person-birthday" />
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="person-save">
          {t('personal.save')}
        </Button>
      </Form>
    </section>
  );
}
