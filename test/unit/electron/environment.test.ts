import { describe, expect, it, vi } from 'vitest';
import { optionsFromEnvironment } from '../../../src/main/environment';
import { TicketWatch, WATCH_POLL_MS } from '../../../src/main/services/tickets/ticket-watch';

describe('settings from the environment, read at the entry points', () => {
  it('passes the keychain service, sandbox port and ticket watch interval on as options', () => {
    expect(optionsFromEnvironment({ QM_KEYCHAIN_SERVICE: 'Quartermaster-test', QM_SANDBOX_PORT: '4010', QM_TICKET_WATCH_MS: '2000' })).toEqual({
      keychainService: 'Quartermaster-test',
      demoSandboxPort: 4010,
      ticketWatchMs: 2000,
    });
    expect(optionsFromEnvironment({ QM_SANDBOX_PORT: 'x', QM_TICKET_WATCH_MS: '' })).toEqual({
      keychainService: undefined,
      demoSandboxPort: undefined,
      ticketWatchMs: undefined,
    });
  });

  it('the ticket watch looks at the interval it is given, never more often than once a second', async () => {
    const intervals: number[] = [];
    const spy = vi.spyOn(globalThis, 'setInterval').mockImplementation(((_fn: () => void, ms: number) => {
      intervals.push(ms);
      return { unref: () => undefined } as unknown as NodeJS.Timeout;
    }) as typeof setInterval);
    const idle = { events: { emit: () => undefined }, connection: { activeClient: () => new Promise(() => undefined) } } as never;
    try {
      for (const pollMs of [2000, 500, undefined]) void new TicketWatch(idle, { pollMs }).set({ queueCodes: ['TECH'] });
    } finally {
      spy.mockRestore();
    }
    expect(intervals).toEqual([2000, WATCH_POLL_MS, WATCH_POLL_MS]);
  });
});
