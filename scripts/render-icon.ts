/**
 * Renders resources/icon.svg to resources/icon.png (1024 x 1024, transparent corners), the
 * image electron-builder turns into each platform's icon (.icns, .ico, the Linux sizes) and
 * the window uses. Run after changing the SVG: `node --import tsx scripts/render-icon.ts`.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './chromium-path.mjs';

const SIZE = 1024;
const svg = readFileSync('resources/icon.svg', 'utf8');
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${SIZE}" height="${SIZE}" `)}</body></html>`);
  await page.screenshot({ path: 'resources/icon.png', omitBackground: true });
} finally {
  await browser.close();
}
