import { Badge, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import type { Compatibility } from '@shared/contract/connections';

const severityLook = {
  error: { color: 'red', icon: IconX, word: 'Breaks' },
  warning: { color: 'orange', icon: IconAlertTriangle, word: 'Check' },
  info: { color: 'blue', icon: IconInfoCircle, word: 'Note' },
} as const;

/** Per workspace, what differs between the server's OpenAPI description and what the app relies on. */
export function CompatibilityReport({ report }: { report: Compatibility }) {
  return (
    <Stack gap={6} data-testid="compatibility-report">
      <Title order={2} size="sm">
        Compared with the server&apos;s description
      </Title>
      {report.documents.map((d) => (
        <Text key={d.surface} size="xs" c="dimmed">
          {d.surface === 'preview' ? 'Integration' : 'Storefront'} (
          <Text span ff="monospace" size="xs">
            {d.path}
          </Text>
          ): {d.message}
        </Text>
      ))}
      {report.workspaces.map((w) => (
        <Stack key={w.workspace} gap={2}>
          <Group gap="xs" wrap="nowrap">
            <ThemeIcon size="sm" radius="xl" color={w.issues.some((i) => i.severity === 'error') ? 'red' : w.issues.length ? 'orange' : 'teal'}>
              {w.issues.length ? <IconAlertTriangle size={14} /> : <IconCheck size={14} />}
            </ThemeIcon>
            <Text size="sm">
              <b>{w.label}</b>: {w.issues.length ? `${w.issues.length} difference${w.issues.length === 1 ? '' : 's'}` : 'nothing differs'}
            </Text>
          </Group>
          {w.issues.length > 0 && (
            <List size="sm" spacing={2} ml="xl" listStyleType="none">
              {w.issues.map((issue) => {
                const look = severityLook[issue.severity];
                return (
                  <List.Item key={`${issue.kind} ${issue.subject}`}>
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <Badge size="xs" variant="light" color={look.color} leftSection={<look.icon size={10} />}>
                        {look.word}
                      </Badge>
                      <Text size="sm">
                        <Text span ff="monospace" size="xs">
                          {issue.subject}
                        </Text>{' '}
                        — {issue.message}
                      </Text>
                    </Group>
                  </List.Item>
                );
              })}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
