import { chmod, copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/**
 * What a store could not read when it was opened, kept beside the damaged file's copy as
 * `<copy>.json` so the app can tell the user, at this start or a later one, until seen (row 300).
 */
export interface DamageReport {
  /** The store file's name in the data folder ("drafts.jsonl"). */
  file: string;
  /** Full path of the untouched copy of the damaged file. */
  copy: string;
  foundAt: string;
  /** The file existed but held nothing at all: whatever it held is gone. */
  emptied: boolean;
  /** Lines that could not be read, per what they were ("draft", "waiting write", "upload record"). */
  unreadable: Record<string, number>;
  seen?: boolean;
}

const REPORT_SUFFIX = '.json';
const COPY_MARK = '.damaged-';

/** Copies the damaged file byte for byte before the compaction rewrites it, and records the report. */
export async function keepDamagedCopy(path: string, damage: Pick<DamageReport, 'emptied' | 'unreadable'>, now = new Date()): Promise<DamageReport> {
  const copy = `${path}${COPY_MARK}${now.toISOString().replace(/[:.]/g, '-')}`;
  await copyFile(path, copy);
  // Owner only, like the store itself: the copy holds what the file held.
  await chmod(copy, 0o600);
  const report: DamageReport = { file: basename(path), copy, foundAt: now.toISOString(), ...damage };
  await writeFile(copy + REPORT_SUFFIX, JSON.stringify(report), { mode: 0o600 });
  return report;
}

/** The reports of a data folder the user has not yet seen, oldest first. */
export async function unseenDamageReports(dataDir: string): Promise<DamageReport[]> {
  const names = await readdir(dataDir).catch(() => [] as string[]);
  const reports: DamageReport[] = [];
  for (const name of names.filter((n) => n.includes(COPY_MARK) && n.endsWith(REPORT_SUFFIX)).sort()) {
    const report = await readReport(join(dataDir, name));
    if (report && !report.seen) reports.push(report);
  }
  return reports;
}

/** The user read the notice: the reports stay on disk (beside their copies) but are not shown again. */
export async function markDamageReportsSeen(dataDir: string): Promise<void> {
  for (const report of await unseenDamageReports(dataDir)) {
    await writeFile(join(dataDir, basename(report.copy) + REPORT_SUFFIX), JSON.stringify({ ...report, seen: true }), { mode: 0o600 });
  }
}

async function readReport(path: string): Promise<DamageReport | null> {
  try {
    const report = JSON.parse(await readFile(path, 'utf8')) as DamageReport;
    return typeof report.copy === 'string' && typeof report.file === 'string' ? report : null;
  } catch {
    return null;
  }
}
