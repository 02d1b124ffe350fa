import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import { toErrorData } from '@shared/errors';
import type { EventHub } from '../events';
import type { Dispatch } from './dispatcher';
import { contentSecurityPolicy, withMetaPolicy } from '../security-policy';
import { accessCookie, cookieValue, noAccessPage } from './browser-access';
import { refusal, refusalOfRequest } from './host-refusals';
import { parseJsonBody } from './json-body';

export interface BrowserHostOptions {
  dispatch: Dispatch;
  events: EventHub;
  /** Built renderer (out/renderer); when absent only the API is served. */
  rendererDir?: string;
  port?: number;
  /** Fixed token for tests; otherwise a random one per launch. */
  token?: string;
  /**
   * Takes a file body the renderer streams to `PUT /api/media-stream?name=<file name>` (a dropped
   * file has no path in a browser) and answers the id the upload queue knows it by.
   */
  receiveUpload?: (body: Readable, fileName: string) => Promise<{ streamId: string; size: number }>;
}

export interface BrowserHost {
  url: string;
  origin: string;
  token: string;
  close(): Promise<void>;
}

const TOKEN_HEADER = 'x-qm-token';

function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string' || given.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(token));
}

/**
 * Serves the renderer and the contract over loopback HTTP + WebSocket, for machines where
 * Electron cannot run (CI) and for Playwright. It reuses main's dispatcher, so no feature is
 * written twice. Guarded like a local service must be: loopback only, a per-launch token,
 * and Host/Origin checks against DNS rebinding and cross-site requests.
 *
 * The printed address carries the token once: opening it stores the token in an HttpOnly,
 * SameSite=Strict cookie and drops it from the address bar, so the plain address then works in
 * any tab of the same browser session, and no page script ever reads the token.
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  // Open tabs must not hold Ctrl-C up: idle keep-alive sockets and WebSockets are cut on close.
  const app: FastifyInstance = Fastify({
    logger: false,
    bodyLimit: 25 * 1024 * 1024,
    forceCloseConnections: true,
    // The router's own refusals (a call name longer than a route parameter may be, a broken URL).
    frameworkErrors: (error, _req, reply) => {
      const { status, envelope } = refusalOfRequest(error);
      void (reply as FastifyReply).code(status).send(envelope);
    },
  });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  let allowedHosts = new Set<string>();
  let allowedOrigins = new Set<string>();
  let cookieName = '';

  app.addHook('onRequest', async (req, reply) => {
    if (!allowedHosts.has(req.headers.host ?? '')) {
      return reply.code(421).send(refusal('forbidden', 'Unexpected Host header', 'The app host answers only at its own loopback address.'));
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      return reply.code(403).send(refusal('forbidden', 'Cross-origin request refused', 'Only the app page itself may call the app host.'));
    }
  });
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('Content-Security-Policy', contentSecurityPolicy({ connectSelf: true }));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cache-Control', 'no-store');
    return payload;
  });

  await app.register(fastifyWebsocket, {
    // A tab that does not answer the closing handshake would keep the server open for 30 s.
    preClose(done) {
      for (const client of this.websocketServer.clients) client.terminate();
      this.websocketServer.close(() => done());
    },
  });

  const fromCookie = (req: FastifyRequest) => sameToken(cookieValue(req.headers.cookie, cookieName), token);
  const authorised = (req: FastifyRequest, fromQuery = false) =>
    fromCookie(req) || sameToken(fromQuery ? (req.query as Record<string, unknown>).token : req.headers[TOKEN_HEADER], token);

  app.setErrorHandler((error, _req, reply) => {
    const { status, envelope } = refusalOfRequest(error as { code?: string; statusCode?: number });
    return reply.code(status).send(envelope);
  });
  // An unknown path, or a call name longer than any route parameter may be.
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(refusal('notFound', 'Unknown call', 'The app host has no such address.')));

  app.post<{ Params: { name: string } }>('/api/call/:name', async (req, reply) => {
    if (!authorised(req)) return reply.code(401).send(refusal('auth', 'Missing or wrong token'));
    return options.dispatch(req.params.name, req.body ?? {});
  });

  const receiveUpload = options.receiveUpload;
  if (receiveUpload) {
    // Its own scope: the raw body is left unparsed and piped on as it arrives, never buffered whole.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
      scope.put<{ Querystring: { name?: string } }>('/api/media-stream', async (req, reply) => {
        if (!authorised(req)) return reply.code(401).send(refusal('auth', 'Missing or wrong token'));
        const name = req.query.name?.trim();
        if (!name) return reply.code(400).send(refusal('validation', 'The file name is missing (?name=)'));
        try {
          return await receiveUpload(req.raw, name);
        } catch (error) {
          return reply.code(400).send({ ok: false, error: toErrorData(error) });
        }
      });
    });
  }

  app.get('/api/events', { websocket: true }, (socket, req) => {
    if (!authorised(req, true)) {
      socket.close(4401, 'Missing or wrong token');
      return;
    }
    const unsubscribe = options.events.subscribe((event, payload) => {
      socket.send(JSON.stringify({ event, payload }));
    });
    socket.on('close', unsubscribe);
  });

  const servesRenderer = !!options.rendererDir && existsSync(options.rendererDir);
  if (servesRenderer) {
    await app.register(fastifyStatic, { root: options.rendererDir!, index: false });
  }

  /** The app page: the token in the address becomes the cookie; without either, a page saying what to do. */
  app.get<{ Querystring: { token?: string } }>('/', async (req, reply) => {
    if (sameToken(req.query.token, token)) {
      return reply.header('Set-Cookie', accessCookie(cookieName, token)).redirect('/', 303);
    }
    if (!fromCookie(req)) {
      return reply
        .code(401)
        .type('text/html; charset=utf-8')
        .send(noAccessPage(req.query.token !== undefined));
    }
    if (!servesRenderer) return reply.code(404).send(refusal('notFound', 'The renderer is not built'));
    // The page's meta CSP as this host's header: the built one says connect-src 'none' (Electron's).
    const html = await readFile(join(options.rendererDir!, 'index.html'), 'utf8');
    return reply.type('text/html; charset=utf-8').send(withMetaPolicy(html, contentSecurityPolicy({ connectSelf: true })));
  });

  const address = await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const port = new URL(address).port;
  allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  allowedOrigins = new Set([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
  // Cookies ignore the port: a name per port keeps two hosts on one machine apart.
  cookieName = `qm_access_${port}`;
  const origin = `http://127.0.0.1:${port}`;
  return { origin, token, url: `${origin}/?token=${token}`, close: () => app.close() };
}
