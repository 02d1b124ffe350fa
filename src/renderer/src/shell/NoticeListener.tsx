import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { onEvent } from '../api/client';

const colors = { info: 'blue', success: 'teal', warning: 'yellow', error: 'red' } as const;

/** Shows main's `notice` events as notifications. */
export function NoticeListener() {
  useEffect(
    () =>
      onEvent('notice', (notice) =>
        notifications.show({ title: notice.title, message: notice.message, color: colors[notice.level] }),
      ),
    [],
  );
  return null;
}
