import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src/sandbox';

let sb: SandboxHandle;
beforeAll(async () => {
  sb = await startSandbox({ port: 0 });
}, 60_000);
afterAll(() => sb.close());

/** Raw HTTP/1.1 on a socket: every client library adds a Host header by itself. */
function withoutHost(path: string): Promise<string> {
  const { hostname, port } = new URL(sb.origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(`GET ${path} HTTP/1.1\r\nX-Api-Key: ${sb.apiKeys.all}\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

it('answers a request without a Host header with ProblemDetails, not a bare 400', async () => {
  const answer = await withoutHost('/preview/items?pageSize=1');
  const [head, body] = answer.split('\r\n\r\n');
  expect(head).toMatch(/^HTTP\/1\.1 400 /);
  expect(head!.toLowerCase()).toContain('content-type: application/problem+json');
  expect(JSON.parse(body!)).toMatchObject({ status: 400, errors: [expect.objectContaining({ code: 'Request.MissingHost' })] });
});
