import { parseArgs } from 'node:util';
import { startSandbox } from './index';
import type { sandboxInfo } from './control';

/**
 * `npm run sandbox [-- --port 4010 --scale 1 --seed 1 --quota 6000 --quota-window-ms 60000]`: starts the sandbox and
 * prints what a user needs to connect. Runs until Ctrl-C. `--items N --tickets N --media N` seed exactly that many
 * items, tickets and media files (all channels) for benchmarks, whatever the scale gives for the rest.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    scale: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    quota: { type: 'string' },
    'quota-window-ms': { type: 'string' },
    items: { type: 'string' },
    tickets: { type: 'string' },
    media: { type: 'string' },
    'no-control': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

function int(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) {
    console.error(`--${name} must be a whole number, got ${raw}`);
    process.exit(2);
  }
  return Number(raw);
}

const started = Date.now();
const sandbox = await startSandbox({
  port: int('port', values.port) ?? 4010,
  host: values.host ?? '127.0.0.1',
  scale: int('scale', values.scale) ?? 1,
  seed: int('seed', values.seed) ?? 1,
  quotaPerMinute: int('quota', values.quota) ?? 6000,
  quotaWindowMs: int('quota-window-ms', values['quota-window-ms']),
  counts: { items: int('items', values.items), tickets: int('tickets', values.tickets), media: int('media', values.media) },
  control: !values['no-control'],
});
const res = await fetch(`${sandbox.controlUrl}/info`).catch(() => undefined);
const info = res?.ok ? ((await res.json()) as ReturnType<typeof sandboxInfo>) : undefined;

if (values.json) {
  console.log(
    JSON.stringify(
      {
        ...(info ?? { origin: sandbox.origin, tenantId: sandbox.tenantId, apiKeys: sandbox.apiKeys }),
        adminPreviewTokens: sandbox.adminPreviewTokens,
        portalUsers: sandbox.portalUsers,
      },
      null,
      2,
    ),
  );
} else {
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(18)} ${value}`);
  console.log(`\nQuartermaster Sandbox ERP — ${info?.company ?? 'demo company'} (ready in ${Date.now() - started} ms, data seeded in ${sandbox.seedMs} ms)\n`);
  line('Integration API', sandbox.previewUrl);
  line('Storefront API', sandbox.ecomUrl);
  line('Control', values['no-control'] ? '(disabled)' : sandbox.controlUrl);
  line('Tenant id', sandbox.tenantId);
  line('Channels', sandbox.channels.map((c) => `${c.code} (${c.type})`).join(', '));
  if (info) line('Storefront domains', info.channels.map((c) => c.storefrontDomain).join(', '));
  console.log('\n  API keys (X-Api-Key)');
  line('  all (*)', sandbox.apiKeys.all);
  line('  read-only', sandbox.apiKeys.readOnly);
  line('  test', sandbox.apiKeys.test);
  line('  live', sandbox.apiKeys.live);
  console.log('\n  Admin-preview tokens (X-Admin-Preview, PATCH /ecom/branding)');
  for (const [code, token] of Object.entries(sandbox.adminPreviewTokens)) line(`  ${code}`, token);
  console.log('\n  Customer sign-in (POST /ecom/auth/login: email, password)');
  for (const u of sandbox.portalUsers) line(`  ${u.customerNumber}`, `${u.email}  ${u.password}  (${u.customerName}: ${u.agreement})`);
  if (info)
    console.log(
      `\n  Data: ${Object.entries(info.records)
        .map(([k, v]) => `${v} ${k}`)
        .join(', ')}`,
    );
  console.log(`\n  Try: curl -H "X-Api-Key: ${sandbox.apiKeys.readOnly}" ${sandbox.previewUrl}/items?pageSize=2\n\nPress Ctrl-C to stop.`);
}

const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
