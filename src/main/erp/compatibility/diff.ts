import type { z } from 'zod';
import type { OptionalOperation } from '../offered-operations';
import type { Surface } from '../types';
import type { ExpectedOperation, WorkspaceExpectation } from './expectations';

/**
 * Compares a server's OpenAPI documents with what each workspace relies on: operations it lacks,
 * record fields it lacks (or seems to have renamed), enum values the app does not know, and
 * operations guarded by another scope than the app expects.
 */
export type IssueKind = 'missingOperation' | 'missingField' | 'renamedField' | 'unknownEnumValues' | 'scope';

export interface CompatibilityIssue {
  kind: IssueKind;
  /** error: an action cannot work; warning: it may misbehave; info: shown as-is, nothing breaks. */
  severity: 'error' | 'warning' | 'info';
  /** `POST /preview/...` or `purchase order.status`. */
  subject: string;
  message: string;
  /** An optional operation the server lacks: its action is disabled. */
  disables?: OptionalOperation;
}

export interface WorkspaceCompatibility {
  workspace: string;
  label: string;
  issues: CompatibilityIssue[];
}

/** The parts of an OpenAPI 3 document the comparison reads; anything else is ignored. */
export interface OpenApiDocument {
  paths?: Record<
    string,
    Record<string, { security?: Record<string, string[]>[]; responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** `/preview/items/{itemNumber}` and `/preview/items/{n}` are the same operation. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/+$/, '');

export function compareWithDocuments(
  expectations: readonly WorkspaceExpectation[],
  documents: Partial<Record<Surface, OpenApiDocument>>,
): WorkspaceCompatibility[] {
  const index = new Map<string, { surface: Surface; path: string; method: string; op: NonNullable<OpenApiDocument['paths']>[string][string] }>();
  for (const [surface, doc] of Object.entries(documents) as [Surface, OpenApiDocument][]) {
    for (const [path, ops] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(ops ?? {})) index.set(`${method.toUpperCase()} ${shape(path)}`, { surface, path, method, op });
    }
  }
  return expectations.map((w) => ({
    workspace: w.workspace,
    label: w.label,
    issues: [
      ...w.operations.flatMap((o) => (documents[o.surface] ? operationIssues(o, index.get(`${o.method} ${shape(o.path)}`)?.op) : [])),
      ...w.records.flatMap((r) => {
        const [method, path] = r.operation.split(' ') as [string, string];
        const found = index.get(`${method} ${shape(path)}`);
        if (!found) return [];
        const server = recordSchema(found.op, documents[found.surface]!);
        if (!server) return [];
        return [
          ...recordIssues(r.label, r.schema, r.enums, server, documents[found.surface]!),
          ...Object.entries(r.nested ?? {}).flatMap(([field, n]) => {
            const inner = resolve(server.properties?.[field], documents[found.surface]!);
            const item = inner?.items ? resolve(inner.items, documents[found.surface]!) : undefined;
            return item ? recordIssues(n.label, n.schema, n.enums, item, documents[found.surface]!) : [];
          }),
        ];
      }),
    ],
  }));
}

function operationIssues(expected: ExpectedOperation, op: NonNullable<OpenApiDocument['paths']>[string][string] | undefined): CompatibilityIssue[] {
  const subject = `${expected.method} ${expected.path}`;
  if (!op) {
    return [
      {
        kind: 'missingOperation',
        severity: 'error',
        subject,
        message: expected.optional
          ? `The server does not offer ${expected.purpose}; that action is disabled.`
          : `The server does not describe this operation: ${expected.purpose} will fail.`,
        ...(expected.optional ? { disables: expected.optional } : {}),
      },
    ];
  }
  const scopes = [...new Set((op.security ?? []).flatMap((requirement) => Object.values(requirement).flat()))];
  if (expected.scope && scopes.length > 0 && !scopes.includes(expected.scope)) {
    return [
      {
        kind: 'scope',
        severity: 'warning',
        subject,
        message: `Needs ${scopes.join(' or ')} on this server; the app expects ${expected.scope}, so ${expected.purpose} may be refused or offered wrongly.`,
      },
    ];
  }
  return [];
}

