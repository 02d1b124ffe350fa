import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createAppCore } from './create-app';
import { defaultDataDir } from './data-dir';
import { optionsFromEnvironment } from './environment';
import { startBrowserHost } from './hosts/browser-host';
import { demoSandbox, demoSandboxStarted } from './connection/demo-sandbox';

/**
 * `npm run start:browser`: the app without Electron. Serves the built renderer and the same
 * handlers on 127.0.0.1 and prints the URL with its per-launch token.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'data-dir': { type: 'string' },
    json: { type: 'boolean', default: false },
    /** Another build of the renderer (the bench compares builds); default out/renderer. */
    'renderer-dir': { type: 'string' },
  },
});

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
// The end-to-end tests start this host in test mode; they drive the Demo sandbox's control interface.
const demoSandboxControl = process.env.QM_TEST_MODE === '1';
const core = await createAppCore({
  host: 'browser',
  version: pkg.version,
  dataDir: values['data-dir'] ?? defaultDataDir(),
  watchTickets: true,
  demoSandboxControl,
  ...optionsFromEnvironment(),
});
const host = await startBrowserHost({
  dispatch: core.dispatch,
  events: core.ctx.events,
  rendererDir: values['renderer-dir'] ?? join(root, 'out', 'renderer'),
  port: Number(values.port),
  receiveUpload: (body, fileName) => core.ctx.incoming.receiveStream(body, fileName),
});

// On the Demo profile, start the embedded sandbox now so the first screen shows data at once.
if (core.ctx.connection.activeProfileId() === 'demo') await demoSandbox({ control: demoSandboxControl });
const sandbox = demoSandboxStarted() ? await demoSandbox() : null;

if (values.json) {
  console.log(JSON.stringify({ url: host.url, origin: host.origin, token: host.token, sandboxOrigin: sandbox?.origin ?? null }));
} else {
  console.log(
    `Quartermaster is running in your browser at:\n\n  ${host.url}\n\nOnly this machine can reach it, and only a browser that opened this address (after that, ${host.origin} works in any tab of that browser). Ctrl-C stops it.`,
  );
  if (sandbox) console.log(`\nConnected to the built-in sandbox ERP (Demo) at ${sandbox.origin}.`);
}

/**
 * Ctrl-C stops at once: open tabs are cut off (see the host), the embedded sandbox closes with
 * the core, and a second Ctrl-C, or a close that hangs anyway, ends the process regardless.
 */
let stopping = false;
const stop = async () => {
  if (stopping) process.exit(130);
  stopping = true;
  setTimeout(() => process.exit(1), 3000).unref();
  await Promise.allSettled([host.close(), core.close()]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
