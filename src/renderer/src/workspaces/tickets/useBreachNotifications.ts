import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { EventPayload } from '@shared/contract';
import { onEvent } from '../../api/client';
import { duration } from './deadlines';

type Warning = EventPayload<'ticketBreachingSoon'>;

/**
 * One notification per burst of `ticketBreachingSoon` warnings: when the watch starts, several
 * tickets may enter the window at once, and a stack of toasts would hide the queue.
 */
export function useBreachNotifications(open: (ticketNumber: string) => void): void {
  useEffect(() => {
    let burst: Warning[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const warnings = burst.sort((a, b) => a.minutesLeft - b.minutesLeft);
      burst = [];
      const first = warnings[0];
      if (!first) return;
      const due = (w: Warning) => `${w.ticketNumber}: ${w.kind === 'response' ? 'response' : 'resolution'} due in ${duration(w.minutesLeft)}`;
      notifications.show({
        color: 'orange',
        title: warnings.length === 1 ? `${first.ticketNumber} is about to breach` : `${warnings.length} tickets are about to breach`,
        message: warnings.length === 1 ? `${due(first)}${first.title ? ` (${first.title})` : ''}. Click to open it.` : `${warnings.slice(0, 3).map(due).join('; ')}${warnings.length > 3 ? '; …' : ''}. Click to open the soonest. The Breaching soon view lists them all.`,
        onClick: () => open(first.ticketNumber),
        autoClose: 15_000,
      });
    };
    const off = onEvent('ticketBreachingSoon', (warning) => {
      burst.push(warning);
      clearTimeout(timer);
      timer = setTimeout(flush, 500);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [open]);
}
