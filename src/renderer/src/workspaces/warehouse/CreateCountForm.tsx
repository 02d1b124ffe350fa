import { Button, Group, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { countTypes, type CountType } from '@shared/contract/warehouse';
import { useWrite, type WriteInput } from '../../api/useWrite';
import { DecimalInput } from '../../components/DecimalInput';
import { useFieldErrors } from '../../components/field-errors';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useWarehouseReference } from './useWarehouseReference';
import { WarehouseSelect } from './WarehouseSelect';
import { AppModal } from '../../components/overlay/AppModal';
import { DraftNotice, DraftStatus } from '../../drafts/DraftNotice';
import { useDraft } from '../../drafts/useDraft';
import { Busy } from '../../components/Busy';

const typeHelp: Record<CountType, string> = {
  Full: 'Every stock row of the warehouse.',
  Location: 'One zone or one location of the warehouse.',
  Category: 'The items of one category.',
  Random: 'A random sample of items.',
  Impulse: 'One item, wherever it lies in the warehouse.',
};

/** The form as one value, kept as a draft until the count is created. */
interface NewCountForm {
  type: CountType;
  warehouseCode: string | null;
  locationBy: 'zone' | 'location';
  filter: string | null;
  categoryCode: string | null;
  sampleSize: { text: string; accepted: boolean };
  itemNumber: string;
  description: string;
  blindCount: boolean;
  autoStart: boolean;
}
const blankCount: NewCountForm = {
  type: 'Full',
  warehouseCode: null,
  locationBy: 'zone',
  filter: null,
  categoryCode: null,
  sampleSize: { text: '10', accepted: true },
  itemNumber: '',
  description: '',
  blindCount: true,
  autoStart: false,
};

const shownFields = ['type', 'warehouseCode', 'zoneFilter', 'locationCodeFilter', 'categoryCode', 'randomSampleSize', 'itemNumber', 'description'];

