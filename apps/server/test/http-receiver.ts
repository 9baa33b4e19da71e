import http from 'node:http';

export type ReceivedRequest = { url: string; headers: http.IncomingHttpHeaders; body: unknown };

/**
 * An HTTP endpoint on loopback standing in for a provider (SMS gateway, DingTalk robot):
 * it keeps what it receives and answers what the test says, failing the first
 * `failures` requests with 500.
 */
export type HttpReceiver = { url: string; received: ReceivedRequest[]; failNext: (n: number) => void; close: () => Promise<void> };

export async function startHttpReceiver(answer: (request: ReceivedRequest) => unknown = () => ({ ok: true })): Promise<HttpReceiver> {
  const received: ReceivedRequest[] = [];
  let failures = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request = { url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : null };
      if (failures > 0) {
        failures -= 1;
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
        return;
      }
      received.push(request);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer(request)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failNext: (n) => {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
