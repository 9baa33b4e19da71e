import { Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
import { ACHIEVEMENT_RULES, achievementRuleLabels, adminAchievementInput, adminAchievementsApi, type AdminAchievement, type AchievementRule } from '@wardline/contract';
import { schemaRule, toLocale } from '@/lib/form-rules';
import { safeImageSrc } from '@/lib/safe-url';
import { AdminPage } from '../components/admin-page';
import { ImageUploadInput } from '../components/image-upload-input';
import { useAdminT } from '../i18n';
import { CollectionTable } from '../content/collection-table';

type Values = Omit<AdminAchievement, 'id' | 'createdAt' | 'logo'> & { logo: string };
const EMPTY: Values = { titleZh: '', titleEn: '', contentZh: '', contentEn: '', logo: '', rule: 'validReports', target: 1, sortOrder: 0, enabled: true };
const toValues = ({ id: _id, createdAt: _at, ...row }: AdminAchievement): Values => ({ ...row, logo: row.logo ?? '' });
const shape = adminAchievementInput.shape;

/** /admin/achievements (content permission): the achievement definitions, each with its rule and target. */
export default function AchievementsAdminPage() {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const text = (name: 'titleZh' | 'titleEn' | 'contentZh' | 'contentEn', max: number, area = false) => (
    <Form.Item name={name} label={t(`achievements.${name}`)} rules={[schemaRule(shape[name], locale)]}>
      {area ? <Input.TextArea rows={2} maxLength={max} showCount /> : <Input maxLength={max} data-testid={`achievement-${name}`} />}
    </Form.Item>
  );
  const ruleName = (rule: AchievementRule) => achievementRuleLabels[rule][locale];
  return (
    <AdminPage title={t('achievements.title')} intro={t('achievements.intro')}>
      <CollectionTable<typeof adminAchievementsApi, Values>
        api={adminAchievementsApi}
        testId="achievements"
        newLabel={t('achievements.new')}
        editLabel={(row) => t('achievements.edit', { name: locale === 'en' ? row.titleEn : row.titleZh })}
        empty={EMPTY}
        toValues={toValues}
        fieldNames={Object.keys(shape)}
        columns={[
          { title: t('achievements.logo'), dataIndex: 'logo', width: 70, render: (logo: string | null) => (safeImageSrc(logo) ? <img src={safeImageSrc(logo)} alt="" width={32} height={32} /> : null) },
          { title: t('achievements.titleZh'), dataIndex: 'titleZh' },
          { title: t('achievements.titleEn'), dataIndex: 'titleEn' },
          { title: t('achievements.rule'), key: 'rule', render: (_, row) => t('achievements.ruleTarget', { rule: ruleName(row.rule), target: row.target }) },
          { title: t('common.sortOrder'), dataIndex: 'sortOrder', width: 80 },
          {
            title: t('common.enabled'),
            dataIndex: 'enabled',
            width: 90,
            render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('common.enabled') : t('common.disabledState')}</Tag>,
          },
        ]}
        fields={
          <>
            {text('titleZh', 30)}
            {text('titleEn', 60)}
            {text('contentZh', 200, true)}
            {text('contentEn', 300, true)}
            <Form.Item name="logo" label={t('achievements.logo')}>
              <ImageUploadInput testId="achievement-logo" />
            </Form.Item>
            <Form.Item name="rule" label={t('achievements.rule')} rules={[schemaRule(shape.rule, locale)]}>
              <Select options={ACHIEVEMENT_RULES.map((rule) => ({ value: rule, label: ruleName(rule) }))} data-testid="achievement-rule" />
            </Form.Item>
            <Form.Item name="target" label={t('achievements.target')} extra={t('achievements.targetHint')} rules={[schemaRule(shape.target, locale)]}>
              <InputNumber precision={0} min={1} max={10000} />
            </Form.Item>
            <Form.Item name="sortOrder" label={t('common.sortOrder')} extra={t('common.sortOrderHint')} rules={[schemaRule(shape.sortOrder, locale)]}>
              <InputNumber precision={0} min={-99999} max={99999} />
            </Form.Item>
            <Form.Item name="enabled" label={t('common.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        }
        toPayload={(values) => ({ ...values, logo: values.logo || null })}
      />
    </AdminPage>
  );
}
