import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostAddress, openerCommand, rendererBuildNeeded } from '../../../scripts/browser-start.mjs';
import { electronBinary } from '../../../scripts/electron-binary.mjs';
import { NODE_ENGINES, nodeSupported, unsupportedNodeSentence } from '../../../scripts/node-version.mjs';

describe('npm start without the Electron binary', () => {
  const work = mkdtempSync(join(tmpdir(), 'qm-start-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('finds the binary the way the electron package does, without trying to download it', () => {
    const pkg = join(work, 'electron');
    mkdirSync(join(pkg, 'dist'), { recursive: true });
    expect(electronBinary(pkg, {})).toBeNull(); // download skipped: no path.txt
    writeFileSync(join(pkg, 'path.txt'), 'electron');
    expect(electronBinary(pkg, {})).toBeNull(); // download failed halfway: no binary
    writeFileSync(join(pkg, 'dist', 'electron'), '');
    expect(electronBinary(pkg, {})).toBe(join(pkg, 'dist', 'electron'));
    expect(electronBinary(pkg, { ELECTRON_OVERRIDE_DIST_PATH: join(work, 'elsewhere') })).toBeNull();
  });

  it('opens the default browser the way each platform does', () => {
    const url = 'http://127.0.0.1:4000/?token=a-b_c';
    expect(openerCommand(url, 'linux')).toEqual({ command: 'xdg-open', args: [url] });
    expect(openerCommand(url, 'darwin')).toEqual({ command: 'open', args: [url] });
    expect(openerCommand(`${url}&x=1`, 'win32').args.at(-1)).toBe(`start "" "${url}^&x=1"`);
  });

  it("reads the address with its token from the browser host's first lines", () => {
    const printed = 'Quartermaster is running in your browser at:\n\n  http://127.0.0.1:41917/?token=mogVQs65VXGl_aK-\n\nOnly this machine can reach it';
    expect(hostAddress(printed)).toBe('http://127.0.0.1:41917/?token=mogVQs65VXGl_aK-');
    expect(hostAddress('Quartermaster is running in your browser at:\n\n  http://127.0.0.1:419')).toBeNull();
  });

  it('builds the renderer only when it is missing or older than its sources', () => {
    const root = join(work, 'app');
    mkdirSync(join(root, 'src', 'renderer'), { recursive: true });
    writeFileSync(join(root, 'src', 'renderer', 'main.tsx'), '');
    expect(rendererBuildNeeded(root)).toBe(true);
    mkdirSync(join(root, 'out', 'renderer'), { recursive: true });
    writeFileSync(join(root, 'out', 'renderer', 'index.html'), '');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'out', 'renderer', 'index.html'), later, later);
    expect(rendererBuildNeeded(root)).toBe(false);
    const evenLater = new Date(Date.now() + 120_000);
    utimesSync(join(root, 'src', 'renderer', 'main.tsx'), evenLater, evenLater);
    expect(rendererBuildNeeded(root)).toBe(true);
  });
});

describe('the Node.js version', () => {
  it('is the range every dependency accepts, the same in package.json', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(NODE_ENGINES);
    for (const version of ['22.19.0', '22.20.1', '24.0.0', '24.21.0', '26.1.0']) expect(nodeSupported(version), version).toBe(true);
    // undici 8 needs 22.19, pdf.js 22.13; Vitest and dependency-cruiser leave out 23 and 25.
    for (const version of ['20.20.2', '22.12.0', '22.18.0', '23.11.0', '25.2.0']) expect(nodeSupported(version), version).toBe(false);
  });

  it('is asked for in one sentence naming the version found', () => {
    expect(unsupportedNodeSentence('22.12.0')).toMatch(/^Quartermaster needs Node\.js 22\.19 .*this is Node\.js 22\.12\.0: install Node\.js 24 .*\.$/);
  });
});
