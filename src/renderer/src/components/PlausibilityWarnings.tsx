import { Alert, Stack, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';

/**
 * Figures and dates that are allowed but look wrong (see src/shared/domain/plausibility.ts and
 * date-plausibility.ts), shown in the dialog before anything is posted. Nothing when all is plausible.
 */
export function PlausibilityWarnings({ warnings, testId }: { warnings: readonly (string | null | undefined | false)[]; testId: string }) {
  const shown = warnings.filter((w): w is string => !!w);
  if (shown.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Check before posting" data-testid={testId}>
      <Stack gap={2}>
        {shown.map((w) => (
          <Text size="sm" key={w}>
            {w}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
