import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { onEvent } from '../api/client';

const colors = { info: 'blue', success: 'teal', warning: 'yellow', error: 'red' } as const;

/** Shows main's `notice` events as notifications and opens the addresses main asks for. */
export function NoticeListener() {
  useEffect(() => onEvent('notice', (notice) => notifications.show({ title: notice.title, message: notice.message, color: colors[notice.level] })), []);
  // Under the browser host, main cannot open a browser itself (OAuth sign-in): it asks the page.
  useEffect(() => onEvent('openExternal', ({ url }) => void window.open(url, '_blank', 'noopener')), []);
  return null;
}
