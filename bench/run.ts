// The speed benchmark: `npm run bench` (needs the machine's PostgreSQL; BENCH_DATABASE_URL
// overrides postgres://postgres@127.0.0.1:5432/postgres). Writes bench/RESULTS.md.
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, freePort, load, startProcess, stop, waitFor, type LoadResult } from './lib';
import { initialJavaScript, webSizeMarkdown } from './web-size';
import { signedInToken } from './session';
import { lighthouseMarkdown, lighthouseRuns, withLighthouseSection } from './lighthouse';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withFreshDatabase<T>(fn: (url: string) => Promise<T>): Promise<T> {
  const name = `wardline_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

let clientCounter = 0;
function randomClient(): Record<string, string> {
  clientCounter += 1;
  return { 'X-Forwarded-For': `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}` };
}

async function serverLoad(): Promise<LoadResult[]> {
  const helloPort = await freePort();
  const hello = startProcess(process.execPath, ['--import', 'tsx', 'bench/hello-server.ts'], ROOT, { PORT: String(helloPort) });
  await waitFor(`http://127.0.0.1:${helloPort}/hello`, hello);
  try {
    return await withFreshDatabase(async (databaseUrl) => {
      const port = await freePort();
      const server = startProcess(process.execPath, ['--import', 'tsx', 'src/main.ts'], path.join(ROOT, 'apps/server'), {
        NODE_ENV: 'production', SEED_DEMO: 'true', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: String(CONNECTIONS),
        // One load balancer in front: each request below claims its own client address, as
        // thousands of visitors would, instead of one address hitting the per-client limits.
        TRUST_PROXY: '1',
        // Production requires the at-rest key of ID and bank numbers; a throwaway one for the run.
        FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      });
      await waitFor(`http://127.0.0.1:${port}/healthz`, server);
      try {
        const api = `http://127.0.0.1:${port}/web/v1`;
        return [
          await load('bare Fastify hello-world', `http://127.0.0.1:${helloPort}/hello`, CONNECTIONS, SECONDS),
          await load('GET /announcement/list (12 per page)', `${api}/announcement/list?page=1&size=12`, CONNECTIONS, SECONDS),
          await load('GET /announcement/list?type=1', `${api}/announcement/list?page=1&size=12&type=1`, CONNECTIONS, SECONDS),
          await load('GET /find/userstatus (signed in)', `${api}/find/userstatus`, CONNECTIONS, SECONDS, { Authorization: await signedInToken(databaseUrl) }),
          await load('GET /imageCode (new captcha each)', `${api}/imageCode`, CONNECTIONS, SECONDS, {}, randomClient),
        ];
      } finally {
        await stop(server);
      }
    });
  } finally {
    await stop(hello);
  }
}

/** Spawn of `npm start` on a built tree until the first answer of the home page. */
async function coldStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = startProcess('npm', ['start', '--silent'], ROOT, { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child, 120_000);
    return Math.round(performance.now() - started);
  } finally {
    await stop(child);
    // The server releases its data-folder lock as it exits; give the group a moment to finish.
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function main() {
  execSync('node scripts/build-web-if-stale.mjs', { cwd: ROOT, stdio: 'inherit' });
  const resultsFile = path.join(ROOT, 'bench/RESULTS.md');
  // `npm run bench -- --lighthouse`: only the Lighthouse section, the rest of RESULTS.md kept.
  if (process.argv.includes('--lighthouse')) {
    const section = lighthouseMarkdown(await lighthouseRuns());
    fs.writeFileSync(resultsFile, withLighthouseSection(fs.readFileSync(resultsFile, 'utf8'), section));
    console.log(section);
    return;
  }
  const js = initialJavaScript();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-'));
  const firstRun = await coldStart(dataDir);
  const restart = await coldStart(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const rows = await serverLoad();
  const lighthouseSection = lighthouseMarkdown(await lighthouseRuns());

  const md = [
    '# Benchmark results',
    '',
    `Run ${new Date().toISOString()} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}. Reproduce with \`npm run bench\`.`,
    '',
    `## API under load (${CONNECTIONS} connections, ${SECONDS} s each, PostgreSQL, production mode, loopback)`,
    '',
    '| endpoint | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
    '',
    ...webSizeMarkdown(js),
    '',
    '## Cold start of `npm start` on a built tree to the first answer of `/` (target ≤ 5 s)',
    '',
    '| case | ms |',
    '| --- | ---: |',
    `| first start (new data folder: migrations and demo seed) | ${firstRun} |`,
    `| restart (existing data folder) | ${restart} |`,
    '',
    lighthouseSection,
  ].join('\n');
  fs.writeFileSync(resultsFile, md);
  console.log(md);
}

await main();
