import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { DAY, HOUR, MINUTE } from '../platform/clock';
import { outboxMessages, rateCounters, verificationCodes } from '../messaging/messaging.tables';
import { registrationTickets, sessions } from '../domains/identity/identity.tables';
import { privateFiles } from '../files/files.tables';
import { companyBody, post, signedInUser } from '../domains/certification/certification-test-support';
import { uploadPrivatePng } from '../files/files-test-support';
import { purgeExpiredRows } from './purge-expired-rows';

describe(`maintenance jobs (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('deletes expired codes, tickets, counters and old sessions and outbox rows, and keeps live ones', async () => {
    const now = t.clock.now().getTime();
    const past = new Date(now - MINUTE);
    const future = new Date(now + HOUR);
    await t.db.insert(verificationCodes).values([
      { purpose: 'register', target: '13900000001', codeHash: 'x', expiresAt: past },
      { purpose: 'register', target: '13900000002', codeHash: 'y', expiresAt: future },
    ]);
    await t.db.insert(registrationTickets).values([
      { id: 'expired-ticket', phone: '13900000003', expiresAt: past },
      { id: 'live-ticket', phone: '13900000004', expiresAt: future },
    ]);
    await t.db.insert(rateCounters).values([
      { key: 'ended-window', count: 3, windowEndsAt: past },
      { key: 'open-window', count: 3, windowEndsAt: future },
    ]);
    const user = await signedInUser(t, 'hacker', 'certification');
    await t.db.insert(sessions).values([
      { id: 'expired-two-days-ago', userId: user.id, expiresAt: new Date(now - 2 * DAY) },
      { id: 'expired-an-hour-ago', userId: user.id, expiresAt: new Date(now - HOUR) },
    ]);
    await t.db.insert(outboxMessages).values([
      { channel: 'sms', recipient: '13900000005', body: 'old', provider: 'outbox', createdAt: new Date(now - 31 * DAY) },
      { channel: 'sms', recipient: '13900000005', body: 'recent', provider: 'outbox', createdAt: new Date(now - DAY) },
    ]);

    const deleted = await purgeExpiredRows(t.ctx);
    expect(deleted).toMatchObject({ verification_codes: 1, registration_tickets: 1, rate_counters: 1, sessions: 1, outbox_messages: 1 });
    expect((await t.db.select().from(verificationCodes)).map((r) => r.target)).toContain('13900000002');
    expect((await t.db.select().from(registrationTickets)).map((r) => r.id)).toEqual(['live-ticket']);
    const sessionIds = (await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((r) => r.id);
    expect(sessionIds).toContain('expired-an-hour-ago');
    expect(sessionIds).not.toContain('expired-two-days-ago');
    expect((await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '13900000005'))).map((r) => r.body)).toEqual(['recent']);

    // Idempotent: a second run finds nothing more.
    expect(Object.values(await purgeExpiredRows(t.ctx)).every((n) => n === 0)).toBe(true);
  });

  it('sweeps a private upload no form used after a day, bytes and all, and keeps those in use', async () => {
    const company = await signedInUser(t, 'company');
    const abandoned = await uploadPrivatePng(t, company.token, 'businessLicenseFile');
    const body = await companyBody(t, company.token);
    expect((await post(t, '/company/authentication/submit', company.token, body)).status).toBe(200);
    const rows = await t.db.select().from(privateFiles).where(eq(privateFiles.ownerId, company.id));
    const bytesOf = (key: string) => path.join(t.config.DATA_DIR, 'private-files', key.slice(0, 2), key);
    const abandonedRow = rows.find((r) => r.id === abandoned)!;
    expect(fs.existsSync(bytesOf(abandonedRow.storageKey))).toBe(true);

    await t.jobs.drain();
    expect((await t.db.select().from(privateFiles).where(eq(privateFiles.id, abandoned))).length).toBe(1);

    t.clock.advance(DAY + HOUR);
    await t.jobs.drain();
    const left = await t.db.select({ id: privateFiles.id }).from(privateFiles).where(inArray(privateFiles.id, rows.map((r) => r.id)));
    expect(left.map((r) => r.id).sort()).toEqual(rows.filter((r) => r.id !== abandoned).map((r) => r.id).sort());
    expect(fs.existsSync(bytesOf(abandonedRow.storageKey))).toBe(false);
  });
});
