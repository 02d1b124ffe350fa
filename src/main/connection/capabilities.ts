import { randomUUID } from 'node:crypto';
import type { Capabilities } from '@shared/contract/connections';
import { scopeAllows } from '@shared/domain/scopes';
import { AppError } from '@shared/errors';
import type { ErpClient } from '../erp/client';

/**
 * One cheap read and, where the tag has writes, one empty write per API tag. The empty write
 * carries a fresh key and an empty body: the ERP checks the scope before the body, so it
 * answers 403 without the scope and 400 with it, and nothing is ever created
 * (docs/api-assumptions.md).
 */
type ProbePath = string | ((channel: string) => string);

export const probes: Record<string, { read: ProbePath; write?: ProbePath }> = {
  items: { read: '/preview/items' },
  inventory: { read: '/preview/inventory/counts', write: '/preview/inventory/adjustments' },
  'purchase-orders': { read: '/preview/purchase-orders', write: '/preview/purchase-orders' },
  customers: { read: '/preview/customers', write: '/preview/customers' },
  channels: { read: '/preview/channels' },
  // Calculate is a read (row 100), so the write probe is the empty create, never calculate.
  configurations: { read: '/preview/configurations', write: '/preview/configurations' },
  'sales-orders': { read: '/preview/orders' },
  quotes: { read: '/preview/quotes', write: '/preview/quotes' },
  tickets: { read: '/preview/tickets', write: '/preview/tickets' },
  // Channel areas are probed in the connection's channel; without one they stay unknown.
  'content-pages': { read: (c) => `/preview/channels/${c}/content-pages`, write: (c) => `/preview/channels/${c}/content-pages` },
  media: { read: (c) => `/preview/channels/${c}/media`, write: (c) => `/preview/channels/${c}/media` },
};

/** Answers to an empty write that come after the scope check: the scope is there. */
const PAST_SCOPE_CHECK = [400, 415, 422];

export const PROBE_PREFIX = 'probe:';

export function capabilitiesFromScopes(profileId: string, granted: string[]): Capabilities {
  const tags: Capabilities['tags'] = {};
  for (const tag of Object.keys(probes)) {
    tags[tag] = { read: scopeAllows(granted, tag, 'read'), write: scopeAllows(granted, tag, 'write') };
  }
  return { profileId, grantedScopes: granted, tags };
}

export function unknownCapabilities(profileId: string | null): Capabilities {
  return { profileId, grantedScopes: null, tags: {} };
}

/** Learns what the credential may do. A single 403 lists every granted scope, which settles all tags. */
export async function probeCapabilities(profileId: string, client: ErpClient, channel: string | null, signal?: AbortSignal): Promise<Capabilities> {
  const tags: Capabilities['tags'] = {};
  for (const [tag, probe] of Object.entries(probes)) {
    const readPath = pathIn(probe.read, channel);
    if (readPath === null) continue;
    const read = await attempt(() => client.request('preview', { method: 'GET', path: readPath, query: { pageSize: 1 }, signal }));
    if (read.granted) return capabilitiesFromScopes(profileId, read.granted);
    let write: boolean | null = null;
    const writePath = probe.write ? pathIn(probe.write, channel) : null;
    if (writePath) {
      const result = await attempt(() =>
        client.request('preview', {
          method: 'POST',
          path: writePath,
          json: {},
          signal,
          operationId: `${PROBE_PREFIX}${tag}:${randomUUID()}`,
        }),
      );
      if (result.granted) return capabilitiesFromScopes(profileId, result.granted);
      write = result.allowed;
      if (result.permissionDenied) {
        tags[tag] = { read: read.allowed, write, deniedBy: 'permission' };
        continue;
      }
    }
    tags[tag] = { read: read.allowed, write };
  }
  return { profileId, grantedScopes: null, tags };
}

function pathIn(path: ProbePath, channel: string | null): string | null {
  if (typeof path === 'string') return path;
  return channel ? path(encodeURIComponent(channel)) : null;
}

async function attempt(call: () => Promise<unknown>): Promise<{ allowed: boolean | null; granted?: string[]; permissionDenied?: boolean }> {
  try {
    await call();
    return { allowed: true };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // An OAuth user may hold the scope but lack the permission: that says nothing about other tags.
    if (error.kind === 'forbidden' && error.data.codes.includes('Permission.Denied')) return { allowed: false, permissionDenied: true };
    if (error.kind === 'forbidden') return { allowed: false, granted: error.data.grantedScopes };
    // A validation answer to the empty write means the scope check passed.
    if (PAST_SCOPE_CHECK.includes(error.data.status ?? 0)) return { allowed: true };
    throw error;
  }
}
