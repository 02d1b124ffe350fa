import { expect, test, type Page } from './support/test';
import { openApp, still } from './support/app';

/**
 * A keyboard-only pass through each workspace, one page load each: from the top of the page,
 * Tab (and the arrow keys inside a tab list) reach every view and every primary action of the
 * workspace; a view picked with Enter is marked current, and an action opened with Enter puts
 * the focus in what it opened, and Escape gives it back. A control the keyboard cannot reach,
 * or reaches without a name, fails here.
 */

interface Focused {
  role: string;
  name: string;
  /** Same element as at an earlier step: the walk went round. */
  seen: boolean;
}

/** What the focused element is, in words (a simplified accessible name: labels, aria, text). */
function focused(page: Page): Promise<Focused> {
  return page.locator(':root').evaluate((root) => {
    const doc = root.ownerDocument;
    const el = doc.activeElement;
    const marks = ((doc as unknown as { walked?: WeakSet<object> }).walked ??= new WeakSet());
    if (!el || el === doc.body) return { role: 'none', name: '', seen: false };
    const seen = marks.has(el);
    marks.add(el);
    const text = (node: { textContent: string | null } | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const byIds = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => text(doc.getElementById(id)))
        .join(' ');
    const labels = Array.from((el as unknown as { labels?: ArrayLike<{ textContent: string | null }> | null }).labels ?? [])
      .map(text)
      .join(' ');
    const attr = (name: string) => el.getAttribute(name) ?? '';
    const name =
      (attr('aria-labelledby') && byIds(attr('aria-labelledby'))) ||
      attr('aria-label') ||
      labels ||
      (el.matches('input, textarea, select') ? attr('placeholder') || attr('title') : text(el) || attr('title'));
    return {
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      name: name.trim(),
      seen,
    };
  });
}

interface Pass {
  /** Names (by role) of what Tab and the arrow keys reached, in order. */
  reached: string[];
}

/**
 * Tabs from the top of the page until the focus goes round. In a tab list the arrow keys visit
 * each tab (showing its panel) and come back to the first before Tab goes on. `onReach` may act
 * on a control (Enter, Escape) and must leave the focus where it found it.
 */
async function walk(page: Page, onReach: (f: Focused) => Promise<void>, maxSteps = 160): Promise<Pass> {
  const reached: string[] = [];
  for (let step = 0; step < maxSteps; step++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    // Past the last control the focus leaves the page (or comes round again): the pass is done.
    if (f.seen || f.role === 'none') break;
    expect(f.name, `the ${f.role} reached after ${reached.at(-1) ?? 'the top'} has a name`).not.toBe('');
    reached.push(`${f.role}: ${f.name}`);
    if (f.role === 'tab') {
      for (let tab = 0; tab < 12; tab++) {
        await page.keyboard.press('ArrowRight');
        const next = await focused(page);
        if (next.seen) break;
        reached.push(`${next.role}: ${next.name}`);
      }
      // Back on the first tab: its panel is drawn again before Tab goes into it.
      await still(page);
    }
    await onReach(f);
  }
  return { reached };
}

/** Enter on a view entry marks it current; Enter on an action opens a dialog holding the focus, and Escape returns it. */
async function operate(page: Page, f: Focused, views: RegExp[], opens: RegExp[]): Promise<void> {
  const name = `${f.role}: ${f.name}`;
  if (views.some((v) => v.test(name))) {
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('aria-current', 'true');
  }
  if (opens.some((o) => o.test(name))) {
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator(':focus'), `focus returns to ${name}`).toHaveAccessibleName(f.name);
  }
}

interface Workspace {
  id: string;
  /** Each must be reached (role: name). */
  reaches: RegExp[];
  /** Side-list entries Enter must mark current. */
  views?: RegExp[];
  /** Actions Enter must open in a dialog. */
  opens?: RegExp[];
}

/** The header's controls and every workspace's link, reached from each workspace alike. */
const shell = [
  /^button: Jump to/,
  /^button: Drafts/,
  /^button: Pending writes/,
  /^button: Keyboard shortcuts/,
  ...['Warehouse', 'Purchasing', 'Configurator', 'Tickets', 'Media', 'Storefront', 'Connections'].map((name) => new RegExp(`^a: ${name}`)),
];

const workspaces: Workspace[] = [
  {
    id: 'warehouse',
    reaches: [/^tab: Counts/, /^tab: Stock/, /^tab: Adjust/, /^button: Scanner/, /^button: New count/, /^button: Export CSV/, /^grid: Inventory counts/],
    opens: [/^button: New count/],
  },
  {
    id: 'purchasing',
    reaches: [/^button: New order/, /^tab: Purchase orders/, /^tab: Replenishment/, /^input: Search orders/, /^button: Export CSV/, /^grid: Purchase orders/],
    opens: [/^button: New order/],
  },
  {
    id: 'configurator',
    reaches: [
      /^button: New configuration/,
      /^tab: Configure/,
      /^tab: Saved configurations/,
      /^tab: Quotes/,
      /^combobox: Configurable item/,
      /^combobox: Customer/,
    ],
  },
  {
    id: 'tickets',
    reaches: [
      /^button: Saved replies/,
      /^button: New ticket/,
      /^button: All open/,
      /^button: Breaching soon/,
      /^button: Breached/,
      /^button: Save this view/,
      /^button: General support/,
      /^button: Technical support/,
      /^input: Search tickets/,
      /^button: Export CSV/,
      /^grid: Tickets/,
    ],
    views: [/^button: (All open|Breaching soon|Breached)/, /^button: [^:]+(FIELD|ORDERS|RMA|SUPPORT|TECH)\d/],
    opens: [/^button: New ticket/],
  },
  {
    id: 'media',
    reaches: [/^button: Upload files/, /^button: All files/, /^button: Hero/, /^input: Search/, /^input: Grid/, /^grid: Media library/],
    views: [/^button: All files/, /^button: Hero/],
  },
  {
    id: 'storefront',
    reaches: [/^combobox: Storefront channel/, /^tab: Branding/, /^tab: Assortment/, /^tab: Compare channels/, /^tab: Content pages/, /^textbox: Custom CSS/],
  },
  {
    id: 'connections',
    reaches: [/^button: New connection/, /^tab: Profiles/, /^tab: Activity log/, /^button: More actions for Demo/, /^button: Test connection/],
    opens: [/^button: New connection/],
  },
];

test.describe('keyboard-only pass', () => {
  for (const w of workspaces) {
    test(`${w.id}: Tab and the arrow keys reach every view and action`, async ({ page }) => {
      await openApp(page, `#/${w.id}`);
      const operated = new Set<RegExp>();
      const pass = await walk(page, async (f) => {
        for (const pattern of [...(w.views ?? []), ...(w.opens ?? [])]) if (pattern.test(`${f.role}: ${f.name}`)) operated.add(pattern);
        await operate(page, f, w.views ?? [], w.opens ?? []);
      });
      for (const pattern of [...(w.views ?? []), ...(w.opens ?? [])]) expect(operated.has(pattern), `${pattern} operated by Enter`).toBe(true);
      for (const wanted of [...shell, ...w.reaches])
        expect(
          pass.reached.some((r) => wanted.test(r)),
          `${wanted} reached by Tab or arrows`,
        ).toBe(true);
    });
  }
});
