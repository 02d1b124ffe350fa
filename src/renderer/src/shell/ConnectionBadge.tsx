import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCall } from '../api/hooks';
import { onEvent } from '../api/client';
import { ChannelMenu } from './ChannelMenu';

/** Header summary of the active connection: profile, tenant, TEST/LIVE and channel. */
export function ConnectionBadge() {
  const client = useQueryClient();
  const status = useCall('app.connectionStatus', {});
  // A new connection or channel changes what every screen shows: refetch everything.
  useEffect(() => onEvent('connectionChanged', () => void client.invalidateQueries()), [client]);

  if (status.isPending)
    return (
      <Text size="sm" c="dimmed">
        Connecting…
      </Text>
    );
  if (status.isError)
    return (
      <Badge color="red" variant="light">
        {status.error.data.title}
      </Badge>
    );
  const { profile, channel, message, state } = status.data;
  if (!profile) {
    return (
      <Tooltip label={message}>
        <Badge color={state === 'error' ? 'red' : 'gray'} variant="light" data-testid="connection-none">
          No connection
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" data-testid="connection-active">
      <Text size="sm" fw={600}>
        {profile.name}
      </Text>
      <Tooltip label={`Tenant ${profile.tenantId}`}>
        <Text size="xs" c="dimmed" ff="monospace" visibleFrom="md">
          {profile.tenantId.slice(0, 8)}…
        </Text>
      </Tooltip>
      <Badge color={profile.environment === 'LIVE' ? 'orange' : 'teal'} variant={profile.environment === 'LIVE' ? 'filled' : 'light'}>
        {profile.environment}
      </Badge>
      <ChannelMenu profileId={profile.id} channel={channel?.code ?? null} />
    </Group>
  );
}
