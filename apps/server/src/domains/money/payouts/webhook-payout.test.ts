import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorCatalog, type AdminSettlementBatch } from '@wardline/contract';
import { buildTestApp, type TestApp } from '../../../../test/helper';
import { startHttpReceiver, type HttpReceiver } from '../../../../test/http-receiver';
import { bugRow, callAs } from '../../bugs/bug-moves-test-support';
import { payouts } from '../money.tables';
import { ledgerProblems } from '../money-test-support';
import { buildSettlementWorld, paidReport, type SettlementWorld } from './settlement-test-support';
import { payoutSignature } from './webhook-payout-provider';

const SECRET = 'payout-secret-for-tests-0123456789';
const CALLBACK = '/web/v1/payouts/callback';

describe('the webhook payout provider and its signed callback, against a loopback bank (issue 10 §2)', () => {
  let t: TestApp;
  let bank: HttpReceiver;
  let w: SettlementWorld;
  beforeAll(async () => {
    bank = await startHttpReceiver((request) => ({ accepted: true, providerRef: `bank-${(request.body as { reference: string }).reference.slice(0, 8)}` }));
    t = await buildTestApp({ PAYOUT_WEBHOOK_URL: `${bank.url}/payouts`, PAYOUT_WEBHOOK_SECRET: SECRET });
    w = await buildSettlementWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await bank.close();
  });

  /** POSTs the callback as the bank would: signed over the exact body, now unless told otherwise. */
  const callback = (body: unknown, { secret = SECRET, at = t.clock.now() } = {}) => {
    const text = JSON.stringify(body);
    const timestamp = String(Math.floor(at.getTime() / 1000));
    return t.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/json', 'x-wardline-timestamp': timestamp, 'x-wardline-signature': payoutSignature(secret, timestamp, 'POST', CALLBACK, text) },
      payload: text,
    });
  };

  it('sends a signed instruction with the full card number, retries a bank that does not answer, and takes the signed result once', async () => {
    const report = await paidReport(t, w, w.payee, 100_000);
    const batch = await callAs<AdminSettlementBatch>(t, w.finance, 'POST', '/admin/money/batches', {});
    expect(batch.body.ret).toMatchObject({ payouts: 1, tax: '40.00', net: '960.00' });
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.hackerId, w.payee.id));

    bank.failNext(2);
    await t.jobs.drain();
    expect(bank.received).toHaveLength(0);
    expect((await t.db.select().from(payouts).where(eq(payouts.id, payout!.id)))[0]!.state).toBe('queued');
    t.clock.advance(60_000);
    await t.jobs.drain();
    t.clock.advance(60_000);
    await t.jobs.drain();
    expect(bank.received).toHaveLength(1);
    const [instruction] = bank.received;
    expect(instruction!.url).toBe('/payouts');
    expect(instruction!.body).toMatchObject({ reference: payout!.publicId, currency: 'rmb', amountFen: 96_000, payee: { name: '张三', bankName: '招商银行' } });
    expect((instruction!.body as { payee: { cardNumber: string } }).payee.cardNumber).toMatch(/^622202\d{13}$/);
    const timestamp = instruction!.headers['x-wardline-timestamp'] as string;
    expect(instruction!.headers['x-wardline-signature']).toBe(payoutSignature(SECRET, timestamp, 'POST', '/payouts', JSON.stringify(instruction!.body)));
    const [sent] = await t.db.select().from(payouts).where(eq(payouts.id, payout!.id));
    expect(sent).toMatchObject({ state: 'sent', providerRef: `bank-${payout!.publicId.slice(0, 8)}`, provider: 'webhook' });

    // Staff cannot decide a bank's payout by hand.
    const manual = await callAs(t, w.finance, 'POST', `/admin/money/payouts/${payout!.publicId}/result`, { result: 'paid' }, 'en');
    expect([manual.status, manual.body.errcode]).toEqual([409, errorCatalog.payoutManualResultRefused.errcode]);

    // Forged, stale and unsigned callbacks change nothing.
    expect((await callback({ reference: payout!.publicId, state: 'paid' }, { secret: 'someone-elses-secret-0123456789' })).statusCode).toBe(403);
    expect((await callback({ reference: payout!.publicId, state: 'paid' }, { at: new Date(t.clock.now().getTime() - 10 * 60_000) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: CALLBACK, payload: { reference: payout!.publicId, state: 'paid' } })).statusCode).toBe(403);
    expect((await bugRow(t, report.id)).state).toBe('inPayment');

    const paid = await callback({ reference: payout!.publicId, state: 'paid', providerRef: 'bank-final-1' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ errcode: 0, ret: { reference: payout!.publicId, state: 'paid' } });
    // The bank repeating its callback moves nothing more.
    expect((await callback({ reference: payout!.publicId, state: 'failed', reason: '重复' })).json()).toMatchObject({ ret: { state: 'paid' } });
    expect((await bugRow(t, report.id)).state).toBe('end');
    expect((await callback({ reference: 'ffffffffffffffffffffffffffffffff', state: 'paid' })).statusCode).toBe(404);
    expect(await ledgerProblems(t)).toEqual([]);
  });

  it('a payout the bank refuses comes back through the callback with its reason', async () => {
    const report = await paidReport(t, w, w.payee, 50_000);
    await callAs(t, w.finance, 'POST', '/admin/money/batches', {});
    await t.jobs.drain();
    const [payout] = await t.db.select().from(payouts).where(eq(payouts.state, 'sent'));
    const failed = await callback({ reference: payout!.publicId, state: 'failed', reason: '账户已冻结' });
    expect(failed.json()).toMatchObject({ ret: { state: 'failed' } });
    expect(await bugRow(t, report.id)).toMatchObject({ state: 'paymentFailed' });
    expect(await ledgerProblems(t)).toEqual([]);
  });
});
