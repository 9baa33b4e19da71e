import { useState, type FocusEvent } from 'react';
import { Alert, App, Button, Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, CONTACT_SEX, contactAddBody, successMessages, translateValidation, type Locale } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { contactRule, formFieldOf, type ContactField } from './contact-rules';
import { ContactAside } from './contact-aside';
import { ContactCaptcha, ContactSendCode, useContactCodeSender } from './send-code-button';
import { ServiceCheckboxes } from './service-checkboxes';
import { useSubmitContact } from './use-submit-contact';
import styles from './contact-form.module.css';

export type ContactSource = 1 | 2 | 3;

type ContactValues = {
  services?: number[];
  companyName?: string;
  name?: string;
  sex?: 1 | 2;
  phone?: string;
  verifyCode?: string;
  email?: string;
  remark?: string;
};

/**
 * The contact-us form at the end of each company service page (spec 002 §2.6, §3.7, §5.7).
 * `source` says which page sent it. Rules are the contract's schema, checked on blur; a
 * refusal keeps every value and puts the server's message on the field it names.
 */
export function ContactForm({ source }: { source: ContactSource }) {
  const { t, i18n } = useTranslation(['contactForm', 'common']);
  const locale: Locale = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const [form] = Form.useForm<ContactValues>();
  const codeSender = useContactCodeSender(form);
  const submit = useSubmitContact();
  const [submitted, setSubmitted] = useState(false);

  const rule = (field: ContactField) => [contactRule(field, locale)];
  /** Trims what was typed when the field is left, before the blur validation runs. */
  const trimOnBlur = (field: ContactField) => (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const trimmed = e.target.value.trim();
    if (trimmed !== e.target.value) form.setFieldValue(field, trimmed);
  };

  const showFieldErrors = (fields: { field: string; message: string }[]) => {
    const byField = new Map<ContactField, string[]>();
    for (const f of fields) {
      const name = formFieldOf(f.field);
      if (name) byField.set(name, [...(byField.get(name) ?? []), f.message]);
    }
    form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
    const first = [...byField.keys()][0];
    if (first) form.scrollToField(first, { block: 'center' });
    return byField.size > 0;
  };

  const onFinish = (values: ContactValues) => {
    const parsed = contactAddBody.safeParse({ ...values, source });
    if (!parsed.success) {
      showFieldErrors(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: translateValidation(i.message, locale) })));
      return;
    }
    submit.mutate(parsed.data, {
      onSuccess: () => {
        // The API client hands back `ret` only; this is the very text the server puts in errmsg.
        void message.success(successMessages.contactSubmitted[locale]);
        setSubmitted(true);
        form.resetFields();
      },
      onError: (error) => {
        const err = error instanceof ApiError ? error : null;
        const onFields = err ? showFieldErrors(err.fields) : false;
        if (!onFields) void message.error(err?.message || t('common:httpError'));
      },
    });
  };

  return (
    <section className={styles.wrap} aria-labelledby={`contact-title-${source}`} data-testid="contact-form" data-source={source}>
      <header className={styles.header}>
        <h2 id={`contact-title-${source}`}>{t('title')}</h2>
        <p>{t('subtitle')}</p>
      </header>
      <div className={styles.grid}>
        <Form<ContactValues>
          form={form}
          name={`contact-${source}`}
          layout="vertical"
          validateTrigger="onBlur"
          onFinish={onFinish}
          onValuesChange={() => submitted && setSubmitted(false)}
          requiredMark
          className={styles.form}
        >
          <Form.Item name="services" label={t('fields.services')} required rules={rule('services')} validateTrigger="onChange">
            <ServiceCheckboxes />
          </Form.Item>
          <div className={styles.row}>
            <Form.Item name="companyName" label={t('fields.companyName')} required rules={rule('companyName')}>
              <Input placeholder={t('placeholders.companyName')} autoComplete="organization" onBlur={trimOnBlur('companyName')} />
            </Form.Item>
            <Form.Item name="name" label={t('fields.name')} rules={rule('name')}>
              <Input placeholder={t('placeholders.name')} autoComplete="name" onBlur={trimOnBlur('name')} />
            </Form.Item>
          </div>
          <Form.Item name="sex" label={t('fields.sex')} rules={rule('sex')} validateTrigger="onChange">
            <Radio.Group
              options={[
                { label: t('sex.male'), value: CONTACT_SEX.male },
                { label: t('sex.female'), value: CONTACT_SEX.female },
              ]}
            />
          </Form.Item>
          <div className={styles.row}>
            <Form.Item name="phone" label={t('fields.phone')} required rules={rule('phone')}>
              <Input
                placeholder={t('placeholders.phone')}
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={CONTACT_LIMITS.phone + 2}
                onBlur={trimOnBlur('phone')}
              />
            </Form.Item>
            <ContactCaptcha sender={codeSender} id={`contact-${source}_imageCode`} />
            <Form.Item label={t('fields.verifyCode')} required htmlFor={`contact-${source}_verifyCode`}>
              <Space.Compact block>
                <Form.Item name="verifyCode" noStyle rules={rule('verifyCode')}>
                  <Input
                    placeholder={t('placeholders.verifyCode')}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={CONTACT_LIMITS.code}
                    onBlur={trimOnBlur('verifyCode')}
                  />
                </Form.Item>
                <ContactSendCode sender={codeSender} />
              </Space.Compact>
            </Form.Item>
          </div>
          <Form.Item name="email" label={t('fields.email')} rules={rule('email')}>
            <Input type="email" placeholder={t('placeholders.email')} autoComplete="email" onBlur={trimOnBlur('email')} />
          </Form.Item>
          <Form.Item name="remark" label={t('fields.remark')} rules={rule('remark')}>
            <Input.TextArea
              placeholder={t('placeholders.remark')}
              rows={4}
              count={{ show: true, max: CONTACT_LIMITS.remark }}
              onBlur={trimOnBlur('remark')}
            />
          </Form.Item>
          {submitted && (
            <Alert type="success" showIcon role="status" title={successMessages.contactSubmitted[locale]} className={styles.success} data-testid="contact-success" />
          )}
          <Button type="primary" htmlType="submit" size="large" loading={submit.isPending} data-testid="contact-submit">
            {submit.isPending ? t('submitting') : t('submit')}
          </Button>
        </Form>
        <ContactAside />
      </div>
    </section>
  );
}
