import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper';
import type { AppContext } from '../context';
import { registerErrorHandling } from '../http/error-handler';
import { localePlugin } from '../http/locale';
import { sessions, users } from '../domains/identity/identity.tables';
import { insertUser } from '../domains/identity/identity-test-support';
import { authPlugin } from './auth-plugin';
import { createSession } from './create-session';
import { requireStaff, requireUser, sessionUser } from './require-user';
import { revokeAllSessions } from './revoke-all-sessions';
import { staffAccessPlugin } from './staff-access';
import { buildStaff } from '../../test/factories';

/** A small app with the guards on routes the way another domain would write them. */
async function guardedApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(localePlugin);
  registerErrorHandling(app);
  await app.register(authPlugin, { ctx });
  await app.register(staffAccessPlugin, { ctx });
  app.post('/mine', { onRequest: requireUser, schema: { body: z.object({ title: z.string().min(1, 'required') }) } }, async (request) => ({
    id: sessionUser(request).id,
  }));
  app.get('/admin/things', { onRequest: requireStaff }, async (request) => ({ staff: sessionUser(request).nickname }));
  app.get('/public', async (request) => ({ user: request.user?.id ?? null }));
  await app.ready();
  return app;
}

describe('auth plugin and guards', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let userToken: string;
  let staffToken: string;
  let userId: number;
  const client = { clientIp: '127.0.0.1', userAgent: 'vitest' };

  beforeAll(async () => {
    t = await buildTestApp();
    app = await guardedApp(t.ctx);
    const user = await insertUser(t.db);
    const staff = await buildStaff(t, { nickname: 'Ops' });
    userId = user.id;
    userToken = await createSession(t.db, { userId: user.id, ...client, at: t.clock.now() });
    staffToken = await createSession(t.db, { userId: staff.id, ...client, at: t.clock.now() });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('answers 401 before validating the body, so a visitor learns nothing of the payload rules', async () => {
    const res = await app.inject({ method: 'POST', url: '/mine', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errcode: 401 });
    const signedIn = await app.inject({ method: 'POST', url: '/mine', payload: {}, headers: { authorization: userToken } });
    expect(signedIn.statusCode).toBe(400);
    const ok = await app.inject({ method: 'POST', url: '/mine', payload: { title: 'x' }, headers: { authorization: userToken } });
    expect(ok.json()).toEqual({ id: userId });
  });

  it('lets staff through requireStaff and answers 403 to everyone else signed in', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin/things', headers: { authorization: staffToken } })).json()).toEqual({ staff: 'Ops' });
    const user = await app.inject({ method: 'GET', url: '/admin/things', headers: { authorization: userToken, acceptlanguage: 'en' } });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ errcode: 403, errmsg: 'You do not have permission to do this', ret: null });
    expect((await app.inject({ method: 'GET', url: '/admin/things' })).statusCode).toBe(401);
  });

  it('leaves public routes public, with request.user set when a session is sent', async () => {
    expect((await app.inject({ method: 'GET', url: '/public' })).json()).toEqual({ user: null });
    expect((await app.inject({ method: 'GET', url: '/public', headers: { authorization: `Bearer ${userToken}` } })).json()).toEqual({ user: userId });
  });

  it('revokeAllSessions ends every live session of one user and no other', async () => {
    const victim = await insertUser(t.db);
    const tokens = await Promise.all([1, 2, 3].map(() => createSession(t.db, { userId: victim.id, ...client, at: t.clock.now() })));
    expect(await revokeAllSessions(t.ctx, victim.id)).toBe(3);
    for (const token of tokens) expect((await app.inject({ method: 'GET', url: '/public', headers: { authorization: token } })).json()).toEqual({ user: null });
    expect((await app.inject({ method: 'GET', url: '/public', headers: { authorization: userToken } })).json()).toEqual({ user: userId });
  });

  it('treats a disabled user as signed out and revokes all their sessions', async () => {
    const disabled = await insertUser(t.db);
    const tokens = await Promise.all([1, 2].map(() => createSession(t.db, { userId: disabled.id, ...client, at: t.clock.now() })));
    await t.db.update(users).set({ status: 'foriben' }).where(eq(users.id, disabled.id));
    const res = await app.inject({ method: 'POST', url: '/mine', payload: { title: 'x' }, headers: { authorization: tokens[0]!, acceptlanguage: 'en' } });
    expect(res.statusCode).toBe(401);
    // The client signs out on any 401 and tells the person why: the account is disabled.
    expect(res.json()).toMatchObject({ errcode: 401, errmsg: expect.stringContaining('disabled') });
    // A token revoked by the disabling itself says the same on its next request.
    const again = await app.inject({ method: 'POST', url: '/mine', payload: { title: 'x' }, headers: { authorization: tokens[1]!, acceptlanguage: 'en' } });
    expect(again.json()).toMatchObject({ errcode: 401, errmsg: expect.stringContaining('disabled') });
    const live = await t.db.select().from(sessions).where(and(eq(sessions.userId, disabled.id), isNull(sessions.revokedAt)));
    expect(live).toHaveLength(0);
    // Even if staff re-enable the account, the old tokens stay dead.
    await t.db.update(users).set({ status: 'certification' }).where(eq(users.id, disabled.id));
    expect((await app.inject({ method: 'GET', url: '/public', headers: { authorization: tokens[1]! } })).json()).toEqual({ user: null });
  });
});
