// A bare Fastify hello-world: the ceiling the real endpoints are compared against.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ errcode: 0, errmsg: 'ok', ret: 'hello' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
