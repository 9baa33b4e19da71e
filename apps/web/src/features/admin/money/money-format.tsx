import type { ReactNode } from 'react';
import { Result, Typography } from 'antd';
import type { Currency } from '@wardline/contract';
import { formatYuan } from '@/lib/money-text';
import { useAdminMe } from '../api/use-admin-me';
import { useAdminT } from '../i18n';

/** A wire amount (yuan text, 2 decimals, maybe signed) as staff read it: -¥1,234.50; no symbol for a sum of both currencies. */
export const formatMoney = (text: string, currency?: Currency): string => formatYuan(text, currency);

/** An amount in a table cell: right-aligned digits, red when money goes out or is missing. */
export function Money({ value, currency, danger = false, testId }: { value: string; currency?: Currency; danger?: boolean; testId?: string }) {
  return (
    // #cf1322 rather than Ant Design's danger red, which is below 4.5:1 on white.
    <Typography.Text className={danger ? 'money-short' : undefined} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: danger ? '#cf1322' : undefined }} data-testid={testId}>
      {formatMoney(value, currency)}
    </Typography.Text>
  );
}

/** A table's "nothing here" in a grey that stays readable (Ant Design's own placeholder grey is below 4.5:1 contrast). */
export function EmptyText({ children }: { children: ReactNode }) {
  return <span style={{ color: '#4b5563' }}>{children}</span>;
}

/** The money pages are for staff holding the finance permission: an address typed by hand by anyone else gets a 403 page, not a table of refusals. */
export function FinanceOnly({ children }: { children: ReactNode }) {
  const { t } = useAdminT();
  const permissions = useAdminMe().data?.permissions;
  // The frame has asked who is signed in before any page shows; until then nothing is asked of the money calls.
  if (!permissions) return null;
  if (!permissions.includes('finance')) {
    return (
      <div data-testid="money-forbidden">
        <Result status="403" title={t('forbidden.title')} subTitle={t('money.forbidden')} />
      </div>
    );
  }
  return <>{children}</>;
}

/** A request id made once per form opening: a deposit submitted twice (a double click, a retry after a timeout) is recorded once. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
