import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What fails a journey: a person using a screen reader or a keyboard is blocked or badly hindered. */
const BLOCKING = new Set(['serious', 'critical']);

/** Routes each page has been audited on, so a journey can prove it audited every route it visited. */
const audited = new WeakMap<Page, Set<string>>();
const visited = new WeakMap<Page, Set<string>>();

/** Records every route the page's main frame shows (full loads and in-app navigations alike). */
export function trackRoutes(page: Page, baseUrl: string): void {
  const origin = new URL(baseUrl).origin;
  const routes = new Set<string>();
  visited.set(page, routes);
  audited.set(page, new Set());
  page.on('framenavigated', (frame) => {
    // Only this site's routes: a journey through an identity provider's pages is not ours to audit.
    if (frame === page.mainFrame() && frame.url().startsWith(origin)) routes.add(new URL(frame.url()).pathname);
  });
}

function describe(violation: Result): string {
  const targets = violation.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ');
  return `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.length}×: ${targets})`;
}

/**
 * Runs axe-core in the page as it is now (its script evaluated through the DevTools protocol,
 * which the content security policy does not apply to) and fails on any serious or critical
 * violation, listing rule, help and where.
 */
export async function expectAccessible(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  // Let the route's lazy chunk and its data arrive first. A signed-in tab holds its live event
  // stream open, so the network is never idle there: wait a few seconds at most.
  await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
  // Colours are measured when they have settled: a message fading in is not yet its own colour.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running'), undefined, { timeout: 3_000 })
    .catch(() => undefined);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe);
  expect(blocking, `accessibility of ${label}`).toEqual([]);
  audited.get(page)?.add(new URL(page.url()).pathname);
}

/** Fails when the page showed a route that was never audited with expectAccessible; `redirects` only pass through. */
export function expectEveryRouteAudited(page: Page, redirects: string[] = []): void {
  const seen = [...(visited.get(page) ?? [])].filter((route) => !redirects.includes(route));
  const done = audited.get(page) ?? new Set();
  expect(seen.filter((route) => !done.has(route)), 'routes visited without an accessibility audit').toEqual([]);
}
