const pad = (n: number) => String(n).padStart(2, '0');

/** HH:mm:ss in the reader's time zone (the draft's "saved at"). */
export function formatClock(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** yyyy-MM-dd HH:mm:ss in the reader's time zone; empty for a value that is not a time. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${formatClock(d.getTime())}`;
}
