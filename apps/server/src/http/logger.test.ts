import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper';
import { serializeError } from './logger';

describe('error log lines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keep a failed query’s SQL but never its bound parameters', async () => {
    const secret = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g';
    const failure = await t.db.execute(sql`select ${secret}::int, ${'13800000001'}::int`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(secret);
    const line = JSON.stringify(serializeError(failure));
    expect(line).toContain('select $1::int');
    expect(line).not.toContain(secret);
    expect(line).not.toContain('13800000001');
  });
});