function recordIssues(
  label: string,
  schema: z.ZodObject,
  enums: Record<string, readonly string[]> | undefined,
  server: JsonSchema,
  doc: OpenApiDocument,
): CompatibilityIssue[] {
  const serverFields = Object.keys(server.properties ?? {});
  if (serverFields.length === 0) return [];
  const known = new Set(Object.keys(schema.shape));
  const unknownOnServer = serverFields.filter((f) => !known.has(f));
  const issues: CompatibilityIssue[] = [];
  for (const field of requiredFields(schema)) {
    if (serverFields.includes(field)) continue;
    const renamed = unknownOnServer.find((candidate) => similar(candidate, field));
    issues.push(
      renamed
        ? {
            kind: 'renamedField',
            severity: 'error',
            subject: `${label}.${field}`,
            message: `The ${label} has no ${field} but a field ${renamed}; it looks renamed, and reading ${label}s will fail.`,
          }
        : {
            kind: 'missingField',
            severity: 'error',
            subject: `${label}.${field}`,
            message: `The ${label} has no ${field}, which the app requires; reading ${label}s will fail.`,
          },
    );
  }
  for (const [field, values] of Object.entries(enums ?? {})) {
    const offered = enumValues(server.properties?.[field], doc);
    const unknown = offered.filter((v) => !values.includes(v));
    if (unknown.length) {
      issues.push({
        kind: 'unknownEnumValues',
        severity: 'info',
        subject: `${label}.${field}`,
        message: `Values the app does not know: ${unknown.join(', ')}. They are shown as sent.`,
      });
    }
  }
  return issues;
}

/** A field the client's parsing cannot do without (absent fails the parse). */
export function requiredFields(schema: z.ZodObject): string[] {
  return Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);
}

/** Same name in another case or style, or a small edit apart (quantityOnHand ~ qtyOnHand is not; onHandQuantity ~ onhandquantity is). */
function similar(a: string, b: string): boolean {
  const x = a.toLowerCase().replace(/[_-]/g, '');
  const y = b.toLowerCase().replace(/[_-]/g, '');
  if (x === y || x.includes(y) || y.includes(x)) return true;
  return distance(x, y) <= Math.max(2, Math.floor(Math.min(x.length, y.length) / 4));
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

function resolve(schema: JsonSchema | undefined, doc: OpenApiDocument, depth = 0): JsonSchema | undefined {
  if (!schema || depth > 8) return schema;
  if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')], doc, depth + 1);
  const parts = schema.allOf ?? schema.anyOf ?? schema.oneOf;
  if (parts && !schema.properties && !schema.enum) {
    const resolved = parts.map((p) => resolve(p, doc, depth + 1)).filter((p): p is JsonSchema => !!p);
    const merged: JsonSchema = { properties: {}, enum: [] };
    for (const p of resolved) {
      Object.assign(merged.properties!, p.properties);
      if (p.enum) merged.enum!.push(...p.enum);
      if (p.items) merged.items = p.items;
    }
    if (!merged.enum!.length) delete merged.enum;
    return merged;
  }
  return schema;
}

function enumValues(schema: JsonSchema | undefined, doc: OpenApiDocument): string[] {
  return (resolve(schema, doc)?.enum ?? []).filter((v): v is string => typeof v === 'string');
}

/** The record a GET answers with: its 200 schema, or the items of the page it answers with. */
function recordSchema(op: NonNullable<OpenApiDocument['paths']>[string][string], doc: OpenApiDocument): JsonSchema | undefined {
  const ok = op.responses?.['200'] ?? op.responses?.['201'];
  const body = resolve(ok?.content?.['application/json']?.schema, doc);
  if (!body) return undefined;
  const items = body.properties?.items;
  return items ? resolve(resolve(items, doc)?.items, doc) : body;
}
