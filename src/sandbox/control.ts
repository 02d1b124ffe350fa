import type { FastifyInstance } from 'fastify';
import { MULTIPART_FILE_LIMIT, originOf, type Api, type Ctx } from './api';
import type { SandboxContext } from './context';
import { completeCount, isCounting, startCount } from './counting';
import type { FaultRule } from './faults';
import { countByKey, countDto } from './preview/counts';
import { checkDecimalPlaces, qty, readDecimal } from './rules/decimals';
import { ApiProblem, ErrorList, problem } from './rules/problems';
import { isObject, readBody, readBoolean, readInteger, readString } from './rules/validate';
import { extraKeyRecord } from './seed/keys';
import { registerCustomerSimulation } from './support/customer-simulation';
import type { TrafficRecording } from './traffic';

/**
 * The control interface under /_sandbox (demo and test mode only, loopback only, no API key):
 * it plays the warehouse app (record counted lines, complete a count), shows the ledger,
 * configures faults, records traffic, moves the sandbox clock and issues extra API keys for tests.
 */
export function registerControl(app: FastifyInstance, api: Api, sb: SandboxContext): void {
  app.get('/_sandbox/info', async (req) => sandboxInfo(sb, originOf(req)));

  app.get('/_sandbox/ledger', async (req) => {
    const q = req.query as Record<string, string | undefined>;
    return {
      entries: sb.ledger.entries({
        ...(q.sinceSeq ? { sinceSeq: Number(q.sinceSeq) } : {}),
        ...(q.pathPrefix ? { pathPrefix: q.pathPrefix } : {}),
        ...(q.idempotencyKey ? { idempotencyKey: q.idempotencyKey } : {}),
      }),
    };
  });

  // One recording of /preview and /ecom requests for a process on the other side (benchmarks).
  let traffic: TrafficRecording | null = null;
  app.post('/_sandbox/traffic', async (_req, reply) => {
    traffic?.stop();
    traffic = sb.traffic.record();
    return reply.code(204).send();
  });
  app.get('/_sandbox/traffic', async (req) => {
    const { pathPrefix } = req.query as Record<string, string | undefined>;
    const filter = pathPrefix ? { pathPrefix } : {};
    return { calls: traffic?.count(filter) ?? 0, maxConcurrent: traffic?.maxConcurrent(filter) ?? 0, byRoute: traffic?.byRoute(filter) ?? {} };
  });
  app.delete('/_sandbox/traffic', async (_req, reply) => {
    traffic?.stop();
    traffic = null;
    return reply.code(204).send();
  });

  app.get('/_sandbox/faults', async () => ({ rules: sb.faults.rules() }));
  app.delete('/_sandbox/faults', async (_req, reply) => {
    sb.faults.clear();
    return reply.code(204).send();
  });
  api.post(
    '/_sandbox/faults',
    undefined,
    ({ body: raw }) => {
      const body = readBody(raw);
      const rules = (Array.isArray(body.rules) ? body.rules : [body]) as FaultRule[];
      if (!rules.every(isObject)) throw problem.invalid('rules', 'Validation.InvalidArray', "'rules' must be an array of fault rules.");
      const seed = body.seed === undefined ? undefined : readInteger(body.seed, 'seed', { min: 0 });
      sb.faults.configure(rules, seed);
      return { status: 200, body: { rules: sb.faults.rules() }, resourceRef: '_sandbox/faults', effect: `configured ${rules.length} fault rule(s)` };
    },
    { idempotent: false, ledger: false },
  );

  api.post(
    '/_sandbox/clock',
    undefined,
    ({ body: raw }) => {
      const body = readBody(raw, { optional: true });
      if (body.advanceMs !== undefined) sb.clock.offsetMs += readInteger(body.advanceMs, 'advanceMs', { min: 0 });
      if (body.reset === true) sb.clock.offsetMs = 0;
      return {
        status: 200,
        body: { now: new Date(sb.clock.now()).toISOString(), offsetMs: sb.clock.offsetMs },
        resourceRef: '_sandbox/clock',
        effect: `clock offset ${sb.clock.offsetMs} ms`,
      };
    },
    { idempotent: false, ledger: false },
  );

  api.post(
    '/_sandbox/api-keys',
    undefined,
    ({ body: raw }) => {
      const body = readBody(raw);
      if (!Array.isArray(body.scopes) || body.scopes.some((s) => typeof s !== 'string'))
        throw problem.invalid('scopes', 'Validation.InvalidArray', "'scopes' must be an array of strings.");
      const name = readString(body, 'name', { max: 100 }) ?? `key-${sb.keys.all().length + 1}`;
      const environment = readString(body, 'environment') === 'live' ? 'live' : 'test';
      const record = extraKeyRecord(sb.config.seed, {
        name,
        scopes: body.scopes as string[],
        environment,
        revoked: readBoolean(body.revoked, 'revoked', false),
      });
      sb.keys.add(record);
      return { status: 201, body: record, resourceRef: `_sandbox/api-keys/${name}`, effect: `issued key with ${record.scopes.length} scope(s)` };
    },
    { idempotent: false, ledger: false },
  );

  api.post('/_sandbox/counts/:countNumber/record', undefined, recordCountedLines, { idempotent: false, multipart: true });

  api.post(
    '/_sandbox/counts/:countNumber/complete',
    undefined,
    (c) => {
      const count = countByKey(c.store, c.params.countNumber ?? '');
      const body = readBody(c.body, { optional: true });
      const fill = body.fill === 'expected' ? 'expected' : 'seeded';
      if (!isCounting(count)) {
        throw problem.conflict(
          'InventoryCount.NotInProgress',
          `Count ${count.countNumber} is ${count.status}; only a Draft or InProgress count can be completed.`,
        );
      }
      completeCount(count, fill, sb.config.seed, c.now, (n) => c.store.items.get(n)?.decimalPlaces ?? 0);
      return { status: 200, body: countDto(count, c.store, c.base, true), resourceRef: `inventory/counts/${count.countNumber}`, effect: `completed (${fill})` };
    },
    { idempotent: false },
  );

  registerCustomerSimulation(api);
}

