import multipart from '@fastify/multipart';
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Api, internalProblem, MULTIPART_FILE_LIMIT, originOf, pathOf, PROBLEM_TYPE, sendProblem } from './api';
import type { SandboxContext } from './context';
import { registerControl } from './control';
import { registerEcom } from './ecom/routes';
import { sendEcomRateLimited } from './ecom/rate-limit';
import { NO_FAULTS } from './faults';
import { openApiDocument } from './openapi/document';
import { registerPreview } from './preview/routes';
import { authenticate, authorize } from './rules/auth-scopes';
import type { LocalNames } from './rules/local-names';
import { ApiProblem } from './rules/problems';

/**
 * The HTTP server: fastify with the JSON parsers the ERP uses, the request pipeline (CORS,
 * faults, credential, quota, scope) as an onRequest hook, and ProblemDetails for everything
 * that goes wrong, including malformed JSON, bad media types, oversized bodies, unknown
 * routes (404) and known routes with another method (405).
 */
export const BODY_LIMIT = 1024 * 1024;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export async function buildServer(sb: SandboxContext, logger: boolean, names: LocalNames): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
    return503OnClosing: false,
    // A path the router cannot decode (a malformed percent-encoding) is the client's mistake.
    frameworkErrors: (error, req, reply) =>
      sendProblem(
        req,
        reply,
        new ApiProblem(400, [{ code: error.code === 'FST_ERR_BAD_URL' ? 'Request.MalformedUrl' : 'Request.Invalid', detail: error.message }]),
      ),
    // Refused by Node's HTTP parser before fastify sees a request: answered on the socket.
    clientErrorHandler: answerClientError,
    // A path segment may be a whole file name (the public media url, row 154): up to 255 characters,
    // three times that percent-encoded, where the router's default cuts off at 100.
    routerOptions: { maxParamLength: 1024 },
    // Node answers a request without Host with a bare 400 of its own; the hook below answers it as a problem.
    http: { requireHostHeader: false },
  });
  app.decorateRequest('principal', null);
  app.decorateRequest('faultPlan', null as never);
  app.decorateRequest('trafficDone', null as never);

  // JSON bodies: an empty body is "no body" (POST .../send without options); text/plain is refused (415).
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  const jsonParser = (req: FastifyRequest, body: string, done: (err: Error | null, body?: unknown) => void) => {
    if (body === '') return done(null, undefined);
    return defaultJson(req, body, done);
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonParser);
  app.addContentTypeParser('application/merge-patch+json', { parseAs: 'string' }, jsonParser);

  // Multipart is accepted only where a handler reads it (the count CSV upload); elsewhere it is 415.
  await app.register(multipart, { limits: { fileSize: MULTIPART_FILE_LIMIT, files: 1 } });

  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pattern = new RegExp(`^${route.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`);
    for (const method of methods) routes.push({ method, pattern });
  });

  app.addHook('onRequest', async (req, reply) => {
    const path = pathOf(req);
    req.faultPlan = NO_FAULTS;
    if (!req.headers.host) throw new ApiProblem(400, [{ code: 'Request.MissingHost', detail: 'The request has no Host header; HTTP/1.1 requires one.' }]);
    names.check(path, req.headers.host, req.headers.origin);
    if (path.startsWith('/_sandbox')) {
      if (!sb.config.control) throw new ApiProblem(404, [{ code: 'Route.NotFound', detail: 'The control interface is disabled.' }]);
      if (!LOOPBACK.has(req.socket.remoteAddress ?? ''))
        throw new ApiProblem(403, [{ code: 'Control.LoopbackOnly', detail: 'The control interface answers loopback callers only.' }]);
      return;
    }
    const preview = path.startsWith('/preview');
    const ecom = path.startsWith('/ecom');
    req.trafficDone = preview || ecom ? sb.traffic.began(req.method, path, req.routeOptions.url ?? null, performance.now()) : () => undefined;
    if (preview) {
      reply.header('Access-Control-Allow-Origin', '*');
      if (req.method === 'OPTIONS') {
        return reply
          .code(204)
          .header('Access-Control-Allow-Methods', 'GET, POST, PATCH, PUT, DELETE, OPTIONS')
          .header('Access-Control-Allow-Headers', 'x-api-key, authorization, content-type, idempotency-key, if-none-match')
          .header('Access-Control-Max-Age', '600')
          .send();
      }
    }
    if (!preview && !ecom) return;
    if (sb.config.control) req.faultPlan = sb.faults.plan(req.method, path, headerOf(req, 'x-sandbox-fault'));
    if (ecom) {
      const partition = headerOf(req, 'x-forwarded-for')?.split(',')[0]?.trim() || req.ip;
      const wait = req.faultPlan.rateLimit ? req.faultPlan.rateLimitRetryAfter : sb.ecomQuota.take(`ecom:${partition}`);
      if (wait > 0) return sendEcomRateLimited(req, reply, wait);
      return;
    }
    const scope = req.routeOptions.config?.scope;
    if (!scope) return; // unknown route: 404/405 below, no credential needed to learn that
    if (req.faultPlan.rateLimit) throw rateLimited(req.faultPlan.rateLimitRetryAfter);
    req.principal = await authenticate(req.headers, sb.keys, sb.bearer.verifier, `${originOf(req)}/.well-known/oauth-protected-resource/preview`);
    const wait = sb.quota.take(req.principal.id);
    if (wait > 0) throw rateLimited(wait);
    authorize(req.principal, scope);
  });

  app.addHook('onResponse', async (req) => req.trafficDone?.(performance.now()));

  // Every /ecom answer states its cacheability; one that set none (errors included) is not to be stored.
  app.addHook('onSend', async (req, reply, payload) => {
    if (pathOf(req).startsWith('/ecom') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  const noRoute = (req: FastifyRequest): ApiProblem => {
    const path = pathOf(req);
    const allowed = [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allowed.length > 0) {
      return new ApiProblem(405, [{ code: 'Route.MethodNotAllowed', detail: `${req.method} is not supported here; use ${allowed.join(', ')}.` }], {
        headers: { Allow: allowed.join(', ') },
      });
    }
    return new ApiProblem(404, [{ code: 'Route.NotFound', detail: `No endpoint ${req.method} ${path}.` }]);
  };
  app.setNotFoundHandler((req, reply) => sendProblem(req, reply, noRoute(req)));

  // Body errors on a path with no route still answer 404/405: the route question comes first.
  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, req, reply) =>
    sendProblem(req, reply, !req.routeOptions.url && !(error instanceof ApiProblem) ? noRoute(req) : toProblem(req, error)),
  );

  const api = new Api(app, sb);
  registerPreview(api, sb);
  registerEcom(api);
  // Read at request time, so the documents list every route registered by then.
  app.get('/swagger/public-preview/swagger.json', async (req) => openApiDocument('preview', api.routes, originOf(req)));
  app.get('/swagger/ecom/swagger.json', async (req) => openApiDocument('ecom', api.routes, originOf(req)));
  if (sb.config.control) registerControl(app, api, sb);
  return app;
}

