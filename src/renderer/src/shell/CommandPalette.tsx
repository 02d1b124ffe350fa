import { Spotlight, type SpotlightActionData } from '@mantine/spotlight';
import { useMantineColorScheme } from '@mantine/core';
import { IconKeyboard, IconMoon, IconSearch, IconSun, IconSunMoon } from '@tabler/icons-react';
import { useNavigation } from '../stores/navigation';
import { workspaces } from '../workspaces/registry';

/** Ctrl/⌘+K: jump to any workspace or run an app command by typing. */
export function CommandPalette({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const go = useNavigation((s) => s.go);
  const { setColorScheme } = useMantineColorScheme();
  const actions: SpotlightActionData[] = [
    ...workspaces.map((w) => {
      const Icon = w.icon;
      return {
        id: `go-${w.id}`,
        label: `Go to ${w.label}`,
        description: w.audience,
        leftSection: <Icon size={20} stroke={1.5} />,
        onClick: () => go(w.id),
      };
    }),
    { id: 'theme-light', label: 'Use light theme', leftSection: <IconSun size={20} />, onClick: () => setColorScheme('light') },
    { id: 'theme-dark', label: 'Use dark theme', leftSection: <IconMoon size={20} />, onClick: () => setColorScheme('dark') },
    { id: 'theme-auto', label: 'Follow the system theme', leftSection: <IconSunMoon size={20} />, onClick: () => setColorScheme('auto') },
    { id: 'shortcuts', label: 'Show keyboard shortcuts', leftSection: <IconKeyboard size={20} />, onClick: onShowShortcuts },
  ];
  return (
    <Spotlight
      actions={actions}
      shortcut={null}
      nothingFound="Nothing matches"
      highlightQuery
      searchProps={{ leftSection: <IconSearch size={18} stroke={1.5} />, placeholder: 'Jump to a workspace or run a command…' }}
    />
  );
}
