import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import { WorkspaceHeader } from './WorkspaceHeader';

/**
 * Shown while a workspace's code loads on its first opening: the workspace's heading at once
 * (screen readers land on it as on the real screen) and a polite status line.
 */
export function WorkspaceLoading({ label, description }: { label: string; description: string }) {
  return (
    <Stack gap="lg" data-testid="workspace-loading">
      <WorkspaceHeader title={label} description={description} />
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Text>Opening {label}…</Text>
      </Group>
    </Stack>
  );
}

interface LoadFailedProps {
  label: string;
  children: ReactNode;
}

/** A workspace whose code could not be loaded says so and offers a reload, instead of a blank window. */
export class WorkspaceLoadFailed extends Component<LoadFailedProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" icon={<IconAlertTriangle />} title={`${this.props.label} could not be opened`}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Its part of the application did not load. Reloading the window usually fixes this.</Text>
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      </Alert>
    );
  }
}
