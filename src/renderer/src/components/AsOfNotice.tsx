import { Badge, Button, Group } from '@mantine/core';
import IconCloudOff from '@tabler/icons-react/dist/esm/icons/IconCloudOff.mjs';
import { recently } from './format';

/** What the notice of any list answered from the local replica says: the ERP could not be reached, so the figures are those of the last completed sync. */
export function asOfText(asOf: string): string {
  return `Offline: as of ${recently(asOf)}`;
}

interface AsOfNoticeProps {
  asOf: string | undefined;
  testId: string;
  /**
   * Asks the ERP again now: the list also asks by itself at the offline rhythm (30 s), but a person
   * who knows the network is back should not have to wait for it.
   */
  onRetry?: () => void;
  /** An ask is under way (the button shows it and is not pressed twice). */
  retrying?: boolean;
}

/**
 * Shown while an answer came from the local replica because the ERP could not be reached
 * (`asOf` set); gone with the next live answer. A status region, so screen readers hear it.
 */
export function AsOfNotice({ asOf, testId, onRetry, retrying = false }: AsOfNoticeProps) {
  if (!asOf) return null;
  const badge = (
    <Badge
      role="status"
      aria-live="polite"
      data-testid={testId}
      color="orange"
      variant="light"
      size="md"
      tt="none"
      leftSection={<IconCloudOff size={14} aria-hidden />}
      title="The ERP could not be reached: these figures are those of the last completed sync."
    >
      {asOfText(asOf)}
    </Badge>
  );
  if (!onRetry) return badge;
  return (
    <Group gap={4}>
      {badge}
      <Button size="compact-xs" variant="subtle" color="orange" onClick={onRetry} loading={retrying} data-testid={`${testId}-retry`}>
        Try now
      </Button>
    </Group>
  );
}
