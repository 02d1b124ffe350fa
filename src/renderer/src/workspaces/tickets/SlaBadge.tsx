import { Badge, Tooltip } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import IconHourglassHigh from '@tabler/icons-react/dist/esm/icons/IconHourglassHigh.mjs';
import IconMinus from '@tabler/icons-react/dist/esm/icons/IconMinus.mjs';
import { when } from '../../components/format';
import { deadlineText, type DeadlineView } from './deadlines';

const look = {
  breached: { color: 'red', variant: 'filled', Icon: IconAlertTriangle },
  breachingSoon: { color: 'orange', variant: 'light', Icon: IconHourglassHigh },
  ok: { color: 'gray', variant: 'light', Icon: IconClock },
  met: { color: 'teal', variant: 'light', Icon: IconCheck },
  none: { color: 'gray', variant: 'outline', Icon: IconMinus },
} as const;

const kindLabel = { response: 'Response', resolution: 'Resolution' } as const;

/** A countdown to one SLA deadline: icon and words as well as colour. */
export function SlaBadge({ kind, view, compact = false }: { kind: 'response' | 'resolution'; view: DeadlineView; compact?: boolean }) {
  const { color, variant, Icon } = look[view.state];
  const text = deadlineText(view, compact);
  const full = deadlineText(view);
  const hint = view.due ? `${kindLabel[kind]} due ${when(view.due)}${full !== text ? ` · ${full}` : ''}` : undefined;
  const badge = (
    <Badge
      color={color}
      variant={variant}
      size="sm"
      radius="sm"
      leftSection={<Icon size={12} aria-hidden />}
      data-sla={view.state}
      data-kind={kind}
      aria-label={`${kindLabel[kind]}: ${full}`}
      // A table shows dozens of badges: a plain title costs nothing until hovered.
      title={compact ? hint : undefined}
      styles={{ label: { textTransform: 'none' } }}
    >
      {text}
    </Badge>
  );
  return compact || !hint ? (
    badge
  ) : (
    <Tooltip label={hint} withArrow>
      {badge}
    </Tooltip>
  );
}
