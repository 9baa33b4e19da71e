import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB_KIND, type TestApp } from '../../test/helper';
import { enqueueJob } from '../platform/jobs/enqueue-job';
import { purgeExpiredRowsJob } from '../maintenance/purge-expired-rows';

const TOKEN = 'metrics-token-for-the-scraper';

describe(`/metrics for the operator's Prometheus (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only the bearer of the token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('counts requests and their latency by route pattern, never by raw address', async () => {
    for (const id of [1, 2, 3]) await t.call({ method: 'GET', url: `/web/v1/announcement/detail/${id}` });
    await t.call({ method: 'GET', url: '/web/v1/announcement/list?page=1&size=12' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/wardline_http_requests_total\{method="GET",route="\/web\/v1\/announcement\/detail\/:id",status_code="404"\} 3/);
    expect(text).toMatch(/wardline_http_requests_total\{method="GET",route="\/web\/v1\/announcement\/list",status_code="200"\} 1/);
    expect(text).toMatch(/wardline_http_request_duration_seconds_count\{method="GET",route="\/web\/v1\/announcement\/list"\} 1/);
    expect(text).not.toContain('detail/1');
  });

  it('shows the job queue by state, the pool on PostgreSQL, and open streams', async () => {
    await enqueueJob(t.ctx, purgeExpiredRowsJob, {});
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/wardline_jobs\{state="queued"\} [1-9]/);
    expect(text).toMatch(/wardline_jobs\{state="dead"\} 0/);
    expect(text).toMatch(/wardline_live_streams 0/);
    if (TEST_DB_KIND === 'postgres') expect(text).toMatch(/wardline_db_pool_connections\{state="total"\} [1-9]/);
  });
});

describe('/metrics without a token', () => {
  it('does not exist', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything-at-all-here' } });
      expect(res.body).not.toContain('wardline_http_requests_total');
    } finally {
      await t.close();
    }
  });
});
