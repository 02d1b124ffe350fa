import type { Page } from '@playwright/test';

/**
 * Types `code` and Enter as a hardware scanner does: every key sent at once, as one burst. The
 * keys go straight to the browser's input queue (Chrome DevTools Protocol), so they arrive a
 * fraction of a millisecond apart in order, where `keyboard.type` waits for each key's round trip
 * (15–60 ms a key on a loaded machine: a 45-character label took about a second).
 */
export async function scanBurst(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const sent: Promise<unknown>[] = [];
    for (const char of code) {
      const key = { key: char, text: char, unmodifiedText: char };
      sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key }));
      sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: char }));
    }
    const enter = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...enter, text: '\r', unmodifiedText: '\r' }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...enter }));
    await Promise.all(sent);
  } finally {
    await cdp.detach();
  }
}
