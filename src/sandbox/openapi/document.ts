import { z } from 'zod';
import type { RouteRecord } from '../api';
import { components, responses } from './schemas';

/**
 * The machine-readable descriptions the ERP publishes (`/swagger/public-preview/swagger.json`,
 * `/swagger/ecom/swagger.json`), built from the routes the sandbox actually registered (a left-out
 * optional route is absent) and the zod schemas of its answers. Scopes are each operation's
 * security requirement; an idempotent POST says so in its Idempotency-Key parameter.
 */
export type Surface = 'preview' | 'ecom';

/** `/preview/items/:itemNumber` -> `/preview/items/{itemNumber}` */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '{$1}');
}

function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map((part) => part.replace(/[{}]/g, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

function schemaRef(name: string) {
  return { $ref: `#/components/schemas/${name}` };
}

function pageOf(name: string) {
  return {
    type: 'object',
    required: ['items', 'totalCount', 'page', 'pageSize', 'totalPages'],
    properties: {
      items: { type: 'array', items: schemaRef(name) },
      totalCount: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      totalPages: { type: 'integer' },
      hasPreviousPage: { type: 'boolean' },
      hasNextPage: { type: 'boolean' },
    },
  };
}

export function openApiDocument(surface: Surface, routes: readonly RouteRecord[], origin: string): object {
  const prefix = `/${surface}/`;
  const paths: Record<string, Record<string, object>> = {};
  const used = new Set<string>();
  for (const route of routes.filter((r) => r.url.startsWith(prefix))) {
    const path = openApiPath(route.url);
    const key = `${route.method} ${path}`;
    const answer = responses[key];
    if (answer) used.add(answer.component);
    const parameters = [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    if (route.idempotent) parameters.push({ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } });
    (paths[path] ??= {})[route.method.toLowerCase()] = {
      operationId: operationId(route.method, path),
      ...(parameters.length ? { parameters } : {}),
      ...(route.scope ? { security: [{ apiKey: [route.scope] }, { bearer: [route.scope] }] } : {}),
      responses: {
        [route.method === 'POST' ? '201' : route.method === 'DELETE' ? '204' : '200']: {
          description: 'OK',
          ...(answer ? { content: { 'application/json': { schema: answer.page ? pageOf(answer.component) : schemaRef(answer.component) } } } : {}),
        },
      },
    };
  }
  const schemas: Record<string, unknown> = {};
  for (const name of used) {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(components[name as keyof typeof components], { target: 'openapi-3.0', reused: 'inline' }) as Record<
      string,
      unknown
    >;
    schemas[name] = schema;
  }
  return {
    openapi: '3.0.3',
    info: { title: surface === 'preview' ? 'Integration API (public preview)' : 'Storefront commerce API', version: surface === 'preview' ? 'preview' : 'v1' },
    servers: [{ url: origin }],
    paths,
    components: {
      schemas,
      ...(surface === 'preview'
        ? { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' }, bearer: { type: 'http', scheme: 'bearer' } } }
        : {}),
    },
  };
}
