import { Badge } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconHourglassHigh from '@tabler/icons-react/dist/esm/icons/IconHourglassHigh.mjs';
import IconMinus from '@tabler/icons-react/dist/esm/icons/IconMinus.mjs';
import { when } from '../../components/format';
import { deadlineText, type DeadlineKind, type DeadlineView } from './deadlines';

const look = {
  breached: { color: 'red', variant: 'filled', Icon: IconAlertTriangle },
  breachingSoon: { color: 'orange', variant: 'light', Icon: IconHourglassHigh },
  ok: { color: 'gray', variant: 'light', Icon: IconClock },
  met: { color: 'teal', variant: 'light', Icon: IconCheck },
  none: { color: 'gray', variant: 'outline', Icon: IconMinus },
} as const;

export const kindLabel = { response: 'Response', resolution: 'Resolution' } as const;

/**
 * One SLA deadline: icon and words as well as colour, the due time in the words ("14:30 · in
 * 2 h 5 min"); the full date and time as a title (a plain title: a list shows dozens of badges).
 */
export function SlaBadge({ kind, view, now }: { kind: DeadlineKind; view: DeadlineView; now: Date }) {
  const { color, variant, Icon } = look[view.state];
  const text = deadlineText(view, now);
  return (
    <Badge
      color={color}
      variant={variant}
      size="sm"
      radius="sm"
      leftSection={<Icon size={12} aria-hidden />}
      data-sla={view.state}
      data-kind={kind}
      data-testid="sla-badge"
      aria-label={`${kindLabel[kind]}: ${text}`}
      title={view.due ? `${kindLabel[kind]} due ${when(view.due)}` : undefined}
      styles={{ label: { textTransform: 'none' } }}
    >
      {text}
    </Badge>
  );
}
