import { ActionIcon, Button, Group, Paper, Select, Stack, Switch, Text, TextInput, VisuallyHidden } from '@mantine/core';
import IconArrowDown from '@tabler/icons-react/dist/esm/icons/IconArrowDown.mjs';
import IconArrowUp from '@tabler/icons-react/dist/esm/icons/IconArrowUp.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { useEffect, useRef, useState } from 'react';
import { sectionTypes, type SectionInput } from '@shared/contract/storefront';
import { fieldErrorsFor, type ErrorSource } from '../../components/field-errors';
import { moveSection, sectionKeys, sectionLimits, sectionTypeLabels } from './page-fields';
import { SectionKeyPicker } from './SectionKeyPicker';
import { limitShown } from '../../components/text-limit';

const typeLabel = (type: string) => sectionTypeLabels[type as keyof typeof sectionTypeLabels] ?? type;

type Direction = 'up' | 'down';

/**
 * The sections of a page in order: add, move up or down with buttons (keyboard and screen
 * reader friendly, unlike dragging), hide, name products, categories or suppliers. A moved
 * section keeps the focus at its new place (on the same button, or the other one at an end)
 * and its new position is announced.
 */
export function SectionListEditor({
  sections,
  onChange,
  channelCode,
  error,
}: {
  sections: SectionInput[];
  onChange: (sections: SectionInput[]) => void;
  channelCode: string;
  error: ErrorSource;
}) {
  const [adding, setAdding] = useState<string>('richText');
  const moved = useRef<{ id: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const buttonRef = (id: string | undefined, direction: Direction) => (el: HTMLButtonElement | null) => {
    if (!id) return;
    if (el) buttons.current.set(`${id}:${direction}`, el);
    else buttons.current.delete(`${id}:${direction}`);
  };

  // Once the list shows the move: the focus follows the moved section.
  useEffect(() => {
    const done = moved.current;
    if (!done) return;
    moved.current = null;
    const index = sections.findIndex((s) => s.id === done.id);
    const atEnd = done.direction === 'up' ? index === 0 : index === sections.length - 1;
    const other: Direction = done.direction === 'up' ? 'down' : 'up';
    buttons.current.get(`${done.id}:${atEnd ? other : done.direction}`)?.focus();
  }, [sections]);

  const move = (index: number, direction: Direction) => {
    const section = sections[index]!;
    const to = index + (direction === 'up' ? -1 : 1);
    onChange(moveSection(sections, index, direction === 'up' ? -1 : 1));
    if (section.id) moved.current = { id: section.id, direction };
    setAnnouncement(`${typeLabel(section.type)}${section.title ? ` “${section.title}”` : ''} moved to position ${to + 1} of ${sections.length}.`);
  };
  const update = (index: number, patch: Partial<SectionInput>) => onChange(sections.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const errorAt = (index: number, member: string) =>
    fieldErrorsFor(error, `sections[${index}].${member}`).concat(fieldErrorsFor(error, `sections[${index}].${member}[0]`))[0];

  return (
    <Stack gap="xs" data-testid="section-list">
      <VisuallyHidden role="status" aria-live="polite" data-testid="section-moved">
        {announcement}
      </VisuallyHidden>
      {sections.length === 0 && (
        <Text size="sm" c="dimmed">
          No sections yet: add the first one below.
        </Text>
      )}
      {sections.map((section, index) => {
        const name = `section ${index + 1} (${typeLabel(section.type)})`;
        const keys = sectionKeys[section.type];
        const hidden = section.isVisible === false;
        const limits = sectionLimits(section);
        return (
          <Paper key={section.id ?? `new-${index}`} withBorder p="xs" opacity={hidden ? 0.75 : 1} data-testid="section">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} size="sm">
                  {index + 1}. {typeLabel(section.type)}{' '}
                  {hidden && (
                    <Text span c="dimmed" size="sm">
                      (hidden)
                    </Text>
                  )}
                </Text>
                <Group gap={4} wrap="nowrap">
                  <Switch
                    size="xs"
                    label="Visible"
                    checked={!hidden}
                    onChange={(e) => update(index, { isVisible: e.currentTarget.checked })}
                    // The name starts with the word shown, so "Visible" spoken to voice control finds it.
                    aria-label={`Visible to visitors: ${name}`}
                  />
                  <ActionIcon
                    ref={buttonRef(section.id, 'up')}
                    variant="subtle"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0}
                    onClick={() => move(index, 'up')}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    ref={buttonRef(section.id, 'down')}
                    variant="subtle"
                    aria-label={`Move ${name} down`}
                    disabled={index === sections.length - 1}
                    onClick={() => move(index, 'down')}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={() => onChange(sections.filter((_, i) => i !== index))}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
              <Group grow align="flex-start">
                <TextInput
                  size="xs"
                  label="Title"
                  aria-label={`Title of ${name}`}
                  value={section.title ?? ''}
                  onChange={(e) => update(index, { title: e.currentTarget.value })}
                  {...limitShown(limits.title, errorAt(index, 'title'))}
                />
                <TextInput
                  size="xs"
                  label="Subtitle"
                  aria-label={`Subtitle of ${name}`}
                  value={section.subtitle ?? ''}
                  onChange={(e) => update(index, { subtitle: e.currentTarget.value })}
                  {...limitShown(limits.subtitle, errorAt(index, 'subtitle'))}
                />
              </Group>
              {keys && (
                <SectionKeyPicker
                  kind={keys}
                  channelCode={channelCode}
                  sectionLabel={name}
                  value={(section[keys] as string[] | null | undefined) ?? []}
                  onChange={(v) => update(index, { [keys]: v })}
                  error={errorAt(index, keys)}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      <Group gap="xs" align="flex-end">
        <Select
          size="xs"
          label="New section"
          data={sectionTypes.map((t) => ({ value: t, label: typeLabel(t) }))}
          value={adding}
          onChange={(v) => v && setAdding(v)}
          allowDeselect={false}
          w={220}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={sections.length >= 50}
          onClick={() => onChange([...sections, { id: crypto.randomUUID(), type: adding, isVisible: true }])}
        >
          Add section
        </Button>
      </Group>
    </Stack>
  );
}
