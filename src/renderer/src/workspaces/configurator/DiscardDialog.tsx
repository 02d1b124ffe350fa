import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useCommand } from '../../api/hooks';
import { ProblemAlert } from '../../components/ProblemAlert';

/**
 * Discarding cannot be undone, so Cancel has the focus: Enter right after opening keeps the
 * configuration.
 */
export function DiscardDialog({ configurationNumber, title, onDiscarded, onClose }: { configurationNumber: string; title: string | null; onDiscarded: () => void; onClose: () => void }) {
  const discard = useCommand('configurator.discard', { invalidates: ['configurator.configurations'] });
  return (
    <Modal opened onClose={onClose} title={`Discard ${configurationNumber}?`} data-testid="discard-dialog">
      <Stack gap="sm">
        <Text size="sm">
          {title ? `“${title}” ` : 'This configuration '}will be deleted from the ERP with its values. It cannot be brought back.
        </Text>
        <ProblemAlert error={discard.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Keep it
          </Button>
          <Button color="red" loading={discard.isPending} onClick={() => discard.mutate({ configurationNumber }, { onSuccess: onDiscarded })}>
            Discard
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
