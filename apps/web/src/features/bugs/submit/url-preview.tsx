import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { normalizeVulnerabilityUrl } from '@wardline/contract';
import type { ReportValues } from './report-values';
import styles from './submit.module.css';

/**
 * Under the URL field: the form the report will store (spec 002 §5.5), shown before saving,
 * so the hacker sees their parameters' values go; the rule itself while nothing valid is typed.
 */
export function UrlPreview({ form }: { form: FormInstance<ReportValues> }) {
  const { t } = useTranslation('bugSubmit');
  const typed = (Form.useWatch('holeurl', form) as string | undefined) ?? '';
  const normalized = typed.trim() ? normalizeVulnerabilityUrl(typed) : null;
  if (normalized === null) return <span>{t('submit.hints.holeurl')}</span>;
  return (
    <span data-testid="url-preview">
      {t('submit.urlPreview')}: <code className={styles.url}>{normalized}</code>
    </span>
  );
}
