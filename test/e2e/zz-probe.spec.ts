import { test, expect } from './support/test';
import { openApp } from './support/app';

test('probe', async ({ browser }) => {
  test.setTimeout(600_000);
  const shared = process.env.PROBE === 'shared' ? await browser.newContext() : undefined;
  for (let i = 0; i < 12; i++) {
    const c = shared ?? (await browser.newContext());
    const p = await c.newPage();
    await openApp(p, '#/tickets');
    await expect(p.getByRole('grid', { name: 'Tickets' }).getByTestId('ticket-number').first()).toBeVisible();
    await p.close();
    if (!shared) await c.close();
  }
});
