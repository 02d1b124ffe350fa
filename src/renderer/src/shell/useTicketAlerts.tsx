import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import type { EventPayload } from '@shared/contract';
import { onEvent } from '../api/client';
import { alertBurst } from './alert-burst';

type Alert = EventPayload<'ticketAlert'>;
const colors: Record<Alert['kind'], string> = { breachingSoon: 'orange', breached: 'red', customerMessage: 'blue' };

/**
 * The window's side of the ticket alerts main raises: one in-app notification per burst, with an
 * Open button that keyboard and screen-reader users reach like any other, and, in a browser tab
 * in the background, the browser's own notification when allowed.
 */
export function useTicketAlerts(open: (ticketNumber: string) => void): void {
  useEffect(() => {
    let burst: Alert[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      const shown = alertBurst(burst);
      burst = [];
      if (!shown) return;
      const id = notifications.show({
        color: colors[shown.kind],
        title: shown.title,
        autoClose: 15_000,
        message: (
          <Stack gap={6} align="flex-start">
            <Text size="sm">{shown.message}</Text>
            <Button
              size="compact-sm"
              variant="light"
              color={colors[shown.kind]}
              onClick={() => {
                notifications.hide(id);
                open(shown.ticketNumber);
              }}
            >
              {shown.action}
            </Button>
          </Stack>
        ),
      });
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden)
        new Notification(shown.title, { body: shown.message });
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
