import { startSandbox } from './src/sandbox/index';
import { createErpClient } from './src/main/erp';
import { proposalsFor } from './src/main/services/purchasing/replenishment';
const scale = Number(process.env.S ?? 10);
const sb = await startSandbox({ scale, quotaPerMinute: 1_000_000, anchorDate: '2025-06-01' });
const erp = await createErpClient({ profileId: 'x', preview: { baseUrl: sb.previewUrl, credentials: async () => ({ apiKey: sb.apiKeys.all }) } });
for (const wh of ['OSL']) {
  const rec = sb.recordTraffic();
  const t = performance.now();
  const r = await proposalsFor(erp, wh);
  const ms = Math.round(performance.now() - t);
  rec.stop();
  const groups: Record<string, number> = {};
  for (const e of rec.entries()) {
    const g = e.path.replace(/\/preview\/(items|suppliers|purchase-orders)\/[^/]+/, '/preview/$1/{n}');
    groups[g] = (groups[g] ?? 0) + 1;
  }
  console.log(wh, ms, 'ms', rec.count(), 'calls', r.examined, 'rows', r.proposals.length, 'proposals', groups);
}
await erp.close(); await sb.close();
