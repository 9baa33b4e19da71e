// The test suite's own speed (issue 7 §6: the whole `npm test` under 15 minutes on this machine):
// each stage of the README's test command, run one after another as `npm test` runs them, timed
// from outside. The stages are read from package.json, so this measures what `npm test` is.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, loadAverage } from './lib';

export type StageTime = { stage: string; seconds: number };

/** `npm test`'s stages: its `&&`-separated commands, with `npm run x` left as it is. */
function testStages(): string[] {
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  return scripts.test!.split('&&').map((s) => s.trim());
}

/**
 * Runs every stage on PostgreSQL (a database of its own on `databaseUrl`'s server, as CI does),
 * Redis when it answers; a failing stage stops the run, since a figure for a red suite says nothing.
 */
export function testSuiteTimes(databaseUrl: string): { stages: StageTime[]; loadBefore: string; loadAfter: string } {
  const loadBefore = loadAverage();
  const name = `wardline_bench_tests_${Date.now()}`;
  const server = new URL(databaseUrl);
  const psql = (sql: string) => execSync(`psql "${databaseUrl}" -v ON_ERROR_STOP=1 -qc "${sql}"`, { stdio: 'inherit' });
  psql(`CREATE DATABASE ${name}`);
  server.pathname = `/${name}`;
  let redis = '';
  try {
    execSync('redis-cli -h 127.0.0.1 ping', { stdio: 'ignore' });
    redis = 'redis://127.0.0.1:6379';
  } catch {
    // no Redis: the PostgreSQL run keeps codes and limits in the database
  }
  const stages: StageTime[] = [];
  try {
    for (const stage of testStages()) {
      const started = performance.now();
      execSync(stage, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: server.toString(), TEST_REDIS_URL: redis } });
      stages.push({ stage, seconds: Math.round((performance.now() - started) / 1000) });
    }
  } finally {
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  return { stages, loadBefore, loadAfter: loadAverage() };
}
