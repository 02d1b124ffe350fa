import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconClockPause from '@tabler/icons-react/dist/esm/icons/IconClockPause.mjs';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import IconPlugConnectedX from '@tabler/icons-react/dist/esm/icons/IconPlugConnectedX.mjs';
import type { AppError, AppErrorData, ErrorKind } from '@shared/errors';
import { fieldErrorSentence } from '@shared/domain/error-messages';
import { fieldLabel, type FieldLabels } from '@shared/domain/field-labels';
import { unclaimedFieldErrors } from './field-errors';
import { problemSentences } from './problem-sentences';

export interface ProblemAlertProps {
  error: AppError | AppErrorData | null | undefined;
  /** Fields the screen shows next to their inputs (useFieldErrors); the alert leaves those out. */
  shownFields?: readonly string[];
  /** The form's field labels, so fields listed here read as on screen ("line 3, Quantity"). */
  labels?: FieldLabels;
  onRetry?: () => void;
  onClose?: () => void;
}

/** Problems a person can wait out are amber; refusals are red. */
const tone: Record<ErrorKind, { color: string; icon: typeof IconAlertTriangle }> = {
  validation: { color: 'red', icon: IconAlertTriangle },
  problem: { color: 'red', icon: IconAlertTriangle },
  auth: { color: 'red', icon: IconLock },
  forbidden: { color: 'red', icon: IconLock },
  notFound: { color: 'red', icon: IconAlertTriangle },
  notOffered: { color: 'gray', icon: IconAlertTriangle },
  conflict: { color: 'orange', icon: IconAlertTriangle },
  rateLimited: { color: 'yellow', icon: IconClockPause },
  unavailable: { color: 'yellow', icon: IconPlugConnectedX },
  network: { color: 'yellow', icon: IconPlugConnectedX },
  queued: { color: 'blue', icon: IconClockPause },
  timeout: { color: 'yellow', icon: IconClockPause },
  cancelled: { color: 'gray', icon: IconAlertTriangle },
  keychain: { color: 'red', icon: IconLock },
  internal: { color: 'red', icon: IconAlertTriangle },
};

/**
 * An AppError in plain words: the ERP's title as the heading, the best sentence for its code
 * below, then what can be done (wait, ask for a permission, fix the listed fields). The raw
 * code stays visible in small print for support.
 */
export function ProblemAlert({ error, shownFields = [], labels = {}, onRetry, onClose }: ProblemAlertProps) {
  if (!error) return null;
  const data = 'data' in error ? error.data : error;
  const { color, icon: Icon } = tone[data.kind] ?? tone.internal;
  const { sentence, detail } = problemSentences(data, labels);
  const otherFields = unclaimedFieldErrors(data, shownFields);
  const codes = [...new Set([data.code, ...data.codes].filter((c): c is string => !!c))];

  return (
    <Alert
      color={color}
      variant="light"
      title={data.title}
      icon={<Icon size={20} />}
      withCloseButton={!!onClose}
      onClose={onClose}
      closeButtonLabel="Dismiss"
      role="alert"
      data-testid="problem-alert"
      data-kind={data.kind}
    >
      <Stack gap={6}>
        {sentence !== data.title && <Text size="sm">{sentence}</Text>}
        {detail && <Text size="sm">{detail}</Text>}
        {otherFields.length > 0 && (
          <List size="sm" spacing={2}>
            {otherFields.map((fieldError, index) => (
              <List.Item key={`${fieldError.field}-${index}`}>
                <Text span size="sm" fw={600}>
                  {fieldError.label ?? fieldLabel(fieldError.field, labels)}
                </Text>
                : {fieldErrorSentence(fieldError, labels)}
              </List.Item>
            ))}
          </List>
        )}
        {data.retryAfter != null && (
          <Text size="sm">
            Try again in {Math.ceil(data.retryAfter)} second{Math.ceil(data.retryAfter) === 1 ? '' : 's'}.
          </Text>
        )}
        {data.requiredScopes && data.requiredScopes.length > 0 && (
          <Text size="sm">
            Needed permission{data.requiredScopes.length === 1 ? '' : 's'}: {data.requiredScopes.join(', ')}. Ask the ERP administrator to grant{' '}
            {data.requiredScopes.length === 1 ? 'it' : 'them'} to this connection.
          </Text>
        )}
        {(onRetry || codes.length > 0) && (
          <Group justify="space-between" gap="sm" mt={4}>
            {codes.length > 0 ? (
              <Text size="xs" c="dimmed">
                Code: {codes.join(', ')}
                {data.status ? ` (HTTP ${data.status})` : ''}
              </Text>
            ) : (
              <span />
            )}
            {onRetry && (
              <Button size="xs" variant="default" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
