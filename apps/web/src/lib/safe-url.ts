import { isAppRoute } from './app-routes';

/** Where a link from the API may go: a route of this app, an http(s) page in a new tab, or nowhere. */
export type SafeLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export function safeLink(url: string | null | undefined): SafeLink | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'internal', to: value };
  if (/^https?:\/\/[^\s]+$/i.test(value)) {
    // A link to this very site is still an internal route.
    try {
      const parsed = new URL(value);
      if (parsed.origin === window.location.origin) return { kind: 'internal', to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
    } catch {
      return null;
    }
    return { kind: 'external', href: value };
  }
  return null;
}

/** An image address from the API: site-relative or https only (never javascript: or data:). */
export function safeImageSrc(url: string | null | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https:\/\//i.test(value) ? value : undefined;
}

/** Whether a link may be shown: another site, or a page this app has (never a link that ends on "not found"). */
export function leadsSomewhere(link: SafeLink | null): boolean {
  return link?.kind !== 'internal' || isAppRoute(link.to);
}
