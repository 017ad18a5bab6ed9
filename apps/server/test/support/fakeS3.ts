import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { defined } from '@consent/domain';

/**
 * A small S3-compatible server (path-style) speaking the wire format the AWS SDK uses for PutObject,
 * GetObject, DeleteObject and multipart uploads, so the S3 backend is tested without AWS.
 */
export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const calls: string[] = [];
  const unsigned: string[] = [];

  const xml = (response: http.ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
  };
  const noSuchKey = (response: http.ServerResponse, key: string) => {
    xml(
      response,
      404,
      `<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`,
    );
  };

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = `${bucket}/${decodeURIComponent(rest.join('/'))}`;
    if (!(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 '))
      unsigned.push(`${request.method} ${url.pathname}`);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const q = url.searchParams;

    if (request.method === 'POST' && q.has('uploads')) {
      calls.push('CreateMultipartUpload');
      const uploadId = randomUUID();
      uploads.set(uploadId, new Map());
      xml(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${rest.join('/')}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      );
      return;
    }
    if (request.method === 'PUT' && q.has('uploadId')) {
      calls.push('UploadPart');
      uploads.get(defined(q.get('uploadId'), "q.get('uploadId')"))?.set(Number(q.get('partNumber')), body);
      response.writeHead(200, { etag: `"part-${q.get('partNumber')}"` });
      return response.end();
    }
    if (request.method === 'POST' && q.has('uploadId')) {
      calls.push('CompleteMultipartUpload');
      const parts = uploads.get(defined(q.get('uploadId'), "q.get('uploadId')"));
      if (!parts) {
        xml(response, 404, '<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>');
        return;
      }
      const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
      objects.set(key, {
        body: Buffer.concat(numbers.map((n) => defined(parts.get(n), 'parts.get(n)'))),
        contentType: 'application/octet-stream',
      });
      uploads.delete(defined(q.get('uploadId'), "q.get('uploadId')"));
      xml(
        response,
        200,
        `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${rest.join('/')}</Key><ETag>"done"</ETag></CompleteMultipartUploadResult>`,
      );
      return;
    }
    if (request.method === 'DELETE' && q.has('uploadId')) {
      calls.push('AbortMultipartUpload');
      uploads.delete(defined(q.get('uploadId'), "q.get('uploadId')"));
      response.writeHead(204);
      return response.end();
    }
    if (request.method === 'PUT') {
      calls.push('PutObject');
      objects.set(key, { body, contentType: request.headers['content-type'] ?? '' });
      response.writeHead(200, { etag: '"object"' });
      return response.end();
    }
    if (request.method === 'GET') {
      calls.push('GetObject');
      const object = objects.get(key);
      if (!object) {
        noSuchKey(response, key);
        return;
      }
      response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
      return response.end(object.body);
    }
    if (request.method === 'DELETE') {
      calls.push('DeleteObject');
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    xml(response, 400, '<Error><Code>NotImplemented</Code><Message>not spoken here</Message></Error>');
  };
  const server = http.createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    uploads,
    calls,
    unsigned,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
