import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A fact of a record: its name small and dimmed, its value below. */
export function LabeledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
