import { Badge } from '@mantine/core';
import IconCloudOff from '@tabler/icons-react/dist/esm/icons/IconCloudOff.mjs';
import { recently } from './format';

/** What the notice of any list answered from the local replica says: the ERP could not be reached, so the figures are those of the last completed sync. */
export function asOfText(asOf: string): string {
  return `Offline: as of ${recently(asOf)}`;
}

/**
 * Shown while an answer came from the local replica because the ERP could not be reached
 * (`asOf` set); gone with the next live answer. A status region, so screen readers hear it.
 */
export function AsOfNotice({ asOf, testId }: { asOf: string | undefined; testId: string }) {
  if (!asOf) return null;
  return (
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
}
