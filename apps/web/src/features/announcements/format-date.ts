const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 000 §9: dates show as yyyy-MM-dd, in the reader's time zone (no date library on the public pages). */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
