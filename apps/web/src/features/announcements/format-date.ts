import dayjs from 'dayjs';

/** Spec 000 §9: dates show as yyyy-MM-dd, in the reader's time zone. */
export function formatDate(iso: string): string {
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD') : '';
}
