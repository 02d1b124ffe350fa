import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The end-to-end tests drive the built renderer; each worker starts its own host (support/test.ts). */
export default function globalSetup(): void {
  if (!existsSync(join('out', 'renderer', 'index.html'))) {
    throw new Error('The renderer is not built: run `npm run build` before the end-to-end tests.');
  }
}
