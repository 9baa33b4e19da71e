/** A date and time in the reader's language and zone (yyyy-MM-dd HH:mm). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A day (yyyy-MM-dd). */
export function formatDay(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}
