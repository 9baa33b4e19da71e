// Cold start of `npm start` (issue 7 §3): spawn until the first answer of `/`, on a new data
// folder (the migrated embedded database unpacked, demo seed) and on the same folder again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, freePort, startProcess, stop, waitFor } from './lib';

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

export async function coldStarts(): Promise<{ firstRun: number; restart: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-bench-'));
  try {
    const firstRun = await coldStart(dataDir);
    const restart = await coldStart(dataDir);
    return { firstRun, restart };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
