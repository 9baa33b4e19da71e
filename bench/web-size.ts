import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib';

/** Targets of issue 7 §1 for the home page before its first paint. */
export const WEB_TARGETS = { gzipKb: 150, requests: 20 };

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * The source modules a first visit to the home page must load before the page paints:
 * besides the entry (and its static imports), what the home route's `lazy` loads in
 * parallel — the page, its string namespace, and the Ant Design provider when the page
 * uses it (app/load-part.tsx). Keep in step with features/home/routes.ts.
 */
const HOME_ROUTE_MODULES = ['src/features/home/home-page.tsx', 'src/features/home/locales.ts', 'src/app/antd-scope.tsx'];

export type WebSize = {
  files: { file: string; gzip: number; part: 'shell' | 'home' }[];
  /** JavaScript only, gzip level 9. */
  total: number;
  /** Entry JavaScript alone: what paints the shell (top navigation, footer, loader). */
  shellTotal: number;
  /** JavaScript and CSS files fetched before the home page paints. */
  requests: number;
};

function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (vite build.manifest)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * What a first visit to the home page downloads before it can render, from the build's
 * manifest: the entry with its static imports (modulepreloads), then the home route's
 * modules with theirs. Dynamic imports inside them (dialogs, popups) are not counted.
 */
export function initialJavaScript(dist = path.join(ROOT, 'apps/web/dist')): WebSize {
  const manifest = readManifest(dist);
  const js = new Map<string, 'shell' | 'home'>();
  const css = new Set<string>();
  const visit = (key: string, part: 'shell' | 'home') => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (js.has(chunk.file)) return;
    js.set(chunk.file, part);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach((k) => visit(k, part));
  };
  visit('index.html', 'shell');
  for (const module of HOME_ROUTE_MODULES) if (manifest[module]) visit(module, 'home');
  const files = [...js].map(([file, part]) => ({ file, part, gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length }));
  const sum = (list: typeof files) => list.reduce((s, f) => s + f.gzip, 0);
  return { files, total: sum(files), shellTotal: sum(files.filter((f) => f.part === 'shell')), requests: files.length + css.size };
}

/** The markdown section of bench/RESULTS.md. */
export function webSizeMarkdown(size: WebSize): string[] {
  const kb = (n: number) => (n / 1024).toFixed(1);
  const met = (ok: boolean) => (ok ? 'met' : '**not met**');
  return [
    '## Home page before its first paint (`npm run build`, then `node --import tsx bench/web-size.ts`)',
    '',
    '| measure | figure | target | |',
    '| --- | ---: | ---: | --- |',
    `| JavaScript, gzip (entry + home route) | ${kb(size.total)} KB | ≤ ${WEB_TARGETS.gzipKb} KB | ${met(size.total / 1024 <= WEB_TARGETS.gzipKb)} |`,
    `| requests (JS + CSS) | ${size.requests} | ≤ ${WEB_TARGETS.requests} | ${met(size.requests <= WEB_TARGETS.requests)} |`,
    `| of which the shell (entry: navigation, footer, router, i18n, data cache) | ${kb(size.shellTotal)} KB | | |`,
    '',
    '| file | loaded for | gzip KB |',
    '| --- | --- | ---: |',
    ...size.files.map((f) => `| ${f.file} | ${f.part} | ${kb(f.gzip)} |`),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(webSizeMarkdown(initialJavaScript()).join('\n'));
}
