import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { InjectOptions } from 'fastify';
import { openOwnTestDatabase, type TestApp } from '../../test/helper';
import { encryptPassword, insertUser, nextIp, solveCaptcha } from '../domains/identity/identity-test-support';

/** Issue 12 item 16: sign-ins, their failures and refused staff calls leave a log line with the account, never a secret. */
describe('security events in the log', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    database = await openOwnTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', PASSWORD_HASH_COST: 'minimal' });
    app = await buildApp({ config, database, jobs: 'manual', logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const events = () => lines.filter((l) => l.securityEvent);
  /** The identity helpers only need `call`: this app, with its own log stream, behind it. */
  const asTestApp = () =>
    ({
      db: database.db,
      clock: { now: () => new Date() },
      call: async (options: InjectOptions) => {
        const res = await app.inject(options);
        return { status: res.statusCode, body: res.json() };
      },
    }) as unknown as TestApp;

  it('logs a failed and a successful sign-in with the account id, and a refused staff call', async () => {
    const user = await insertUser(database.db, { email: 'logged@wardline.test' });
    const login = async (password: string) => {
      const ip = nextIp();
      const captcha = await solveCaptcha(asTestApp(), ip);
      return app.inject({
        method: 'POST',
        url: '/web/v1/portal/login',
        remoteAddress: ip,
        payload: { email: 'logged@wardline.test', password: await encryptPassword(asTestApp(), password), checkcode: captcha.answer, code: captcha.code },
      });
    };
    expect((await login('Wrong#2026')).statusCode).toBe(400);
    const ok = await login(user.password);
    expect(ok.statusCode).toBe(200);
    const token = (ok.json() as { ret: { token: string } }).ret.token;
    expect((await app.inject({ method: 'GET', url: '/web/v1/admin/users', headers: { authorization: token } })).statusCode).toBe(403);

    expect(events().map((e) => [e.securityEvent, e.userId, e.reason ?? null])).toEqual([
      ['signInFailed', null, 'wrongCredentials'],
      ['signInSucceeded', user.id, null],
      ['staffCallRefused', user.id, 'notStaff'],
    ]);
    const all = JSON.stringify(lines);
    expect(all).not.toContain(token);
    expect(all).not.toContain('Wrong#2026');
  });
});
