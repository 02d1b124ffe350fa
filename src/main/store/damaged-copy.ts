import { chmodSync, copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

/**
 * What a store could not read when it was opened, kept beside the damaged file's copy as
 * `<copy>.json` so the app can tell the user, at this start or a later one, until seen (row 300).
 */
export interface DamageReport {
  /** The file's name in the data folder ("drafts.jsonl", "quartermaster.db"). */
  file: string;
  /** Full path of the untouched copy of the damaged file. */
  copy: string;
  foundAt: string;
  /** The file existed but held nothing at all: whatever it held is gone. */
  emptied: boolean;
  /** Lines that could not be read, per what they were ("draft", "waiting write", "upload record"). */
  unreadable: Record<string, number>;
  /** The whole file could not be read (a database that is not, or no longer, one). */
  wholeFile?: boolean;
  seen?: boolean;
}

const REPORT_SUFFIX = '.json';
const COPY_MARK = '.damaged-';

/**
 * Copies the damaged file byte for byte (a database with its write-ahead log) before it is
 * rewritten or replaced, and records the report.
 */
export function keepDamagedCopy(path: string, damage: Pick<DamageReport, 'emptied' | 'unreadable' | 'wholeFile'>, now = new Date()): DamageReport {
  const copy = `${path}${COPY_MARK}${now.toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal']) {
    if (suffix && !existsSync(path + suffix)) continue;
    copyFileSync(path + suffix, copy + suffix);
    // Owner only, like the store itself: the copy holds what the file held.
    chmodSync(copy + suffix, 0o600);
  }
  const report: DamageReport = { file: basename(path), copy, foundAt: now.toISOString(), ...damage };
  writeFileSync(copy + REPORT_SUFFIX, JSON.stringify(report), { mode: 0o600 });
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
