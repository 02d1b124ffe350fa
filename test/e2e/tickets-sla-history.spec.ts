import { expect, test } from './support/test';
import { openApp } from './support/app';
import { sandboxErp } from './support/sandbox';
import { screenshotVariants } from './support/variants';

/**
 * Breached and at-risk tickets per queue and day (docs/api-assumptions.md 346), in a zone far from
 * UTC so that days are the user's. The expected figures are read here from the ERP's own ticket
 * list, at the instant the panel says it computed them.
 */
const ZONE = 'Pacific/Auckland';
test.use({ timezoneId: ZONE });

interface ErpTicket {
  status: string;
  queueCode: string | null;
  slaResponseDue: string | null;
  slaResolutionDue: string | null;
  slaResponseBreached: boolean;
  slaResolutionBreached: boolean;
  firstResponseAt: string | null;
  resolvedAt: string | null;
  closedAt: string | null;
}
type Figures = { deadlines: number; breached: number; atRisk: number };

const finished = (t: ErpTicket) => ['Resolved', 'Closed', 'Cancelled'].includes(t.status);
const dayIn = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);

/** Row 346 read off the tickets: per queue and day, at `now`. */
function expected(tickets: ErpTicket[], now: number) {
  const today = dayIn(now);
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const figures = new Map<string, Figures>();
  const at = (queue: string, day: string) =>
    figures.get(`${queue} ${day}`) ?? figures.set(`${queue} ${day}`, { deadlines: 0, breached: 0, atRisk: 0 }).get(`${queue} ${day}`)!;
  for (const t of tickets) {
    if (!t.queueCode) continue;
    const finish = finished(t) ? (t.resolvedAt ?? t.closedAt) : null;
    const marks = new Map<string, { missed: boolean; near: boolean; deadlines: number }>();
    const deadlines = [
      { due: t.slaResponseDue, met: t.firstResponseAt ?? finish, flag: t.slaResponseBreached },
      { due: t.slaResolutionDue, met: finish, flag: t.slaResolutionBreached },
    ];
    for (const d of deadlines) {
      if (!d.due) continue;
      const due = Date.parse(d.due);
      const met = d.met ? Date.parse(d.met) : null;
      // A finished ticket's flags are final; an open one's are read against the panel's instant.
      const missed = (finished(t) && d.flag) || (met ?? now) > due;
      if (!missed && met === null) continue;
      const day = dayIn(due);
      if (day < first || day > today) continue;
      const m = marks.get(day) ?? marks.set(day, { missed: false, near: false, deadlines: 0 }).get(day)!;
      m.deadlines++;
      if (missed) m.missed = true;
      else if (t.status !== 'Cancelled' && Math.floor((due - met!) / 60_000) < 60) m.near = true;
    }
    // Today: an open ticket whose soonest unmet deadline is less than an hour away.
    const pending = finished(t) ? [] : deadlines.filter((d, i) => d.due && (i === 0 ? !t.firstResponseAt : true)).map((d) => Date.parse(d.due!));
    const soonest = Math.min(...pending);
    if (
      pending.length > 0 &&
      !t.slaResponseBreached &&
      !t.slaResolutionBreached &&
      pending.every((due) => due > now) &&
      Math.floor((soonest - now) / 60_000) < 60
    ) {
      const m = marks.get(today) ?? marks.set(today, { missed: false, near: false, deadlines: 0 }).get(today)!;
      m.near = true;
    }
    for (const [day, m] of marks) {
      const f = at(t.queueCode, day);
      f.deadlines += m.deadlines;
      if (m.missed) f.breached++;
      else if (m.near) f.atRisk++;
    }
  }
  const totals = (queue: string) =>
    [...figures.entries()]
      .filter(([k]) => k.startsWith(`${queue} `))
      .reduce((s, [, f]) => ({ deadlines: s.deadlines + f.deadlines, breached: s.breached + f.breached, atRisk: s.atRisk + f.atRisk }), {
        deadlines: 0,
        breached: 0,
        atRisk: 0,
      });
  const onDay = (queue: string, day: string) => figures.get(`${queue} ${day}`) ?? { deadlines: 0, breached: 0, atRisk: 0 };
  return { today, totals, onDay };
}

