import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BugDetail } from '@wardline/contract';
import { BugRichText } from './bug-rich-text';
import styles from './detail.module.css';

/**
 * The report as the hacker wrote it. Every plain field is React text (never HTML); the URL
 * is shown, not linked, since it points at the company's system and may be any scheme.
 */
export function BugReport({ bug }: { bug: BugDetail }) {
  const { t } = useTranslation('bugs');
  const text = (value: string, testId: string) => (
    <p className={styles.text} data-testid={testId}>
      {value}
    </p>
  );
  return (
    <section className={styles.card} aria-labelledby="bug-report-title">
      <h2 id="bug-report-title" className={styles.sectionTitle}>
        {t('detail.sections.report')}
      </h2>
      <Descriptions
        column={1}
        size="small"
        layout="vertical"
        items={[
          { key: 'bugtype', label: t('detail.fields.bugtype'), children: <span data-testid="bug-type">{bug.cwe ? `${bug.bugtypeName} (${bug.cwe})` : bug.bugtypeName}</span> },
          { key: 'holeurl', label: t('detail.fields.holeurl'), children: <code className={styles.code} data-testid="bug-url">{bug.holeurl}</code> },
          ...(bug.cvssVector
            ? [{ key: 'cvss', label: t('detail.fields.cvss'), children: <span data-testid="bug-cvss"><code className={styles.code}>{bug.cvssVector}</code>{bug.cvssScore !== null ? ` · ${bug.cvssScore.toFixed(1)}` : ''}</span> }]
            : []),
          { key: 'judgeBasis', label: t('detail.fields.judgeBasis'), children: text(bug.judgeBasis, 'bug-judge-basis') },
          { key: 'holedescribe', label: t('detail.fields.holedescribe'), children: text(bug.holedescribe, 'bug-describe') },
          { key: 'holedanger', label: t('detail.fields.holedanger'), children: text(bug.holedanger, 'bug-danger') },
          { key: 'holedetail', label: t('detail.fields.holedetail'), children: <BugRichText html={bug.holedetail} testId="bug-detail-html" /> },
          { key: 'repairpropose', label: t('detail.fields.repairpropose'), children: <BugRichText html={bug.repairpropose} testId="bug-repair-html" /> },
        ]}
      />
    </section>
  );
}
