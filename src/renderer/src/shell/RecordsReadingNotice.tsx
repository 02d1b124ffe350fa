import { Text } from '@mantine/core';
import type { RecordsReading } from '@shared/contract/app';
import { recordsReadingText } from './records-reading';

/**
 * Shown while the palette's answer holds kinds still read from the ERP for the first time
 * (row 340): their results so far are listed, and the search is asked again as the read goes on.
 */
export function RecordsReadingNotice({ reading }: { reading: RecordsReading[] }) {
  const text = recordsReadingText(reading);
  if (!text) return null;
  return (
    <Text role="status" aria-live="polite" size="sm" c="dimmed" px="md" pt="xs" data-testid="palette-reading">
      {text}
    </Text>
  );
}
