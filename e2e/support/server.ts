import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningServer = { baseUrl: string; dataDir: string; stop: () => Promise<void>; logs: () => string };

function tryPort(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(port, '127.0.0.1', () => {
      const { port: bound } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(bound));
    });
    srv.on('error', reject);
  });
}

/** Ports this process handed out already (two servers started back to back must not get the same one). */
const handedOut = new Set<number>();

/**
 * A free port: the system's choice, or, on a machine whose ports are shared out by ranges,
 * a free one of `E2E_PORTS` (`from-to`), starting at a random place so parallel files rarely meet.
 */
async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS ?? '');
  if (!range) return tryPort(0);
  const [from, to] = [Number(range[1]), Number(range[2])];
  const start = Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i++) {
    const port = from + ((start + i) % (to - from + 1));
    if (handedOut.has(port)) continue;
    try {
      handedOut.add(await tryPort(port));
      return port;
    } catch {
      // taken: the next one
    }
  }
  throw new Error(`no free port in E2E_PORTS=${process.env.E2E_PORTS}`);
}

/** The newest modification time of any file under `dir`. */
function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * The built server (what `npm start` runs; `npm test` builds before the journeys) when it is
 * newer than every source it was built from; otherwise the sources through tsx, so a journey
 * run by hand after an edit never tests stale code. The built one starts in a fraction of the time.
 */
function serverEntry(): string[] {
  const built = path.join(ROOT, 'apps/server/dist/main.js');
  if (!fs.existsSync(built)) return ['--import', 'tsx', 'src/main.ts'];
  const sources = ['apps/server/src', 'apps/server/migrations', 'packages/contract/src'].map((dir) => newestChange(path.join(ROOT, dir)));
  return Math.max(...sources) <= fs.statSync(built).mtimeMs ? [built] : ['--import', 'tsx', 'src/main.ts'];
}

/**
 * Starts the product as `npm start` serves it (built web app, embedded database, demo
 * seed) on a free port with its own data folder, and waits until it answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, serverEntry(), {
    cwd: path.join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A fresh embedded database migrates before it listens: on a loaded two-core machine that takes minutes.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads what the dev outbox holds for an address (BRIEF §5). */
export async function outbox(baseUrl: string, to: string): Promise<{ channel: string; text: string; code: string | null }[]> {
  const res = await fetch(`${baseUrl}/web/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { ret: { channel: string; text: string; code: string | null }[] };
  return body.ret;
}
