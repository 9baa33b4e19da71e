import dayjs from 'dayjs';

/** 2026-01-31 14:05 in the browser's time zone; '—' for nothing. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—';
}

export function formatDateTimeSeconds(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—';
}
