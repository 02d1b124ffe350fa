import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every screen is held to: WCAG 2.1 A and AA, and axe's best practices. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The axe-core that @axe-core/playwright runs (its own dependency), as the script it injects. */
const axeSource = (createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as { source: string }).source;

/**
 * Scans with axe put into the page once per page load. AxeBuilder sends axe's 650 kB script
 * twice a scan (and a screen is scanned light and dark): each took 0.4-0.5 s on two loaded cores.
 * Here the builder's own injection is a no-op and axe goes in before the first scan of a document.
 */
class PageAxeBuilder extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target, axeSource: 'void 0' });
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    if (!(await this.target.evaluate('typeof window.axe === "object"'))) await this.target.evaluate(axeSource);
    return super.analyze();
  }
}

/**
 * An axe scan of the page that reports violations only (listing every passing node of a large
 * table costs seconds). It runs inside the page ("legacy mode"): the default mode finishes each
 * scan in a blank page of its own, which took 4 s of a 5.5 s scan on two cores, and the app has
 * no cross-origin frame that only the default mode could reach. The storefront preview is left
 * out: it shows the merchandiser's own colours, and a frame that may run no script cannot host axe
 * (the app has no other frame, so axe is put into the top document alone).
 */
export function axe(page: Page): AxeBuilder {
  return new PageAxeBuilder(page)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .exclude('iframe[data-testid="storefront-preview"]');
}

/** Violations a user meets (serious or critical), as `rule: help` lines for a readable failure. */
export async function seriousViolations(builder: AxeBuilder): Promise<string[]> {
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/**
 * Heading levels that skip one on the way down ("h1 → h3"), as lines for a readable failure:
 * axe rates heading-order "moderate", below what `seriousViolations` reports. Hidden headings
 * (a tab not shown) are not counted.
 */
export async function headingJumps(page: Page): Promise<string[]> {
  const headings = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .filter({ visible: true })
    .evaluateAll((nodes) => nodes.map((n) => ({ level: Number(n.tagName[1]), text: (n.textContent ?? '').trim().slice(0, 40) })));
  return headings.flatMap((h, i) => {
    const before = i === 0 ? 0 : headings[i - 1]!.level;
    return h.level > before + 1 ? [`h${before || '-'} → h${h.level} "${h.text}"`] : [];
  });
}
