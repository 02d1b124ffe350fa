import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The top of every workspace: its name as the page's one level-one heading (screen-reader users
 * jump to it), what it is for, and its main actions on the right. On a narrow window the
 * description wraps rather than pushing the actions below it.
 */
export function WorkspaceHeader({ title, description, children }: { title: string; description: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {children && (
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {children}
        </Group>
      )}
    </Group>
  );
}
