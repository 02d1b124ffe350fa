import { Text } from '@mantine/core';
import { ConfirmDestructive } from '../../components/ConfirmDestructive';

/** Discarding deletes the configuration from the ERP for good, so the shared confirmation keeps the focus on "Keep it". */
export function DiscardDialog({
  configurationNumber,
  title,
  onDiscarded,
  onClose,
}: {
  configurationNumber: string;
  title: string | null;
  onDiscarded: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDestructive
      title={`Discard ${configurationNumber}?`}
      confirmLabel="Discard"
      keepLabel="Keep it"
      call="configurator.discard"
      input={{ configurationNumber }}
      write={{ invalidates: ['configurator.configurations'] }}
      onDone={() => onDiscarded()}
      onClose={onClose}
      testId="discard-dialog"
    >
      <Text size="sm">{title ? `“${title}” ` : 'This configuration '}will be deleted from the ERP with its values. It cannot be brought back.</Text>
    </ConfirmDestructive>
  );
}
