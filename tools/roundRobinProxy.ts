// A small round-robin load balancer for npm run test:cluster: each HTTP request, and each WebSocket upgrade, goes to
// the next server in turn; a server that refuses the connection (stopped) is skipped for the next one, as a load
// balancer's health check would. Not for production (docs/deploy.md names real ones): no timeouts, no TLS.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

export interface Backend { host: string; port: number }

export function roundRobinProxy(backends: Backend[]): Server {
  let next = 0;
  /** The backends in the order to try, starting with the next one in turn. */
  const turn = (): Backend[] => {
    const start = next;
    next = (next + 1) % backends.length;
    return backends.map((_, i) => backends[(start + i) % backends.length]);
  };
  const forwarded = (req: IncomingMessage) => ({ ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' });

  const server = createServer((req, res) => {
    // The body is read once, so a refused connection can be retried on the next server.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const attempt = (order: Backend[]) => {
        const [backend, ...rest] = order;
        if (!backend) {
          res.writeHead(502).end('no server answered');
          return;
        }
        const upstream = httpRequest({ host: backend.host, port: backend.port, method: req.method, path: req.url, headers: forwarded(req) }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && !res.headersSent) attempt(rest);
          else res.destroy(error);
        });
        upstream.end(body);
      };
      attempt(turn());
    });
  });

  server.on('upgrade', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const attempt = (order: Backend[]) => {
      const [backend, ...rest] = order;
      if (!backend) return client.destroy();
      const upstream = connect(backend.port, backend.host, () => {
        const headers = Object.entries(forwarded(req)).flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`));
        upstream.write([`${req.method} ${req.url} HTTP/1.1`, ...headers, '', ''].join('\r\n'));
        if (head.length) upstream.write(head);
        upstream.pipe(client).pipe(upstream);
        // Either side closing closes the other (a stopped server ends its sockets: the client reconnects).
        client.on('error', () => upstream.destroy());
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') attempt(rest);
        else client.destroy();
      });
    };
    attempt(turn());
  });
  return server;
}