/** Oversized headers (431) and unparsable requests (400) as ProblemDetails, then the connection closes. */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return void socket.destroy();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const p = tooLarge
    ? new ApiProblem(431, [{ code: 'Request.HeadersTooLarge', detail: 'The request headers exceed the size this server accepts.' }])
    : new ApiProblem(400, [{ code: 'Request.Malformed', detail: 'The request could not be parsed as HTTP.' }]);
  const body = JSON.stringify(p.body(''));
  socket.end(
    `HTTP/1.1 ${p.status} ${p.title}\r\nContent-Type: ${PROBLEM_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function headerOf(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

function rateLimited(retryAfter: number): ApiProblem {
  return new ApiProblem(429, [{ code: 'RateLimit.Exceeded', detail: `The per-minute quota is used up; retry after ${retryAfter} s.` }], {
    headers: { 'Retry-After': String(retryAfter) },
  });
}

function toProblem(req: FastifyRequest, error: Error & { code?: string; statusCode?: number }): ApiProblem {
  if (error instanceof ApiProblem) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiProblem(413, [{ code: 'Request.BodyTooLarge', detail: `The request body exceeds ${BODY_LIMIT} bytes.` }]);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiProblem(415, [
        { code: 'Request.UnsupportedMediaType', detail: `Content-Type '${req.headers['content-type'] ?? ''}' is not supported; send application/json.` },
      ]);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiProblem(400, [{ code: 'Request.InvalidContentLength', detail: 'Content-Length does not match the body.' }]);
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return new ApiProblem(400, [{ code: 'Request.MalformedJson', detail: `The body is not valid JSON: ${error.message}` }]);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiProblem(error.statusCode, [{ code: 'Request.Invalid', detail: error.message }]);
  }
  return internalProblem(req, error);
}