test('SLA history: breached and at-risk tickets per queue and day, chart and tables of the same figures', async ({ page }, info) => {
  const erp = await sandboxErp(page.request);
  const tickets: ErpTicket[] = [];
  for (let p = 1; ; p++) {
    const body = (await erp.get(`/tickets?pageSize=200&page=${p}`)) as { items: ErpTicket[]; totalCount: number };
    tickets.push(...body.items);
    if (tickets.length >= body.totalCount || body.items.length === 0) break;
  }
  const queues = [...new Set(tickets.map((t) => t.queueCode).filter((q): q is string => !!q))].sort();

  await openApp(page, '#/tickets');
  // Reached from the sidebar by keyboard: the "SLA history" view, then its shortcut from the list.
  await page.getByTestId('view-sla-history').focus();
  await page.keyboard.press('Enter');
  const panel = page.getByTestId('sla-history');
  await expect(panel.getByRole('heading', { name: 'SLA history, last 30 days' })).toBeVisible();
  await expect(panel).toHaveAttribute('data-computed-at', /Z$/);
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  const computedAt = Date.parse((await panel.getAttribute('data-computed-at'))!);
  const want = expected(tickets, computedAt);
  await expect(panel).toContainText(ZONE);

  // Every queue's totals, in the order of their codes.
  const perQueue = panel.getByRole('grid', { name: 'SLA per queue, last 30 days' });
  const queueRows = perQueue.locator('tbody tr[aria-rowindex]');
  await expect(queueRows).toHaveCount(queues.length);
  let breachedAll = 0;
  let atRiskAll = 0;
  for (const [i, queue] of queues.entries()) {
    const t = want.totals(queue);
    breachedAll += t.breached;
    atRiskAll += t.atRisk;
    const cells = queueRows.nth(i).getByRole('gridcell');
    await expect(cells.nth(1), `${queue} deadlines`).toHaveText(String(t.deadlines));
    await expect(cells.nth(2), `${queue} breached`).toHaveText(String(t.breached));
    await expect(cells.nth(3), `${queue} at risk`).toHaveText(String(t.atRisk));
  }
  expect(breachedAll).toBeGreaterThan(0);
  expect(atRiskAll).toBeGreaterThan(0);

  // The first queue's days, newest first: today and the days before it.
  const first = queues[0]!;
  const perDay = panel.getByRole('grid', { name: /^SLA per day in / });
  const dayRows = perDay.locator('tbody tr[aria-rowindex]');
  for (let back = 0; back < 3; back++) {
    const day = new Date(Date.parse(`${want.today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    const f = want.onDay(first, day);
    const cells = dayRows.nth(back).getByRole('gridcell');
    await expect(cells.nth(1), `${first} ${day} deadlines`).toHaveText(String(f.deadlines));
    await expect(cells.nth(2), `${first} ${day} breached`).toHaveText(String(f.breached));
    await expect(cells.nth(3), `${first} ${day} at risk`).toHaveText(String(f.atRisk));
  }

  // The chart: 30 days, one series per state, with its legend.
  const chart = panel.getByTestId('sla-history-chart');
  await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(chart.getByText('Breached')).toBeVisible();
  await expect(chart.getByText('At risk')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
  // Photographed from its heading and queue choice down.
  await panel.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await screenshotVariants(page, info.project.name, 'tickets-sla-history', panel.locator('.mantine-Loader-root'));

  // By keyboard: Enter on another queue's totals row shows that queue's days.
  const picker = panel.locator('input[aria-label="Queue for SLA history"]');
  const firstName = (await queueRows.first().getByRole('gridcell').first().innerText()).trim();
  await expect(picker).toHaveValue(firstName);
  await perQueue.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).not.toHaveValue(firstName);
  const chosenName = await picker.inputValue();
  const listed = (await erp.get('/reference/ticket-queues')) as { items: { code: string; name: string | null }[] };
  const chosen = listed.items.find((q) => (q.name ?? q.code) === chosenName)!.code;
  expect(queues).toContain(chosen);
  await expect(perDay).toHaveAccessibleName(`SLA per day in ${chosenName}`);
  const f = want.onDay(chosen, want.today);
  await expect(dayRows.first().getByRole('gridcell').nth(2)).toHaveText(String(f.breached));

  // A queue or view of the sidebar brings the list back; H shows the history again.
  await page.getByTestId('view-all').click();
  await expect(panel).toHaveCount(0);
  await page.keyboard.press('h');
  await expect(page.getByTestId('sla-history')).toBeVisible();
  // Alt+F from the history goes back to the list, into its search box.
  await page.keyboard.press('Alt+f');
  await expect(page.getByLabel('Search tickets')).toBeFocused();
  await expect(page.getByTestId('sla-history')).toHaveCount(0);
});
