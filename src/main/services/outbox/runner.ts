import type { ConnectionManager } from '../../connection/manager';
import type { EventHub } from '../../events';
import type { ClientOutbox } from '../../erp/client';
import { isDue, sendRound, type RoundResult } from './replay';
import { needsAttention, toPendingWrite, toUnreadableWrite } from './view';

export interface OutboxRunnerOptions {
  /** The first wait after a write was queued, and after each round that got through. */
  baseDelayMs?: number;
  /** Waits double while the ERP stays out of reach, up to this. */
  maxDelayMs?: number;
}

const nothing: RoundResult = { sent: 0, refused: 0, unreachable: false };

/**
 * Sends the active connection's outbox in the background, one round at a time: soon after a
 * write was queued, then at growing intervals while the ERP stays out of reach, and at once when
 * the user asks. Every round also resends writes whose answer was lost before the app started
 * (an earlier run stopped without knowing); their keys make that safe, so a crash loses nothing.
 */
export class OutboxRunner {
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<RoundResult> | null = null;
  private delayMs: number;
  /** Writes whose answer was lost before this moment were left by an earlier run: resumed unasked. */
  private readonly startedAt = new Date().toISOString();
  private stopped = false;
  nextAttemptAt: string | null = null;

  constructor(
    private readonly deps: { connection: ConnectionManager; events: EventHub },
    private readonly options: Required<OutboxRunnerOptions> = { baseDelayMs: 3_000, maxDelayMs: 60_000 },
  ) {
    this.delayMs = options.baseDelayMs;
  }

  /** A write was just queued (or its answer lost): tell the window, and try again after a short wait. */
  async afterHeld(queued: boolean): Promise<void> {
    await this.publish();
    if (queued && !this.timer && !this.round) this.schedule(this.options.baseDelayMs);
  }

  /** A connection became active (also at start): resume what it left behind. */
  kick(): void {
    this.schedule(0);
  }

  /** One round now; the user's request also resends writes whose answer was lost. */
  async run(options: { only?: string; byUser?: boolean } = {}): Promise<RoundResult> {
    while (this.round) await this.round.catch(() => undefined);
    this.round = this.doRound(options);
    try {
      return await this.round;
    } finally {
      this.round = null;
    }
  }

  async publish(): Promise<void> {
    const active = await this.activeOutbox();
    if (!active) return;
    const entries = active.outbox.entries();
    const unreadable = active.outbox.unreadable();
    const views = [...(unreadable ? [toUnreadableWrite(unreadable)] : []), ...entries.map((e) => toPendingWrite(e, entries))];
    this.deps.events.emit('outboxChanged', { profileId: active.profileId, waiting: views.length, needAttention: views.filter(needsAttention).length });
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private async doRound({ only, byUser = false }: { only?: string; byUser?: boolean }): Promise<RoundResult> {
    const active = await this.activeOutbox();
    if (!active) return nothing;
    // A lost answer of this run is its screen's to settle (or the user's, from Pending writes).
    const result = await sendRound(active.outbox, { includeUnknown: byUser, leftBefore: this.startedAt, ...(only ? { only } : {}) });
    await this.publish();
    const waiting = active.outbox.entries().some((e) => isDue(e, false, this.startedAt));
    if (!waiting) {
      this.delayMs = this.options.baseDelayMs;
      this.nextAttemptAt = null;
    } else {
      this.delayMs = result.unreachable ? Math.min(this.delayMs * 2, this.options.maxDelayMs) : this.options.baseDelayMs;
      this.schedule(this.delayMs);
    }
    return result;
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.nextAttemptAt = new Date(Date.now() + ms).toISOString();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run().catch(() => undefined);
    }, ms);
    this.timer.unref?.();
  }

  private async activeOutbox(): Promise<{ profileId: string; outbox: ClientOutbox } | null> {
    try {
      const { profile, client } = await this.deps.connection.activeClient();
      return client.outbox ? { profileId: profile.id, outbox: client.outbox } : null;
    } catch {
      return null; // no active connection, or its credential is unavailable: nothing to send
    }
  }
}