/** A new count: each type shows its own field and sends only that one. */
export function CreateCountForm({ onClose, onCreated }: { onClose: () => void; onCreated: (countNumber: string) => void }) {
  const reference = useWarehouseReference();
  const create = useWrite('warehouse.counts.create', { invalidates: ['warehouse.counts.list'] });
  const errorFor = useFieldErrors(create.error);
  const draft = useDraft<NewCountForm>({ editor: 'warehouse.newCount', recordKey: 'new', label: 'New inventory count', initial: blankCount });
  const { type, warehouseCode, locationBy, filter, categoryCode, sampleSize, itemNumber, description, blindCount, autoStart } = draft.value;
  const setter =
    <K extends keyof NewCountForm>(key: K) =>
    (value: NewCountForm[K]) =>
      draft.set((f) => ({ ...f, [key]: value }));
  const [setType, setFilter, setCategoryCode, setSampleSize] = [setter('type'), setter('filter'), setter('categoryCode'), setter('sampleSize')];
  const [setItemNumber, setDescription, setBlindCount, setAutoStart] = [setter('itemNumber'), setter('description'), setter('blindCount'), setter('autoStart')];

  const warehouse = reference.data?.warehouses.find((w) => w.warehouseCode === warehouseCode);
  const filterOptions = useMemo(() => {
    const locations = warehouse?.locations ?? [];
    if (locationBy === 'zone')
      return [...new Set(locations.map((l) => l.zone).filter((z): z is string => !!z))].sort().map((z) => ({ value: z, label: `Zone ${z}` }));
    return locations.map((l) => ({ value: l.locationCode, label: `${l.locationCode}${l.name ? ` · ${l.name}` : ''}` }));
  }, [warehouse, locationBy]);

  const input = (): WriteInput<'warehouse.counts.create'> => {
    const common = { warehouseCode: warehouseCode ?? '', blindCount, autoStart, ...(description.trim() ? { description } : {}) };
    switch (type) {
      case 'Full':
        return { type, ...common };
      case 'Location':
        return { type, ...common, ...(locationBy === 'zone' ? { zoneFilter: filter ?? '' } : { locationCodeFilter: filter ?? '' }) };
      case 'Category':
        return { type, ...common, categoryCode: categoryCode ?? '' };
      case 'Random':
        return { type, ...common, randomSampleSize: sampleSize.accepted && sampleSize.text !== '' ? Number(sampleSize.text) : Number.NaN };
      case 'Impulse':
        return { type, ...common, itemNumber };
    }
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    create.send(input(), { onSuccess: (count) => (draft.done(), onCreated(count.countNumber)) });
  };

  return (
    <AppModal opened onClose={onClose} title="New inventory count" size="lg">
      {!draft.ready && <Busy size="sm" label="Loading the count draft" />}
      {draft.ready && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <DraftNotice draft={draft} />
            <div>
              <Text size="sm" fw={500} mb={4} id="count-type-label">
                Type
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="count-type-label"
                data={countTypes.map((t) => ({ value: t, label: t }))}
                value={type}
                onChange={(value) => {
                  setType(value as CountType);
                  create.reset();
                }}
              />
              <Text size="xs" c="dimmed" mt={4} data-testid="count-type-help">
                {typeHelp[type]}
              </Text>
            </div>
            <WarehouseSelect
              label="Warehouse"
              placeholder="Choose a warehouse"
              data-autofocus
              // The form mounts once its draft is read, after the dialog placed its focus.
              autoFocus
              value={warehouseCode}
              onChange={(value) => draft.set((f) => ({ ...f, warehouseCode: value, filter: null }))}
              error={errorFor('warehouseCode')}
            />
            {type === 'Location' && (
              <Group align="flex-start" grow>
                <div>
                  <Text size="sm" fw={500} mb={4} id="location-by-label">
                    Count by
                  </Text>
                  <SegmentedControl
                    aria-labelledby="location-by-label"
                    data={[
                      { value: 'zone', label: 'Zone' },
                      { value: 'location', label: 'Location' },
                    ]}
                    value={locationBy}
                    onChange={(value) => draft.set((f) => ({ ...f, locationBy: value as 'zone' | 'location', filter: null }))}
                  />
                </div>
                <Select
                  label={locationBy === 'zone' ? 'Zone' : 'Location'}
                  placeholder={warehouse ? `Choose a ${locationBy}` : 'Choose a warehouse first'}
                  searchable
                  disabled={!warehouse}
                  data={filterOptions}
                  value={filter}
                  onChange={setFilter}
                  error={errorFor(locationBy === 'zone' ? 'zoneFilter' : 'locationCodeFilter')}
                />
              </Group>
            )}
            {type === 'Category' && (
              <Select
                label="Category"
                placeholder="Choose a category"
                searchable
                data={(reference.data?.categories ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name ?? ''}` }))}
                value={categoryCode}
                onChange={setCategoryCode}
                error={errorFor('categoryCode')}
              />
            )}
            {type === 'Random' && (
              <DecimalInput
                label="Sample size"
                description="How many items to pick at random"
                decimalPlaces={0}
                min="1"
                max="1000"
                value={sampleSize.text}
                onChange={(text, problem) => setSampleSize({ text, accepted: problem === null })}
                error={errorFor('randomSampleSize')}
              />
            )}
            {type === 'Impulse' && (
              <TextInput
                label="Item number"
                placeholder="Scan or type an item number"
                value={itemNumber}
                onChange={(e) => setItemNumber(e.currentTarget.value)}
                error={errorFor('itemNumber')}
              />
            )}
            <TextInput
              label="Description"
              placeholder="Optional"
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              error={errorFor('description')}
            />
            <Switch
              label="Blind count"
              description="Counters do not see the recorded quantity, so they count what is really there."
              checked={blindCount}
              onChange={(e) => setBlindCount(e.currentTarget.checked)}
            />
            <Switch
              label="Start counting now"
              description="The count opens in progress instead of as a draft."
              checked={autoStart}
              onChange={(e) => setAutoStart(e.currentTarget.checked)}
            />
            <ProblemAlert error={create.error} shownFields={shownFields} />
            <Group justify="flex-end" mt="sm">
              <DraftStatus keptAt={draft.keptAt} />
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create count
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AppModal>
  );
}