/** Counted lines as JSON {lines:[{lineNumber, countedQuantity}]} or a CSV upload (lineNumber,countedQuantity) from a scanner export. */
async function recordCountedLines(c: Ctx) {
  const count = countByKey(c.store, c.params.countNumber ?? '');
  const entries = c.req.isMultipart() ? await readCsvUpload(c) : readJsonLines(c.body);
  if (!isCounting(count)) {
    throw problem.conflict('InventoryCount.NotInProgress', `Count ${count.countNumber} is ${count.status}; counting is over.`);
  }
  const errors = new ErrorList();
  const updates = entries.flatMap(({ lineNumber, countedQuantity }, i) => {
    const line = count.lines.find((l) => l.lineNumber === lineNumber);
    if (!line) {
      errors.add(`lines[${i}].lineNumber`, 'InventoryCountLine.NotFound', `Count ${count.countNumber} has no line ${String(lineNumber)}.`);
      return [];
    }
    const field = `lines[${i}].countedQuantity`;
    const counted = errors.try(() => {
      const d = readDecimal(countedQuantity, field);
      if (d.lt(0)) throw problem.invalid(field, 'InventoryCountLine.NegativeQuantity', 'A counted quantity cannot be negative.');
      checkDecimalPlaces(d, c.store.items.get(line.itemNumber)?.decimalPlaces ?? 0, field, line.itemNumber);
      if (line.serialNumber !== null && d.gt(1)) throw problem.invalid(field, 'InventoryCountLine.SerialQuantity', 'A serial number is counted as 0 or 1.');
      return d;
    });
    return counted ? [{ line, counted }] : [];
  });
  errors.throwIfAny();
  startCount(count, c.now);
  for (const { line, counted } of updates) {
    line.countedQuantity = qty(counted);
    line.countedAt = c.now;
  }
  count.modifiedDate = c.now;
  return {
    status: 200,
    body: countDto(count, c.store, c.base, true),
    resourceRef: `inventory/counts/${count.countNumber}`,
    effect: `recorded ${updates.length} line(s)`,
  };
}

function readJsonLines(raw: unknown): { lineNumber: unknown; countedQuantity: unknown }[] {
  const body = readBody(raw);
  if (!Array.isArray(body.lines) || body.lines.length === 0 || !body.lines.every(isObject)) {
    throw problem.invalid('lines', 'Validation.InvalidArray', "'lines' must be a non-empty array of {lineNumber, countedQuantity}.");
  }
  return body.lines.map((l: Record<string, unknown>) => ({ lineNumber: l.lineNumber, countedQuantity: l.countedQuantity }));
}

async function readCsvUpload(c: Ctx): Promise<{ lineNumber: unknown; countedQuantity: unknown }[]> {
  const file = await c.req.file();
  if (!file) throw problem.invalid('file', 'Validation.Required', 'Upload the counted lines as a CSV file in field `file`.');
  const text = (await readWhole(file)).toString('utf8');
  const rows = text
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter((r) => r !== '' && !/^lineNumber/i.test(r));
  if (rows.length === 0) throw problem.invalid('file', 'Validation.Required', 'The CSV file has no lines.');
  return rows.map((row) => {
    const [lineNumber = '', countedQuantity = ''] = row.split(/[;,]/).map((s) => s.trim());
    return { lineNumber: /^\d+$/.test(lineNumber) ? Number(lineNumber) : lineNumber, countedQuantity };
  });
}

/** The file's bytes; one over the multipart limit is the client's mistake (413), not a server failure. */
async function readWhole(file: { toBuffer(): Promise<Buffer> }): Promise<Buffer> {
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiProblem(413, [{ code: 'Request.BodyTooLarge', detail: `The CSV file exceeds ${MULTIPART_FILE_LIMIT / (1024 * 1024)} MB.` }]);
    }
    throw error;
  }
}

export function sandboxInfo(sb: SandboxContext, origin: string) {
  const byName = (name: string) => sb.keys.all().find((k) => k.name === name)?.key ?? null;
  const { store } = sb;
  return {
    company: store.tenant.name,
    tenantId: store.tenant.id,
    origin,
    previewUrl: `${origin}/preview`,
    ecomUrl: `${origin}/ecom`,
    controlUrl: `${origin}/_sandbox`,
    seed: sb.config.seed,
    scale: sb.config.scale,
    channels: [...store.channels.values()].map((c) => ({ code: c.channelCode, name: c.name, type: c.type, storefrontDomain: c.storefrontDomain })),
    apiKeys: {
      all: byName('demo-all'),
      readOnly: byName('demo-read-only'),
      test: byName('demo-test'),
      live: byName('demo-live'),
      legacy: byName('demo-legacy'),
      revoked: byName('demo-revoked'),
    },
    records: {
      items: store.items.size,
      suppliers: store.suppliers.size,
      customers: store.customers.size,
      purchaseOrders: store.purchaseOrders.size,
      counts: store.counts.size,
      transactions: store.transactions.length,
      batches: store.batches.size,
      itemWarehouses: store.itemWarehouses.size,
    },
  };
}
