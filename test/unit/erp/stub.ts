import { afterEach } from 'vitest';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createErpClient, type ErpClient, type ErpClientOptions } from '../../../src/main/erp';

/** Servers and clients opened by a test are closed after it, clients first. */
const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});
export function closeAfterTest<T extends { close(): Promise<void> }>(thing: T): T {
  opened.push(thing);
  return thing;
}

/** A seen request, as the stub received it. */
export interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface Stub {
  app: FastifyInstance;
  url: string;
  seen: Seen[];
  close(): Promise<void>;
}

/** A fastify server on 127.0.0.1:0 that records every request; routes are added by the test. */
export async function startStub(routes: (app: FastifyInstance, seen: Seen[]) => void): Promise<Stub> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const seen: Seen[] = [];
  app.addHook('preHandler', async (req) => {
    seen.push({ method: req.method, url: req.url, headers: { ...req.headers }, body: req.body });
  });
  routes(app, seen);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return closeAfterTest({ app, url: `http://127.0.0.1:${port}`, seen, close: () => app.close() });
}

/** Closes the socket without an answer: what a client sees when a response is lost. */
export function drop(req: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  req.raw.socket.destroy();
}

export const paged = <T>(items: T[], page: number, pageSize: number, totalCount: number) => {
  const totalPages = Math.ceil(totalCount / pageSize);
  return { items, totalCount, page, pageSize, totalPages, hasPreviousPage: page > 1, hasNextPage: page < totalPages };
};

/** Fast retries for tests: tiny backoff, deterministic jitter. */
export const fastRetry = { baseDelayMs: 5, maxDelayMs: 20, random: () => 1 };

export async function client(url: string, extra: Partial<ErpClientOptions> = {}): Promise<ErpClient> {
  return closeAfterTest(
    await createErpClient({
      profileId: 'test',
      preview: { baseUrl: url, credentials: async () => ({ apiKey: 'svc_test_sk_abc' }) },
      ecom: { baseUrl: url, tenantId: '11111111-1111-1111-1111-111111111111', defaultChannel: 'WEB' },
      retry: fastRetry,
      ...extra,
    }),
  );
}

export const problem = (status: number, extra: Record<string, unknown> = {}) => ({
  type: null,
  title: `status ${status}`,
  status,
  detail: null,
  instance: null,
  ...extra,
});
