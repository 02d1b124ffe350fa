import { Badge, Button, Collapse, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconChevronUp from '@tabler/icons-react/dist/esm/icons/IconChevronUp.mjs';
import IconPlayerStop from '@tabler/icons-react/dist/esm/icons/IconPlayerStop.mjs';
import IconRefresh from '@tabler/icons-react/dist/esm/icons/IconRefresh.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import { useState } from 'react';
import type { UploadDecision, UploadItem, UploadState } from '@shared/contract/media';
import { call } from '../../api/client';
import { when } from '../../components/format';
import { isActive, type QueueTotals } from './useUploadQueue';
import { byteSize, timeLeft } from './media-format';
import { offersRetry, uploadSummary } from './upload-summary';

const stateLabel: Record<UploadState, { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'gray' },
  checking: { label: 'Checking', color: 'gray' },
  uploading: { label: 'Uploading', color: 'blue' },
  processing: { label: 'Processing', color: 'blue' },
  resolving: { label: 'Checking the library', color: 'yellow' },
  done: { label: 'Uploaded', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  skipped: { label: 'Skipped', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  needsDecision: { label: 'Your decision', color: 'orange' },
};

function Decision({ item, onAnswer }: { item: UploadItem; onAnswer: (d: UploadDecision) => void }) {
  const d = item.decision!;
  if (d.reason === 'duplicate') {
    return (
      <Stack gap={4}>
        <Text size="sm">
          The library already has a file named {item.fileName} of the same size ({byteSize(item.totalBytes)}). What should happen?
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => onAnswer({ choice: 'replace' })}>
            Replace it
          </Button>
          <Button size="xs" variant="light" onClick={() => onAnswer({ choice: 'keepBoth' })}>
            Keep both
          </Button>
          <Button size="xs" variant="default" onClick={() => onAnswer({ choice: 'skip' })}>
            Skip this file
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm">The answer to this upload was lost, and {d.candidates.length} files in the library could be it. Which one is your upload?</Text>
      {d.candidates.map((c) => (
        <Group key={c.id} gap="xs" wrap="nowrap">
          <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
            {c.title ?? c.fileName}, uploaded {when(c.createdDate)}
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => onAnswer({ choice: 'adopt', assetId: c.id })}
            aria-label={`This one: uploaded ${when(c.createdDate)}`}
          >
            This one
          </Button>
        </Group>
      ))}
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => onAnswer({ choice: 'skip' })}>
          None of them; do not upload again
        </Button>
      </Group>
    </Stack>
  );
}

function Row({ item, onItems }: { item: UploadItem; onItems: (items: UploadItem[]) => void }) {
  const state = stateLabel[item.state];
  const total = item.totalBytes ?? 0;
  const percent = total ? (item.sentBytes / total) * 100 : 0;
  const bytes = item.state === 'processing' ? 'All bytes sent, waiting for the ERP' : total ? `${byteSize(item.sentBytes)} of ${byteSize(total)}` : '';
  return (
    <Paper withBorder px="xs" py={4} data-testid="upload-item" data-state={item.state} aria-label={item.fileName}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate="end" title={item.fileName} style={{ minWidth: 0 }}>
          {item.fileName}
        </Text>
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {item.asset?.kind === 'image' && !item.asset.altText && (
            <Badge size="sm" color="orange" variant="light">
              No alt text
            </Badge>
          )}
          <Badge size="sm" color={state.color} variant="light">
            {state.label}
          </Badge>
          {isActive(item) && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={12} />}
              onClick={() => void call('media.cancel', { itemId: item.itemId }).then((r) => onItems(r.items))}
              aria-label={`Cancel ${item.fileName}`}
            >
              Cancel
            </Button>
          )}
          {offersRetry(item) && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconRefresh size={12} />}
              onClick={() => void call('media.retry', { itemId: item.itemId }).then((r) => onItems(r.items))}
              aria-label={`Retry ${item.fileName}`}
            >
              Retry
            </Button>
          )}
        </Group>
      </Group>
      {(item.state === 'uploading' || item.state === 'processing') && (
        <>
          <Progress value={percent} size="sm" mt={6} animated={item.state === 'processing'} aria-label={`${item.fileName}: ${Math.round(percent)}% sent`} />
          <Text size="xs" c="dimmed" mt={2}>
            {bytes}
          </Text>
        </>
      )}
      {item.state === 'failed' && item.error && (
        <Text size="sm" c="red" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {item.error.detail ?? item.error.title}
        </Text>
      )}
      {item.state === 'needsDecision' && item.decision && (
        <Stack mt={6}>
          <Decision
            item={item}
            onAnswer={(decision) =>
              void call('media.decide', { itemId: item.itemId, decision })
                .then(() => call('media.queue', {}))
                .then((r) => onItems(r.items))
            }
          />
        </Stack>
      )}
    </Paper>
  );
}

