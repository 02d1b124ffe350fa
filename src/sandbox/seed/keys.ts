import { createHash } from 'node:crypto';
import type { ApiKeyRecord } from '../rules/auth-scopes';

/**
 * Demo API keys, derived from the seed so the app's Demo profile and the tests can rely on
 * them: the same seed always gives the same keys.
 */
export const SCOPE_TAGS = [
  'customers',
  'channels',
  'items',
  'inventory',
  'purchase-orders',
  'sales-orders',
  'quotes',
  'configurations',
  'content-pages',
  'media',
  'tickets',
  'shipments',
  'invoices',
  'returns',
  'deletions',
] as const;

export const READ_ONLY_SCOPES = SCOPE_TAGS.map((tag) => `${tag}:read`);

export interface DemoKeys {
  all: string;
  readOnly: string;
  test: string;
  live: string;
  legacy: string;
  revoked: string;
}

export function deriveKey(seed: number, name: string, environment: 'test' | 'live'): string {
  return `svc_${environment}_sk_${createHash('sha256').update(`quartermaster-sandbox:${seed}:${name}`).digest('hex').slice(0, 40)}`;
}

/** An extra key issued at runtime (tests, control interface): deterministic per seed and name. */
export function extraKeyRecord(seed: number, o: { name: string; scopes: string[]; environment: 'test' | 'live'; revoked: boolean }): ApiKeyRecord {
  return { key: deriveKey(seed, `extra:${o.name}`, o.environment), name: o.name, scopes: o.scopes, revoked: o.revoked };
}

export function demoKeys(seed: number): { keys: DemoKeys; records: ApiKeyRecord[] } {
  const spec: [keyof DemoKeys, string, 'test' | 'live', string[], boolean][] = [
    ['all', 'demo-all', 'test', ['*'], false],
    ['readOnly', 'demo-read-only', 'test', READ_ONLY_SCOPES, false],
    ['test', 'demo-test', 'test', ['*'], false],
    ['live', 'demo-live', 'live', ['*'], false],
    ['legacy', 'demo-legacy', 'test', [], false],
    ['revoked', 'demo-revoked', 'test', ['*'], true],
  ];
  const records = spec.map(([, name, env, scopes, revoked]) => ({ key: deriveKey(seed, name, env), name, scopes, revoked }));
  const keys = Object.fromEntries(spec.map(([field], i) => [field, (records[i] as ApiKeyRecord).key])) as unknown as DemoKeys;
  return { keys, records };
}
