/**
 * Fixed one-minute windows per partition (a credential on /preview, the visitor address on
 * /ecom). Every call counts individually, as the description says. Tests shorten the window
 * so a small quota is felt without waiting real minutes.
 */
export class Quota {
  private windows = new Map<string, { window: number; used: number }>();
  /** Calls answered 429 since the start: a quota-aware client keeps this at 0. */
  refused = 0;

  constructor(
    public perMinute: number,
    private readonly now: () => number,
    private readonly windowMs = 60_000,
  ) {}

  /** Returns 0 when allowed, else the whole seconds until the window resets. */
  take(partition: string): number {
    const now = this.now();
    const window = Math.floor(now / this.windowMs);
    let slot = this.windows.get(partition);
    if (!slot || slot.window !== window) {
      if (this.windows.size > 10_000) this.windows.clear();
      slot = { window, used: 0 };
      this.windows.set(partition, slot);
    }
    if (slot.used >= this.perMinute) {
      this.refused += 1;
      return Math.max(1, Math.ceil(((window + 1) * this.windowMs - now) / 1000));
    }
    slot.used += 1;
    return 0;
  }
}
