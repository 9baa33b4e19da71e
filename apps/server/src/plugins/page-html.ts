import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, PAGE_ANSWERS, pageAnswerAddress, type Locale } from '@wardline/contract';

/** What the web build says each visitor page loads besides the entry (apps/web/build/route-preloads.ts). */
export type RoutePreload = { path: string; js: string[]; css: string[] };

/** The element id the web app reads delivered answers from (apps/web/src/lib/delivered-answers.ts). */
export const DELIVERED_ANSWERS_ID = 'wl-answers';

/** The parameters of `pathname` under a route `pattern` (react-router syntax: `:name` segments), or null. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

/**
 * JSON that can sit inside `<script type="application/json">`: `<`, `>` and `&` become
 * `\u003c`… (the same text once parsed), so a staff-written title holding `</script>` or
 * `<!--` can never end the block or open markup; U+2028/U+2029 are escaped with them.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Answers a page asks for first, as `answer(locale, address)` gives them (null: not delivered). */
export type AnswerSource = (locale: Locale, address: string) => Promise<unknown>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The HTML of each page of the web app: the built index.html with, for the route the path
 * opens, `modulepreload` and style `preload` links for the chunks that route loads (so they
 * download beside the entry instead of after it ran) and the public answers the page asks
 * for first, in both languages, as a JSON data block the app reads instead of asking
 * (contract PAGE_ANSWERS). The data block is not script (the content security policy's
 * `script-src 'self'` stays as it is); it holds only answers that are the same for everyone.
 */
export class PageDocuments {
  private readonly template: string;
  private readonly preloads: RoutePreload[];

  constructor(distDir: string) {
    this.template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
    const file = path.join(distDir, '.vite/route-preloads.json');
    this.preloads = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: RoutePreload[] }).routes : [];
  }

  /** Which route `pathname` opens, and the cache key of its page (per path when it carries answers). */
  routeOf(pathname: string): { pattern: string; params: Record<string, string>; key: string } | null {
    for (const route of this.preloads) {
      const params = matchRoute(route.path, pathname);
      if (params) return { pattern: route.path, params, key: PAGE_ANSWERS[route.path] ? `path ${pathname}` : `route ${route.path}` };
    }
    return null;
  }

  /** The page's HTML, and whether it is worth keeping: false when an answer it asks for was refused (an unknown id). */
  async render(pathname: string, answer: AnswerSource): Promise<{ html: string; complete: boolean }> {
    const route = this.routeOf(pathname);
    if (!route) return { html: this.template, complete: true };
    let complete = true;
    const preload = this.preloads.find((p) => p.path === route.pattern)!;
    const tags = [
      ...preload.css.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`),
      ...preload.js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`),
    ];
    const wanted = PAGE_ANSWERS[route.pattern] ?? [];
    if (wanted.length > 0) {
      const delivered: Record<string, Record<string, unknown>> = {};
      const images = new Set<string>();
      for (const locale of LOCALES) {
        delivered[locale] = {};
        for (const want of wanted) {
          const address = pageAnswerAddress(want, route.params);
          const envelope = (await answer(locale, address)) as { ret?: unknown } | null;
          if (envelope === null) {
            complete = false;
            continue;
          }
          delivered[locale][address] = envelope;
          const image = want.leadImage?.(envelope.ret);
          if (image) images.add(image);
        }
      }
      // The page's largest image first, before the scripts that will show it.
      tags.unshift(...[...images].map((image) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}">`));
      tags.push(`<script type="application/json" id="${DELIVERED_ANSWERS_ID}">${scriptSafeJson(delivered)}</script>`);
    }
    return { html: this.template.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`), complete };
  }
}
