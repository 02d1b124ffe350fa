import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { EventPayload } from '@shared/contract';
import { alertText } from '@shared/domain/ticket-alerts';
import { onEvent } from '../api/client';

type Alert = EventPayload<'ticketAlert'>;
const colors: Record<Alert['kind'], string> = { breachingSoon: 'orange', breached: 'red', customerMessage: 'blue' };

/**
 * The window's side of the ticket alerts main raises: one in-app notification per burst (when a
 * watch starts several tickets may be in the window at once, and a stack would hide the queue),
 * and, in a browser tab in the background, the browser's own notification when allowed.
 */
export function useTicketAlerts(open: (ticketNumber: string) => void): void {
  useEffect(() => {
    let burst: Alert[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const alerts = burst;
      burst = [];
      const first = alerts[0];
      if (!first) return;
      const text = alertText(first);
      const title = alerts.length === 1 ? text.title : `${alerts.length} tickets need you now`;
      const message =
        alerts.length === 1
          ? `${text.body} Click to open it.`
          : `${alerts
              .slice(0, 3)
              .map((a) => alertText(a).title)
              .join('; ')}${alerts.length > 3 ? '; …' : ''}. Click to open the first.`;
      notifications.show({ color: colors[first.kind], title, message, onClick: () => open(first.ticketNumber), autoClose: 15_000 });
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden) new Notification(title, { body: message });
    };
    const off = onEvent('ticketAlert', (alert) => {
      burst.push(alert);
      clearTimeout(timer);
      timer = setTimeout(flush, 500);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [open]);
}
