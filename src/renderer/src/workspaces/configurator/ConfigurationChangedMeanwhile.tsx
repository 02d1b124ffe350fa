import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ConfigurationDetail, FormDefinition } from '@shared/contract/configurator';
import { ChangedMeanwhile, type Winners } from '../../drafts/ChangedMeanwhile';
import { collisionFields, collisionOf, rebasedSession } from './configuration-collision';
import type { ConfigureSession } from './session';

/**
 * A colleague changed the open configuration while the user changed it too (row 270): their
 * values beside the user's, and "Save mine anyway", which saves the user's own changes on top
 * of theirs (a field both changed as chosen).
 */
export function ConfigurationChangedMeanwhile(props: {
  base: ConfigureSession;
  mine: ConfigureSession;
  current: ConfigurationDetail;
  form: FormDefinition;
  pending: boolean;
  onSaveMine: (rebased: ConfigureSession) => void;
}) {
  const { base, mine, current, form } = props;
  const [winners, setWinners] = useState<Winners>({});
  const collision = collisionOf(base, mine, current, form);
  if (collision.merge.theirs.length + collision.merge.conflicts.length === 0) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="configuration-changed-meanwhile">
      <ChangedMeanwhile
        fields={collisionFields(form)}
        merge={collision.merge}
        base={collision.base}
        mine={collision.mine}
        current={collision.current}
        winners={winners}
        onChoose={(key, side) => setWinners((w) => ({ ...w, [key]: side }))}
      />
      <Group>
        <Button color="orange" loading={props.pending} onClick={() => props.onSaveMine(rebasedSession(mine, current, collision, winners, form))}>
          Save mine anyway
        </Button>
      </Group>
    </Stack>
  );
}
