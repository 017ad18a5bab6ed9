import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the client under test sent. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): unknown;
}

export interface Reply {
  status?: number;
  contentType?: string;
  body: string | object;
  /** Wait before answering (to test the client's timeout). */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Reply;

/** A small local server that speaks a service's wire format, recording what the client sends. */
export interface WireServer {
  /** http://127.0.0.1:{port} without a trailing slash. */
  url: string;
  requests: RecordedRequest[];
  /** Replace how the server answers. */
  reply(handler: Handler | Reply): void;
  last(): RecordedRequest;
  close(): Promise<void>;
}

export async function startWireServer(initial: Handler | Reply = { body: {} }): Promise<WireServer> {
  let handler: Handler = typeof initial === 'function' ? initial : () => initial;
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        json: () => JSON.parse(body) as unknown,
      };
      requests.push(recorded);
      const reply = handler(recorded);
      const send = () => {
        if (res.destroyed) return;
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        res.writeHead(reply.status ?? 200, {
          'content-type':
            reply.contentType ??
            (typeof reply.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8'),
        });
        res.end(text);
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(next) {
      handler = typeof next === 'function' ? next : () => next;
    },
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('The client sent no request');
      return request;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A URL on which nothing listens: a port that was just free. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  return `http://127.0.0.1:${port}`;
}
