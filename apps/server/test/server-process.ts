import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The server in one JavaScript file, as build.mjs makes dist/main.js (same externals), written
 * under node_modules/.cache so its externals resolve: a process started from it is up in about
 * a second, where tsx compiling the sources takes several on a loaded machine.
 */
async function bundledServer(): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = path.join(SERVER_DIR, 'node_modules/.cache/wl-server-process', `main-${process.pid}-${Date.now()}.js`);
  await build({
    entryPoints: [path.join(SERVER_DIR, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['@electric-sql/pglite', '@node-rs/argon2', '@napi-rs/canvas', '@fontsource/dejavu-sans', '@fastify/swagger-ui', '@aws-sdk/client-s3', 'pg-native'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return outfile;
}

/** A free TCP port on loopback, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export type ServerProcess = {
  baseUrl: string;
  /** Starts the process (again) on the same port and waits until it answers `/healthz`. */
  start: () => Promise<void>;
  /** SIGKILL: no shutdown hook runs, transactions in flight are cut. Resolves once it is gone. */
  kill: () => Promise<void>;
  /** SIGTERM and wait; the data folder is removed. */
  stop: () => Promise<void>;
  logs: () => string;
};

/**
 * The server as `npm start` runs it (one bundled file, built from the current sources), as a
 * child process on a PostgreSQL database, that a test can kill and start again on the same
 * port: another process in the full sense (its own pool, job runner and memory).
 */
export async function serverProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-process-'));
  const bundle = await bundledServer();
  let child: ChildProcess | null = null;
  let output = '';
  const exited = (c: ChildProcess) => new Promise<void>((resolve) => (c.exitCode !== null || c.signalCode !== null ? resolve() : c.once('exit', () => resolve())));
  const start = async () => {
    const c = spawn(process.execPath, [bundle], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        REDIS_URL: '',
        SEED_DEMO: 'false',
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = c;
    c.stdout?.on('data', (d) => (output += d));
    c.stderr?.on('data', (d) => (output += d));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (c.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        if ((await fetch(`${baseUrl}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const signal = async (sig: NodeJS.Signals) => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const gone = exited(c);
    c.kill(sig);
    await gone;
  };
  return {
    baseUrl,
    start,
    kill: () => signal('SIGKILL'),
    async stop() {
      await signal('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(bundle, { force: true });
    },
    logs: () => output,
  };
}
