import type { DamagedData } from '@shared/contract/app';
import type { AppContext } from '../../context';
import { markDamageReportsSeen, unseenDamageReports, type DamageReport } from '../../store/damaged-copy';

/** What the files of the data folder could not give back at start, in sentences for the notice. */
export async function damagedData(ctx: AppContext): Promise<{ reports: DamagedData[] }> {
  // The active connection's journal is opened with its client: open it so its damage is known too.
  await ctx.connection.activeClient().catch(() => undefined);
  const reports = await unseenDamageReports(ctx.dataDir);
  return { reports: reports.map((r) => ({ file: r.file, copy: r.copy, foundAt: r.foundAt, message: damageSentence(r) })) };
}

export async function damagedDataSeen(ctx: AppContext): Promise<Record<string, never>> {
  await markDamageReportsSeen(ctx.dataDir);
  return {};
}

/** "2 drafts and 1 waiting write could not be read from drafts.jsonl." */
export function damageSentence(report: DamageReport): string {
  if (report.wholeFile) return `${report.file} could not be read at all: whatever it held (drafts, waiting writes or upload records) is in the copy.`;
  if (report.emptied) return `${report.file} was found empty: whatever it held (drafts, waiting writes or upload records) could not be read.`;
  const parts = Object.entries(report.unreadable).map(([kind, n]) => `${n} ${kind}${n === 1 ? '' : 's'}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'Nothing');
  return `${list} could not be read from ${report.file}.`;
}
