import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAppCore, type AppCoreOptions } from '../../../src/main/create-app';
import type { SheetPrinter } from '../../../src/main/context';
import { createMemorySecretStore } from '../../../src/main/vault/keychain';

async function start(dataDir: string, extra: Partial<AppCoreOptions> = {}) {
  const core = await createAppCore({ host: 'browser', version: '0.0.0-test', dataDir, secrets: createMemorySecretStore(), ...extra });
  const call = async (name: string, input: unknown = {}) => {
    const envelope = await core.dispatch(name, input);
    if (!envelope.ok) throw Object.assign(new Error(envelope.error.title), { data: envelope.error });
    return envelope.value as Record<string, unknown>;
  };
  return { core, call };
}

describe('label choices and printing', () => {
  it('keeps the label size and barcode chosen once across a restart; naming no printer withdraws silent printing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qm-labels-'));
    const first = await start(dataDir);
    expect(await first.call('labels.preferences')).toEqual({ size: '62x29', symbology: 'code128', printerName: null, printSilently: false });
    await first.call('labels.setPreferences', { size: 'a4-3x8', symbology: 'gs1-datamatrix', printerName: 'Zebra ZD421', printSilently: true });
    await first.core.close();

    const again = await start(dataDir);
    expect(await again.call('labels.preferences')).toEqual({ size: 'a4-3x8', symbology: 'gs1-datamatrix', printerName: 'Zebra ZD421', printSilently: true });
    expect(await again.call('labels.setPreferences', { printerName: null })).toMatchObject({ printerName: null, printSilently: false });
    await again.core.close();
  });

  it('refuses a size it does not know, naming the field', async () => {
    const app = await start(mkdtempSync(join(tmpdir(), 'qm-labels-')));
    const refused = await app.core.dispatch('labels.setPreferences', { size: '4x6in' });
    expect(!refused.ok && refused.error.fieldErrors.map((f) => f.field)).toEqual(['size']);
    await app.core.close();
  });

  it('prints to the remembered printer without a dialog only when allowed; the browser host has no direct printer', async () => {
    const browser = await start(mkdtempSync(join(tmpdir(), 'qm-labels-')));
    expect(await browser.call('print.printers')).toEqual({ direct: false, printers: [] });
    const refused = await browser.core.dispatch('print.sheet', { pageMm: { width: 62, height: 29 }, to: 'printer' });
    expect(!refused.ok && refused.error.kind).toBe('notOffered');
    await browser.core.close();

    // The Electron adapter's part is webContents.print; here a stand-in records what it was asked.
    const jobs: unknown[] = [];
    const printer: SheetPrinter = {
      printers: async () => [{ name: 'Zebra ZD421', displayName: 'Zebra ZD421 (office)' }],
      print: async (options) => (jobs.push(options), true),
      toPdf: async () => new Uint8Array([37, 80, 68, 70]),
    };
    const desktop = await start(mkdtempSync(join(tmpdir(), 'qm-labels-')), { host: 'electron', printer });
    const pageMm = { width: 62, height: 29 };
    await desktop.call('print.sheet', { pageMm, to: 'printer' });
    await desktop.call('labels.setPreferences', { printerName: 'Zebra ZD421', printSilently: true });
    await desktop.call('print.sheet', { pageMm, to: 'printer' });
    expect(jobs).toEqual([
      { pageMm, deviceName: null, silent: false },
      { pageMm, deviceName: 'Zebra ZD421', silent: true },
    ]);
    expect(await desktop.call('print.sheet', { pageMm, to: 'pdf' })).toEqual({ printed: true, pdfBase64: 'JVBERg==' });
    await desktop.core.close();
  });
});
