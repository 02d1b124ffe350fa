import { Badge, Menu, UnstyledButton } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { useCall } from '../api/hooks';
import { useWrite } from '../api/useWrite';

/** The active channel in the header; a click lists the connection's channels to switch to. */
export function ChannelMenu({ profileId, channel }: { profileId: string; channel: string | null }) {
  const channels = useCall('connections.channels', {}, { staleTime: 5 * 60_000 });
  const activate = useWrite('connections.activate', { invalidates: ['app.connectionStatus', 'connections.list'] });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`${channel ?? 'No channel'}: switch channel`} data-testid="channel-menu">
          <Badge variant="outline" color="gray" rightSection={<IconChevronDown size={12} />}>
            {channel ?? 'No channel'}
          </Badge>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Channel</Menu.Label>
        {channels.isError && <Menu.Item disabled>{channels.error.data.title}</Menu.Item>}
        {channels.data?.channels.map((c) => (
          <Menu.Item
            key={c.code}
            leftSection={c.code === channel ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
            onClick={() => activate.send({ id: profileId, channel: c.code })}
          >
            {c.code} · {c.name}
            {c.type ? ` (${c.type})` : ''}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
