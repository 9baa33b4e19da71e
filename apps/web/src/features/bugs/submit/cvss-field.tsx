import { useState } from 'react';
import { Button, Input, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CVSS31_METRICS, CVSS31_VALUES, cvssSeverityLabels, formatCvss31, parseCvss31, scoreCvssVector, type Cvss31Metric, type Cvss31Vector, type CvssSeverity } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import styles from './submit.module.css';

/** Where a new vector starts: the least severe reading of every metric but reach (network, low complexity). */
const START: Cvss31Vector = { AV: 'N', AC: 'L', PR: 'N', UI: 'N', S: 'U', C: 'N', I: 'N', A: 'N' };

type Props = { value?: string; onChange?: (vector: string) => void; onBlur?: () => void; id?: string };

/**
 * The optional CVSS vector (issue 9 §1): typed or pasted, or built with the v3.1 base-metric
 * calculator; a typed v3.1 vector sets the calculator and the calculator writes the vector.
 */
export function CvssField({ value = '', onChange, onBlur, id }: Props) {
  const { t } = useTranslation('bugSubmit');
  const [open, setOpen] = useState(false);
  const parsed = parseCvss31(value);
  const valueLabels = t('submit.cvss.values', { returnObjects: true }) as Record<Cvss31Metric, Record<string, string>>;
  const set = (metric: Cvss31Metric, next: string) => onChange?.(formatCvss31({ ...(parsed ?? START), [metric]: next } as Cvss31Vector));

  return (
    <div className={styles.cvss}>
      <div className={styles.cvssRow}>
        <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} onBlur={(e) => {
            onChange?.(e.target.value.trim());
            onBlur?.();
          }} placeholder={t('submit.placeholders.cvssVector')} maxLength={200} className={styles.cvssInput} data-testid="cvss-vector" />
        <Button onClick={() => setOpen(!open)} aria-expanded={open} aria-controls="cvss-calculator" data-testid="cvss-toggle">
          {open ? t('submit.cvss.hideCalculator') : t('submit.cvss.calculator')}
        </Button>
        {value !== '' && <Button onClick={() => onChange?.('')}>{t('submit.cvss.clear')}</Button>}
      </div>
      {open && (
        <fieldset id="cvss-calculator" className={styles.calculator} data-testid="cvss-calculator">
          <legend>{t('submit.cvss.legend')}</legend>
          {CVSS31_METRICS.map((metric) => (
            <div key={metric} className={styles.metric}>
              <span id={`cvss-${metric}`} className={styles.metricName}>
                {t(`submit.cvss.metrics.${metric}`)}
              </span>
              <Radio.Group
                aria-labelledby={`cvss-${metric}`}
                optionType="button"
                size="small"
                value={parsed?.[metric]}
                onChange={(e) => set(metric, e.target.value as string)}
                options={(CVSS31_VALUES[metric] as readonly string[]).map((v) => ({ value: v, label: valueLabels[metric][v] ?? v }))}
                data-testid={`cvss-${metric}`}
              />
            </div>
          ))}
        </fieldset>
      )}
    </div>
  );
}

const SEVERITY_COLOURS: Record<CvssSeverity, string | undefined> = { none: undefined, low: 'blue', medium: 'gold', high: 'red', critical: 'magenta' };

/** The vector's score and rating, shown beside the grade; nothing for an empty vector. */
export function CvssScore({ vector }: { vector: string | undefined }) {
  const { t, i18n } = useTranslation('bugSubmit');
  const text = (vector ?? '').trim();
  if (text === '') return null;
  const scored = scoreCvssVector(text);
  if (!scored) {
    return (
      <span className={styles.cvssNote} data-testid="cvss-score">
        {t('submit.cvss.notScored')}
      </span>
    );
  }
  return (
    <Tag color={SEVERITY_COLOURS[scored.severity]} className={styles.cvssTag} data-testid="cvss-score">
      {t('submit.cvss.score', { score: scored.score.toFixed(1), severity: cvssSeverityLabels[scored.severity][toLocale(i18n.language)] })}
    </Tag>
  );
}
