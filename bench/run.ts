// The speed benchmark: `npm run bench` (needs the machine's PostgreSQL; BENCH_DATABASE_URL
// overrides postgres://postgres@127.0.0.1:5432/postgres). `BENCH_ONLY=api,coldstart,web,messages,lighthouse`
// runs some sections (`npm run bench -- --lighthouse`: only Lighthouse); each rewrites only its own part of bench/RESULTS.md.
// `BENCH_ONLY=projects` (not in the default set: it needs a database filled by `npm run seed:scale`,
// named by BENCH_PROJECTS_DATABASE_URL or DATABASE_URL) runs the projects section; `BENCH_ONLY=bugs` the reports section
// (bench/bugs.ts: BENCH_BUGS_DATABASE_URL, and BENCH_BUGS_SMALL_DATABASE_URL for the 20k comparison);
// `BENCH_ONLY=reputation` the leaderboards and the team hall (bench/reputation.ts: BENCH_REPUTATION_DATABASE_URL);
// `BENCH_ONLY=money` the account header and statements (bench/money.ts: BENCH_MONEY_DATABASE_URL);
// `BENCH_ONLY=tests` times each stage of `npm test` (bench/test-suite.ts; about half an hour).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, loadAverage, type LoadResult } from './lib';
import { initialJavaScript, webSizeMarkdown } from './web-size';
import { lighthouseMarkdown, lighthouseRuns } from './lighthouse';
import { PUBLIC_LISTS, SIGNED_IN, pgliteLoad, postgresLoad, type LoadSection } from './api-load';
import { coldStarts } from './cold-start';
import { messageCentreBenchmark } from './message-centre';
import { projectsBenchmark } from './projects';
import { bugsBenchmark } from './bugs';
import { reputationBenchmark } from './reputation';
import { moneyBenchmark } from './money';
import { testSuiteTimes } from './test-suite';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RESULTS = path.join(ROOT, 'bench/RESULTS.md');
const only = new Set((process.argv.includes('--lighthouse') ? 'lighthouse' : (process.env.BENCH_ONLY ?? 'api,coldstart,web,messages,lighthouse')).split(',').map((s) => s.trim()));
const machine = () => `${new Date().toISOString()}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}`;
/** The sections over `npm run seed:scale` data: they need only the server's build. */
const SCALE_SECTIONS = new Set(['projects', 'bugs', 'reputation', 'money']);
const met = (ok: boolean) => (ok ? 'met' : '**not met**');
/** The signed-in scale sections' target: p95 ≤ 15 ms each (none for the hello-world, their first row). */
const p95Verdict = (row: LoadResult, hello: LoadResult) => (row === hello ? '' : `p95 ≤ 15 ms: ${met(row.p95 <= 15)}`);

/** The projects section's targets (issue 8 §6): p95 ≤ 15 ms each, the visitor's hall ≥ 40 % of the hello-world. */
function projectsVerdict(row: LoadResult, hello: LoadResult): string {
  if (row === hello) return '';
  if (row.name.includes('(visitor)')) return `≥ 40 % of hello (${Math.round((row.rps / hello.rps) * 100)} %) and p95 ≤ 15 ms: ${met(row.rps >= hello.rps * 0.4 && row.p95 <= 15)}`;
  return `p95 ≤ 15 ms: ${met(row.p95 <= 15)}`;
}

function verdict(row: LoadResult, hello: LoadResult): string {
  if (PUBLIC_LISTS.test(row.name)) return `≥ 40 % of hello (${Math.round((row.rps / hello.rps) * 100)} %) and p95 ≤ 15 ms: ${met(row.rps >= hello.rps * 0.4 && row.p95 <= 15)}`;
  if (SIGNED_IN.test(row.name)) return `p95 ≤ 15 ms: ${met(row.p95 <= 15)}`;
  return '';
}

function apiSection(sections: LoadSection[]): string[] {
  return sections.flatMap((s) => {
    const hello = s.rows[0]!;
    return [
      `### ${s.database} (${CONNECTIONS} connections, ${SECONDS} s each, production mode, loopback; load average ${s.loadBefore} before, ${s.loadAfter} after)`,
      '',
      '| endpoint | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | target |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...s.rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${verdict(r, hello)} |`),
      '',
    ];
  });
}

