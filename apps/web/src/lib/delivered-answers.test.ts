import { afterEach, describe, expect, it } from 'vitest';
import { contentApi } from '@wardline/contract';
import { mockFetch, ok } from '@/test/mock-fetch';
import { storeLocale } from '@/i18n/locale';
import { callApi } from './api-client';
import { DELIVERED_ANSWERS_ID, forgetDeliveredAnswers } from './delivered-answers';

const SLIDE = { id: '0a1b2c3d4e5f60718293a4b5c6d7e8f9', fingurePath: '/images/carousel/1.svg', link: null };

function deliver(answers: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = DELIVERED_ANSWERS_ID;
  block.textContent = JSON.stringify(answers);
  document.head.append(block);
  forgetDeliveredAnswers();
}

describe('answers delivered with the page', () => {
  afterEach(() => {
    document.getElementById(DELIVERED_ANSWERS_ID)?.remove();
    forgetDeliveredAnswers();
  });

  it('answer the first request for them without a round trip, in the reader’s language only, once', async () => {
    storeLocale('zh');
    deliver({ zh: { '/fingure/list': { errcode: 0, errmsg: '成功', ret: [SLIDE] } }, en: {} });
    const calls = mockFetch((url) => (url.pathname === '/web/v1/fingure/list' ? ok([{ ...SLIDE, id: 'f9e8d7c6b5a49382716f5e4d3c2b1a0f' }]) : undefined));
    expect(await callApi(contentApi.carousel, {})).toEqual([SLIDE]);
    expect(calls).toHaveLength(0);
    // A refetch goes to the server.
    expect((await callApi(contentApi.carousel, {}))[0]!.id).toBe('f9e8d7c6b5a49382716f5e4d3c2b1a0f');
    expect(calls).toHaveLength(1);
  });

  it('are not used for another language or another address', async () => {
    storeLocale('en');
    deliver({ zh: { '/fingure/list': { errcode: 0, errmsg: '成功', ret: [SLIDE] } }, en: { '/announcement/list?page=1&size=12': { errcode: 0, errmsg: 'Success', ret: { total: 0, data: [] } } } });
    const calls = mockFetch((url) => (url.pathname === '/web/v1/fingure/list' ? ok([]) : url.pathname === '/web/v1/announcement/list' ? ok({ total: 0, data: [] }) : undefined));
    expect(await callApi(contentApi.carousel, {})).toEqual([]);
    await callApi(contentApi.announcementList, { query: { page: 2, size: 12 } });
    expect(calls.map((c) => c.url.pathname + c.url.search)).toEqual(['/web/v1/fingure/list', '/web/v1/announcement/list?page=2&size=12']);
    storeLocale('zh');
  });
});
