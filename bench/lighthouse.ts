// Lighthouse (12.x: the last line that runs on Node 20) against the built product served as
// `npm start` serves it, in Debian's chromium (never a downloaded browser).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { ROOT, freePort, startProcess, stop, waitFor } from './lib';

/** The pages issue 7 sets targets for. */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/' },
  { name: 'announcement list', path: '/announcement' },
  { name: 'registration', path: '/register/createAccount' },
] as const;

export const TARGETS = { mobilePerformance: 90, mobileLcpMs: 2500, desktopPerformance: 98, accessibility: 95 };

export type LighthouseRow = {
  page: string;
  formFactor: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  transferKb: number;
  /** What the largest paint was, and its phases (Lighthouse's own audit). */
  lcpElement: string;
  /** Accessibility audits that failed, by id. */
  failedA11y: string[];
};

type LcpElementDetails = { items?: { items?: { node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }[] }[] };

/** Lighthouse 12's `largest-contentful-paint-element`: the element, and where its time went (TTFB, load delay, load, render delay). */
function lcpElementOf(details: unknown): string {
  const [element, phases] = (details as LcpElementDetails | undefined)?.items ?? [];
  const node = element?.items?.[0]?.node;
  const label = (node?.snippet ?? node?.nodeLabel ?? '?').replace(/\s+/g, ' ').replace(/\|/g, '/').slice(0, 60);
  const split = (phases?.items ?? []).map((p) => Math.round(p.timing ?? 0)).join(' / ');
  return split ? `\`${label}\` (${split} ms)` : `\`${label}\``;
}

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function median<T>(rows: T[], by: (row: T) => number): T {
  return [...rows].sort((a, b) => by(a) - by(b))[Math.floor(rows.length / 2)]!;
}

async function audit(url: string, port: number, formFactor: 'mobile' | 'desktop', attempt = 1): Promise<Omit<LighthouseRow, 'page'>> {
  try {
    return await auditOnce(url, port, formFactor);
  } catch (error) {
    // On a loaded machine the trace is sometimes lost (NO_NAVSTART); Lighthouse's advice is to run again.
    if (attempt >= 3) throw error;
    console.warn(`lighthouse ${url} ${formFactor}: ${(error as Error).message}; running again`);
    return audit(url, port, formFactor, attempt + 1);
  }
}

async function auditOnce(url: string, port: number, formFactor: 'mobile' | 'desktop'): Promise<Omit<LighthouseRow, 'page'>> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return {
    formFactor,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    transferKb: Math.round((audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
    failedA11y: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
  };
}

/** Starts `npm start` on a fresh data folder, runs every page × form factor RUNS times, keeps the median by performance. */
export async function lighthouseRuns(): Promise<LighthouseRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-lighthouse-'));
  const port = await freePort();
  const server = startProcess('npm', ['start', '--silent'], ROOT, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // Launched inside the try: a browser that fails to start must not leave the server running.
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    await waitFor(`http://127.0.0.1:${port}/healthz`, server, 120_000);
    const rows: LighthouseRow[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const url = `http://127.0.0.1:${port}${page.path}`;
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, chrome.port, formFactor));
        rows.push({ page: page.name, ...median(runs, (r) => r.performance) });
        console.log(`lighthouse ${page.name} ${formFactor}: ${runs.map((r) => r.performance).join(', ')}`);
      }
    }
    return rows;
  } finally {
    chrome?.kill();
    await stop(server);
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mark = (ok: boolean) => (ok ? 'met' : '**not met**');

function commit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  } catch {
    return 'unknown';
  }
}

/** The Lighthouse section of RESULTS.md: each figure beside its target. */
export function lighthouseMarkdown(rows: LighthouseRow[]): string {
  const line = (r: LighthouseRow) => {
    const perfTarget = r.formFactor === 'mobile' ? TARGETS.mobilePerformance : TARGETS.desktopPerformance;
    const lcp = r.formFactor === 'mobile' ? `${(r.lcpMs / 1000).toFixed(2)} s (≤ 2.5 s: ${mark(r.lcpMs <= TARGETS.mobileLcpMs)})` : `${(r.lcpMs / 1000).toFixed(2)} s`;
    return `| ${r.page} | ${r.formFactor} | ${r.performance} (≥ ${perfTarget}: ${mark(r.performance >= perfTarget)}) | ${lcp} | ${r.tbtMs} | ${r.transferKb} | ${r.accessibility} (≥ ${TARGETS.accessibility}: ${mark(r.accessibility >= TARGETS.accessibility)}) | ${r.failedA11y.join(', ') || '—'} | ${r.lcpElement} |`;
  };
  return [
    `## Lighthouse (${RUNS === 1 ? 'one run' : `median of ${RUNS} runs by performance`}, \`npm start\` on PGlite, Debian chromium, zh)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit ${commit()}, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores at the end. Mobile is Lighthouse's default (Moto G Power, slow 4G, 4× CPU slow-down); desktop its desktop preset.`,
    '',
    '| page | form factor | performance | LCP | TBT ms | transfer KB | accessibility | failed accessibility audits | LCP element (TTFB / load delay / load / render delay) |',
    '| --- | --- | --- | --- | ---: | ---: | --- | --- | --- |',
    ...rows.map(line),
    '',
  ].join('\n');
}