/** Replaces the part of RESULTS.md between this section's markers (appending it the first time). */
function writeSection(name: string, title: string, lines: string[]) {
  const begin = `<!-- section:${name} -->`;
  const end = `<!-- /section:${name} -->`;
  const block = [begin, `## ${title}`, '', `Run ${machine()}.`, '', ...lines, end].join('\n');
  let text = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : '';
  if (!text.startsWith('# Benchmark results')) text = `# Benchmark results\n\nReproduce with \`npm run bench\`. The machine is shared by several agents while these run: each section records the load average beside its figures (2 cores: a load above 2 means the figures are pessimistic); the lead reruns them on an idle machine.\n\n`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  text = from >= 0 && to > from ? text.slice(0, from) + block + text.slice(to + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(RESULTS, text);
  console.log(block);
}

/** A section over `npm run seed:scale` data: what it held, the load, and each row beside the hello-world (its first row) with its verdict. */
function writeScaleSection(
  name: string,
  title: string,
  section: { rows: LoadResult[]; counts: Record<string, number>; loadBefore: string; loadAfter: string },
  verdictOf: (row: LoadResult, hello: LoadResult) => string,
) {
  const hello = section.rows[0]!;
  writeSection(name, title, [
    `Data (\`npm run seed:scale\`): ${Object.entries(section.counts).map(([what, n]) => `${n.toLocaleString('en')} ${what}`).join(', ')}. ${CONNECTIONS} connections, ${SECONDS} s each, production mode, loopback; load average ${section.loadBefore} before, ${section.loadAfter} after.`,
    '',
    '| endpoint | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...section.rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${verdictOf(r, hello)} |`),
    '',
  ]);
}

async function main() {
  if (only.has('tests')) {
    // First and alone: the suite builds what it needs, and any other load would slow it.
    const { stages, loadBefore, loadAfter } = testSuiteTimes(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
    const total = stages.reduce((sum, s) => sum + s.seconds, 0);
    writeSection('tests', '`npm test`, stage by stage (issue 7 §6)', [
      `Load average ${loadBefore} before, ${loadAfter} after; PostgreSQL and Redis of this machine, as CI runs it.`,
      '',
      '| stage | s |',
      '| --- | ---: |',
      ...stages.map((s) => `| \`${s.stage}\` | ${s.seconds} |`),
      `| whole \`npm test\` | ${total} (target ≤ 900: ${met(total <= 900)}) |`,
      '',
    ]);
    only.delete('tests');
    if (only.size === 0) return;
  }
  // The projects section runs only the server: its build is enough (and much quicker than the web app's).
  const serverOnly = [...only].every((section) => SCALE_SECTIONS.has(section));
  execSync(serverOnly ? 'npm run build -w @wardline/server' : 'node scripts/build-web-if-stale.mjs', { cwd: ROOT, stdio: 'inherit' });
  if (only.has('web')) {
    const [heading, ...lines] = webSizeMarkdown(initialJavaScript());
    writeSection('web', heading!.replace(/^## /, ''), [...lines, '']);
  }
  if (only.has('coldstart')) {
    const before = loadAverage();
    const { firstRun, restart } = await coldStarts();
    writeSection('coldstart', 'Cold start of `npm start` on a built tree to the first answer of `/`', [
      `Load average ${before} before, ${loadAverage()} after.`,
      '',
      '| case | ms | target |',
      '| --- | ---: | --- |',
      `| first start (new data folder: migrated embedded database unpacked, demo seed) | ${firstRun} | ≤ 5000: ${met(firstRun <= 5000)} |`,
      `| restart (existing data folder) | ${restart} | ≤ 2000: ${met(restart <= 2000)} |`,
      '',
    ]);
  }
  if (only.has('lighthouse')) {
    const [heading, ...lines] = lighthouseMarkdown(await lighthouseRuns()).split('\n');
    writeSection('lighthouse', heading!.replace(/^## /, ''), lines);
  }
  if (only.has('api')) writeSection('api', 'API under load', apiSection([await postgresLoad(), await pgliteLoad()]));
  if (only.has('messages')) {
    const before = loadAverage();
    const m = await messageCentreBenchmark();
    writeSection('messages', 'Message centre (issue 6 §7): users with 10,000 messages each, PostgreSQL', [
      `Load average ${before} before, ${loadAverage()} after.`,
      '',
      '| endpoint | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | target |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...m.load.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} | p95 ≤ 15 ms: ${met(r.p95 <= 15)} |`),
      '',
      `${m.streams.count} open event streams on one process: resident memory ${m.streams.rssBeforeMb} MB before, ${m.streams.rssAfterMb} MB with them open (${m.streams.perStreamKb} KB a stream); one change announced to all of them reached every stream in ${m.streams.fanOutMs} ms.`,
      '',
    ]);
  }
  if (only.has('projects')) {
    writeScaleSection('projects', 'Projects over platform-scale data (issue 8 §6), PostgreSQL', await projectsBenchmark(), projectsVerdict);
  }
  if (only.has('bugs')) {
    const big = await bugsBenchmark();
    const smallUrl = process.env.BENCH_BUGS_SMALL_DATABASE_URL;
    const small = smallUrl ? await bugsBenchmark(smallUrl) : null;
    const p95At = (section: typeof small, name: string) => section?.rows.find((r) => r.name === name)?.p95;
    writeSection('bugs', 'Reports over platform-scale data (issue 9 §7), PostgreSQL', [
      `Data (\`npm run seed:scale\`): ${big.reports.toLocaleString('en')} reports with their histories${small ? `, compared with ${small.reports.toLocaleString('en')} (\`SCALE_REPORTS=${small.reports}\`)` : ''}. ${CONNECTIONS} connections, ${SECONDS} s each, production mode, loopback; load average ${big.loadBefore} before, ${big.loadAfter} after.`,
      '',
      '| endpoint | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | p95 at the small set | target |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...big.rows.map((r, i) => {
        if (i === 0) return `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${p95At(small, r.name) ?? '—'} | |`;
        const smallP95 = p95At(small, r.name);
        const scaling = smallP95 === undefined ? '' : `; within 1.5× of the small set (${(r.p95 / smallP95).toFixed(2)}×): ${met(r.p95 <= smallP95 * 1.5)}`;
        return `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${smallP95 ?? '—'} | p95 ≤ 15 ms: ${met(r.p95 <= 15)}${scaling} |`;
      }),
      '',
    ]);
  }
  if (only.has('reputation')) {
    writeScaleSection('reputation', 'Leaderboards and the team hall over platform-scale data (issue 11 §5), PostgreSQL', await reputationBenchmark(), p95Verdict);
  }
  if (only.has('money')) {
    writeScaleSection('money', 'Account header and statements over platform-scale data (issue 10 §5), PostgreSQL', await moneyBenchmark(), p95Verdict);
  }
}

await main();
