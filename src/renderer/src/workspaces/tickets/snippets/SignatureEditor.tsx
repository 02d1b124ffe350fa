import { Button, Group, Stack } from '@mantine/core';
import { MAX_SIGNATURE } from '@shared/contract/snippets';
import { useCall } from '../../../api/hooks';
import { useWrite } from '../../../api/useWrite';
import { useFieldErrors } from '../../../components/field-errors';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { DraftNotice, DraftStatus } from '../../../drafts/DraftNotice';
import { useDraft } from '../../../drafts/useDraft';
import { Busy } from '../../../components/Busy';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { limitShown, textLimit } from '../../../components/text-limit';

/** The record key of the signature's draft: there is one signature. */
export const SIGNATURE_KEY = 'agent';

/** The agent's signature, filled in for {agent.signature}; kept in main, a draft until saved. */
export function SignatureEditor() {
  const kept = useCall('snippets.signature', {});
  if (!kept.data) return kept.error ? <ProblemAlert error={kept.error} /> : <Busy size="sm" label="Loading the signature" />;
  return <SignatureForm signature={kept.data.signature} />;
}

function SignatureForm({ signature }: { signature: string }) {
  const draft = useDraft<{ signature: string }>({ editor: 'tickets.signature', recordKey: SIGNATURE_KEY, label: 'Signature', initial: { signature } });
  const save = useWrite('snippets.setSignature', { invalidates: ['snippets.signature'] });
  const errorFor = useFieldErrors(save.error);
  if (!draft.ready) return <Busy size="sm" label="Loading the signature draft" />;
  const limit = textLimit(draft.value.signature, MAX_SIGNATURE, 'The signature');
  return (
    <Stack gap={6}>
      <DraftNotice draft={draft} />
      <GrowingTextarea
        label="Your signature"
        minRows={2}
        maxRows={6}
        value={draft.value.signature}
        onChange={(e) => draft.set({ signature: e.currentTarget.value })}
        {...limitShown(limit, errorFor('signature'), 'Filled in for {agent.signature}.')}
      />
      <Group justify="space-between">
        <DraftStatus keptAt={draft.keptAt} />
        <Button
          size="xs"
          variant="default"
          disabled={!draft.dirty || !!limit.tooLong}
          loading={save.isPending}
          onClick={() => save.send(draft.value, { onSuccess: (r) => draft.done(r) })}
        >
          Save signature
        </Button>
      </Group>
      {save.error && <ProblemAlert error={save.error} shownFields={['signature']} />}
    </Stack>
  );
}
