/** 13800000001 → 138****0001; alice@example.com → a***@example.com. For logs. */
export function maskRecipient(to: string): string {
  const at = to.indexOf('@');
  if (at > 0) return `${to[0]}***${to.slice(at)}`;
  if (to.length >= 7) return `${to.slice(0, 3)}****${to.slice(-4)}`;
  return '***';
}
