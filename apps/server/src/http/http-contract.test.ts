import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { buildTestApp, openOwnTestDatabase, type TestApp } from '../../test/helper';

describe('the HTTP contract every call shares', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('publishes an OpenAPI document generated from the routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const path of ['/web/v1/announcement/list', '/web/v1/contact/add', '/web/v1/portal/login', '/web/v1/imageCode', '/web/v1/admin/users']) {
      expect(paths).toContain(path);
    }
    // Development helpers are not part of the product's API description.
    expect(paths.some((p) => p.startsWith('/web/v1/dev/'))).toBe(false);
  });

  it('serves the docs UI (loaded at its first request) under its own content policy, and our 404 past it', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/web/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-initializer.js');
    expect(page.headers['content-security-policy']).toContain('validator.swagger.io');
    const script = await t.app.inject({ method: 'GET', url: '/web/v1/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("resolveUrl('./json')");
    const css = await t.app.inject({ method: 'GET', url: '/web/v1/docs/static/index.css' });
    expect([css.statusCode, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
    const missing = await t.app.inject({ method: 'GET', url: '/web/v1/docs/nothing-here', headers: { AcceptLanguage: 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errcode: expect.any(Number), errmsg: expect.any(String) });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/web/v1/announcement/list' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers in the language of AcceptLanguage or Accept-Language, Chinese by default', async () => {
    const url = '/web/v1/announcement/detail/999999';
    expect((await t.app.inject({ method: 'GET', url })).json().errmsg).toBe('请求的内容不存在');
    expect((await t.app.inject({ method: 'GET', url, headers: { AcceptLanguage: 'en' } })).json().errmsg).toBe('The requested item does not exist');
    expect((await t.app.inject({ method: 'GET', url, headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).json().errmsg).toBe('The requested item does not exist');
  });
});

describe('an unexpected failure', () => {
  it('is a 500 envelope with no detail, and the request id to quote', async () => {
    const database = await openOwnTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    const app = await buildApp({ config, database });
    await app.ready();
    // The database goes away under the running app: the next query fails in a way no route expects.
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/web/v1/announcement/list', headers: { 'x-request-id': 'req-500-check', AcceptLanguage: 'en' } });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ errcode: 500, errmsg: 'The server hit an error and could not complete the request', ret: null });
    // The id of the log line goes back to the caller (ours, never the one the client sent); the cause stays in the log.
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-request-id']).not.toBe('req-500-check');
    expect(res.body).not.toMatch(/PGlite|select|query/i);
  });
});
