/**
 * Fixed one-minute windows per partition (a credential on /preview, the visitor address on
 * /ecom). Every call counts individually, as the description says.
 */
export class Quota {
  private windows = new Map<string, { window: number; used: number }>();

  constructor(
    public perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Returns 0 when allowed, else the whole seconds until the window resets. */
  take(partition: string): number {
    const now = this.now();
    const window = Math.floor(now / 60_000);
    let slot = this.windows.get(partition);
    if (!slot || slot.window !== window) {
      if (this.windows.size > 10_000) this.windows.clear();
      slot = { window, used: 0 };
      this.windows.set(partition, slot);
    }
    if (slot.used >= this.perMinute) return Math.max(1, Math.ceil(((window + 1) * 60_000 - now) / 1000));
    slot.used += 1;
    return 0;
  }
}
