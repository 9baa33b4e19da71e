import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { contractViolations, mockFetch, ok } from './mock-fetch';

describe('mockFetch keeps fake answers true to the contract', () => {
  // These tests break the contract on purpose; the shared afterEach must not fail them for it.
  afterEach(() => void contractViolations.splice(0));

  it('passes an answer that matches the call', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/contact/services' ? ok([{ id: 'svc-crowd', name: '可信众测' }]) : undefined));
    expect(await api.get('/contact/services')).toEqual([{ id: 'svc-crowd', name: '可信众测' }]);
    expect(contractViolations).toEqual([]);
  });

  it('refuses an answer whose shape the server would never send, naming the field', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/contact/services' ? ok([{ id: 1, title: '可信众测' }]) : undefined));
    await expect(api.get('/contact/services')).rejects.toThrow(/GET \/contact\/services.*0\.id/);
    expect(contractViolations).toHaveLength(1);
  });

  it('refuses a call the API does not have, and a body that is no envelope', async () => {
    mockFetch(
      (url) => (url.pathname === '/web/v1/no/such/call' ? ok(null) : undefined),
      (url) => (url.pathname === '/web/v1/find/userstatus' ? { body: { status: 'certification' } } : undefined),
    );
    await expect(api.get('/no/such/call')).rejects.toThrow(/no such call/);
    await expect(api.get('/find/userstatus')).rejects.toThrow(/envelope/);
  });

  it('lets refusals through as envelopes with any errcode', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/admin/me' ? { status: 403, body: { errcode: 403, errmsg: '没有权限', ret: null } } : undefined));
    await expect(api.get('/admin/me')).rejects.toMatchObject({ errcode: 403, message: '没有权限' });
    expect(contractViolations).toEqual([]);
  });
});