/** Only the failed ones: a cancelled upload stays cancelled until retried on its own. */
async function retryFailed(items: UploadItem[]): Promise<UploadItem[]> {
  let latest = items;
  for (const item of items.filter((i) => i.state === 'failed' && offersRetry(i))) latest = (await call('media.retry', { itemId: item.itemId })).items;
  return latest;
}

/** What needs the user first, then what is moving, then what is over. */
const order = (i: UploadItem) => (i.state === 'needsDecision' ? 0 : i.state === 'failed' ? 1 : isActive(i) ? 2 : 3);

/**
 * The upload queue: every file with its bytes and state, the total with the time left, and cancel
 * and retry for one or all. Once nothing is moving or waiting for the user, the list folds away to
 * one line so the library gets the room back.
 */
export function UploadQueuePanel({ items, totals, onItems }: { items: UploadItem[]; totals: QueueTotals; onItems: (items: UploadItem[]) => void }) {
  const needsLook = items.some((i) => order(i) < 3);
  const [shown, setShown] = useState<boolean | null>(null);
  const open = shown ?? needsLook;
  if (items.length === 0) return null;
  const sorted = [...items].sort((a, b) => order(a) - order(b));
  const left = timeLeft(totals.secondsLeft);
  const percent = totals.totalBytes ? (totals.sentBytes / totals.totalBytes) * 100 : 0;
  return (
    <Paper withBorder p="sm" component="section" aria-label="Uploads" data-testid="upload-queue">
      <Group justify="space-between" mb={open ? 'xs' : 0} wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: 1, minWidth: 220 }}>
          <Text fw={600} size="sm">
            {uploadSummary(items, totals.active)}
          </Text>
          {totals.active > 0 && (
            <>
              <Progress value={percent} size="sm" aria-label={`All uploads: ${Math.round(percent)}% sent`} />
              <Text size="xs" c="dimmed" data-testid="upload-total">
                {byteSize(totals.sentBytes)} of {byteSize(totals.totalBytes)}
                {left ? ` · ${left}` : ''}
              </Text>
            </>
          )}
        </Stack>
        <Group gap="xs">
          {totals.active > 0 && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPlayerStop size={14} />}
              onClick={() => void call('media.cancel', {}).then((r) => onItems(r.items))}
            >
              Cancel all
            </Button>
          )}
          {items.some((i) => i.state === 'failed' && offersRetry(i)) && (
            <Button size="xs" variant="light" leftSection={<IconRefresh size={14} />} onClick={() => void retryFailed(items).then(onItems)}>
              Retry failed
            </Button>
          )}
          <Button size="xs" variant="subtle" onClick={() => void call('media.clearFinished', {}).then((r) => onItems(r.items))}>
            Clear finished
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            onClick={() => setShown(!open)}
            aria-expanded={open}
            rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
          >
            {open ? 'Hide list' : 'Show list'}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={open} keepMountedMode="display-none">
        {/* A plain scroll box: the rows keep the panel's width, so a long name is cut, not scrolled sideways. */}
        <Stack gap={4} mah={190} style={{ overflowY: 'auto' }}>
          {sorted.map((item) => (
            <Row key={item.itemId} item={item} onItems={onItems} />
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}
