import type { CalculateInput, Calculation } from '@shared/contract/configurator';
import type { ErpClient } from '../../erp/client';
import { calculate } from './pricing';

/** The calculation still running per stream; a newer one of the same stream aborts it. */
const running = new Map<string, AbortController>();

/**
 * Live pricing asks again on every change. The screen drops an older answer anyway, so the
 * ERP request behind it is aborted too rather than left to finish for nobody.
 */
export async function calculateLatest(client: ErpClient, input: CalculateInput): Promise<Calculation> {
  const stream = input.stream;
  if (!stream) return calculate(client, input);
  running.get(stream)?.abort();
  const controller = new AbortController();
  running.set(stream, controller);
  try {
    return await calculate(client, input, controller.signal);
  } finally {
    if (running.get(stream) === controller) running.delete(stream);
  }
}
