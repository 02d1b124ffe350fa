import { List, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { WorkspaceEntry } from '../workspaces/registry';
import { WorkspaceHeader } from './WorkspaceHeader';

/** An honest empty state for a workspace that is not built yet: what will be here, no fake data. */
export function PlannedWorkspace({ workspace }: { workspace: WorkspaceEntry }) {
  const Icon = workspace.icon;
  return (
    <Stack gap="lg" maw={720} data-testid={`workspace-${workspace.id}`}>
      <WorkspaceHeader title={workspace.label} description={workspace.audience} />
      <Paper withBorder p="xl" radius="md">
        <Stack align="flex-start" gap="md">
          <ThemeIcon size={48} radius="md" variant="light">
            <Icon size={28} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600}>This workspace is not available yet.</Text>
          <Text size="sm" c="dimmed">
            When it is, you will be able to:
          </Text>
          <List size="sm" spacing={6}>
            {workspace.planned.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
