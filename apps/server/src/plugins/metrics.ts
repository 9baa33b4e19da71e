import { timingSafeEqual, createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppContext } from '../context';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/client';
import { JOB_STATES } from '../platform/jobs/jobs.tables';

export type MetricsOptions = { ctx: AppContext; database: DatabaseHandle; token: string };

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics in Prometheus text format, for the operator's scraper: requests and their
 * latency by route pattern (never by raw URL, so ids do not explode the series), the
 * PostgreSQL pool, the job queue by state (dead jobs need a look), open live streams and
 * the process's own figures. Behind `Authorization: Bearer METRICS_TOKEN`; not registered
 * at all without a token. One registry per app, so tests can build several.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { ctx, database, token }) => {
    const register = new Registry();
    collectDefaultMetrics({ register, prefix: 'wardline_' });

    const requests = new Counter({ name: 'wardline_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status code.', labelNames: ['method', 'route', 'status_code'], registers: [register] });
    const latency = new Histogram({
      name: 'wardline_http_request_duration_seconds',
      help: 'Time from request to answer, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.015, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [register],
    });
    const pool = database.pool;
    new Gauge({
      name: 'wardline_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on the embedded database.',
      labelNames: ['state'],
      registers: [register],
      collect() {
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'wardline_jobs',
      help: 'Background jobs by state: queued (due or later), running, done (kept a while), dead (gave up; look at last_error).',
      labelNames: ['state'],
      registers: [register],
      async collect() {
        const rows = rowsOf<{ state: string; n: string | number }>(await ctx.db.execute(sql`SELECT state, count(*) AS n FROM jobs GROUP BY state`));
        for (const state of JOB_STATES) this.set({ state }, Number(rows.find((r) => r.state === state)?.n ?? 0));
      },
    });
    new Gauge({
      name: 'wardline_live_streams',
      help: 'Server-sent event streams held open by this process.',
      registers: [register],
      collect() {
        this.set(ctx.live.openStreams);
      },
    });
    new Gauge({
      name: 'wardline_public_cache_entries',
      help: 'Public answers held in this process\'s cache.',
      registers: [register],
      collect() {
        this.set(ctx.publicCache.size);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      requests.inc({ method: request.method, route, status_code: reply.statusCode });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    const expected = digest(`Bearer ${token}`);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const presented = digest(request.headers.authorization ?? '');
      if (!timingSafeEqual(presented, expected)) return reply.status(401).header('www-authenticate', 'Bearer').send({ errcode: 401, errmsg: 'metrics token required', ret: null });
      return reply.type(register.contentType).send(await register.metrics());
    });
  },
  { name: 'wardline-metrics' },
);
