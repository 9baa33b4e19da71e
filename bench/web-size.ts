import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './lib';

/**
 * What a first visit to the home page downloads before it can render: the entry
 * script, its modulepreloads, and the home page's own chunk with its static imports.
 */
export function initialJavaScript(): { files: { file: string; gzip: number }[]; total: number } {
  const dist = path.join(ROOT, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const visit = (rel: string) => {
    const file = rel.replace(/^\//, '');
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    // Static imports of a chunk are loaded with it; dynamic import() ones are not.
    for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(`assets/${m[1]}`);
  };
  entry.forEach(visit);
  const home = fs.readdirSync(path.join(dist, 'assets')).find((f) => /^home-page-.*\.js$/.test(f));
  if (home) visit(`assets/${home}`);
  const files = [...seen].map((file) => ({ file, gzip: zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length }));
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}
