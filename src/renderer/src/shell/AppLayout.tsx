import { ActionIcon, AppShell, Burger, Group, Kbd, NavLink, ScrollArea, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import IconHelp from '@tabler/icons-react/dist/esm/icons/IconHelp.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { useNavigation } from '../stores/navigation';
import { localeOf, useNumberFormatChoice } from '../stores/number-format';
import { workspaceById, workspaces, WorkspaceView } from '../workspaces/registry';
import { CommandPalette } from './CommandPalette';
import { palette } from './palette-store';
import { ConnectionBadge } from './ConnectionBadge';
import { DamagedDataNotice } from './DamagedDataNotice';
import { DraftsButton, DraftsPanel } from './DraftsPanel';
import { PendingWritesButton, PendingWritesPanel } from './PendingWrites';
import { NumberFormatMenu } from './NumberFormatMenu';
import { ShortcutsHelp } from './ShortcutsHelp';
import { formatKeys, useShortcuts } from '../components/shortcuts';
import logoUrl from '../assets/logo.svg';

export function AppLayout() {
  const [navOpened, nav] = useDisclosure();
  const [helpOpened, help] = useDisclosure(false);
  const [pendingOpened, pending] = useDisclosure(false);
  const [draftsOpened, drafts] = useDisclosure(false);
  const { current, go } = useNavigation();
  const workspace = workspaceById(current) ?? workspaces[0]!;
  // Figures are formatted as they render: a new format draws the workspace afresh.
  const formatLocale = localeOf(useNumberFormatChoice((s) => s.choice));

  useShortcuts('Anywhere', [
    { keys: 'mod+K', label: 'Open the command palette', run: () => palette.open(), global: true },
    { keys: 'shift+?', label: 'Show keyboard shortcuts', run: help.toggle },
    { keys: 'F1', label: 'Show keyboard shortcuts', run: help.toggle, global: true },
    { keys: 'alt+W', label: 'Show pending writes', run: pending.toggle, global: true },
    { keys: 'alt+J', label: 'Show drafts', run: drafts.toggle, global: true },
    ...workspaces.map((w) => ({ keys: `alt+${w.digit}`, label: `Go to ${w.label}`, run: () => go(w.id), global: true })),
  ]);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={navOpened} onClick={nav.toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <img src={logoUrl} alt="" width={26} height={26} />
            {/* The app's name, not a heading: each workspace's name is the page's one level-one heading. */}
            <Text component="span" fw={700} fz="lg" data-testid="app-title">
              Quartermaster
            </Text>
          </Group>
          <Group gap="md" wrap="nowrap">
            <UnstyledButton onClick={() => palette.open()} aria-keyshortcuts="Control+K Meta+K">
              <Group gap={6} px="sm" py={4} style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}>
                <IconSearch size={16} />
                <Text size="sm" c="dimmed" visibleFrom="md">
                  Jump to…
                </Text>
                <VisuallyHidden>Command palette</VisuallyHidden>
                <Kbd size="xs" aria-hidden>
                  {formatKeys('mod+K')}
                </Kbd>
              </Group>
            </UnstyledButton>
            <ConnectionBadge />
            <DraftsButton onOpen={drafts.open} />
            <PendingWritesButton onOpen={pending.open} />
            <NumberFormatMenu />
            <Tooltip label="Keyboard shortcuts (?)">
              <ActionIcon variant="subtle" onClick={help.open} aria-label="Keyboard shortcuts">
                <IconHelp size={20} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppShell.Section grow component={ScrollArea}>
          {workspaces.map((w) => {
            const Icon = w.icon;
            return (
              <NavLink
                key={w.id}
                href={`#/${w.id}`}
                label={w.label}
                leftSection={<Icon size={20} stroke={1.5} />}
                // The active link's tint under grey would fall below 4.5:1 when hovered; it takes the link's colour.
                rightSection={
                  <Text size="xs" c={w.id === current ? undefined : 'dimmed'}>
                    {formatKeys(`alt+${w.digit}`)}
                  </Text>
                }
                active={w.id === current}
                onClick={(event) => {
                  event.preventDefault();
                  go(w.id);
                  nav.close();
                }}
                data-testid={`nav-${w.id}`}
              />
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <WorkspaceView key={formatLocale} workspace={workspace} />
      </AppShell.Main>
      <CommandPalette onShowShortcuts={help.open} />
      <ShortcutsHelp opened={helpOpened} onClose={help.close} />
      {pendingOpened && <PendingWritesPanel opened onClose={pending.close} />}
      {draftsOpened && <DraftsPanel opened onClose={drafts.close} />}
      <DamagedDataNotice />
    </AppShell>
  );
}
