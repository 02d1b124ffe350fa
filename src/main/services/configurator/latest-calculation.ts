import type { CalculateInput, Calculation } from '@shared/contract/configurator';
import type { ErpClient } from '../../erp/client';
import { calculate } from './pricing';

/**
 * Live pricing asks again on every change. The screen drops an older answer anyway, so the
 * ERP request behind it is aborted too rather than left to finish for nobody.
 */
export class LatestCalculations {
  /** The calculation still running per stream; a newer one of the same stream aborts it. */
  private readonly running = new Map<string, AbortController>();

  async calculate(client: ErpClient, input: CalculateInput): Promise<Calculation> {
    const stream = input.stream;
    if (!stream) return calculate(client, input);
    this.running.get(stream)?.abort();
    const controller = new AbortController();
    this.running.set(stream, controller);
    try {
      return await calculate(client, input, controller.signal);
    } finally {
      if (this.running.get(stream) === controller) this.running.delete(stream);
    }
  }

  /** Aborts what is still running: nobody is left to read the answer. */
  close(): void {
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
  }
}
