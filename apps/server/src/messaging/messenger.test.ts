import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { Messenger } from './messenger';
import { outboxMessages } from './messaging.tables';
import { outboxOnlyProvider } from './providers';

/** Issue 12, item 4: a database or backup reader must not find live codes in production's outbox. */
describe(`the outbox keeps no code in production (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const providers = { sms: outboxOnlyProvider, email: outboxOnlyProvider, dingtalk: outboxOnlyProvider };
  const message = (to: string) => ({ channel: 'sms' as const, to, text: '【Wardline】您的验证码是 482913，5 分钟内有效。', code: '482913' });

  it('stores a redacted body and no code in production', async () => {
    await new Messenger(t.db, providers, t.app.log, false).send(message('13900000101'));
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '13900000101'));
    expect(row).toMatchObject({ body: '【Wardline】您的验证码是 ******，5 分钟内有效。', code: null });
    expect(JSON.stringify(row)).not.toContain('482913');
  });

  it('keeps the code in development, where the dev outbox hands it to a newcomer', async () => {
    await new Messenger(t.db, providers, t.app.log, true).send(message('13900000102'));
    const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '13900000102'));
    expect(row).toMatchObject({ body: '【Wardline】您的验证码是 482913，5 分钟内有效。', code: '482913' });
  });
});
