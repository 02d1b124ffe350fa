import { MultiSelect } from '@mantine/core';
import { useCall } from '../../api/hooks';

type KeyKind = 'productNumbers' | 'categoryCodes' | 'supplierNumbers';
const labels: Record<KeyKind, string> = { productNumbers: 'Products', categoryCodes: 'Categories', supplierNumbers: 'Suppliers' };

function useOptions(kind: KeyKind, channelCode: string) {
  const products = useCall('storefront.assortment', { channelCode }, { enabled: kind === 'productNumbers', staleTime: 60_000 });
  const reference = useCall('warehouse.reference', {}, { enabled: kind === 'categoryCodes', staleTime: 300_000 });
  const suppliers = useCall('purchasing.suppliers', {}, { enabled: kind === 'supplierNumbers', staleTime: 300_000 });
  if (kind === 'productNumbers')
    return { data: (products.data?.rows ?? []).map((r) => ({ value: r.itemNumber, label: `${r.itemNumber} · ${r.name ?? ''}` })), failed: !!products.error };
  if (kind === 'categoryCodes')
    return { data: (reference.data?.categories ?? []).map((c) => ({ value: c.code, label: `${c.code} · ${c.name ?? ''}` })), failed: !!reference.error };
  return {
    data: (suppliers.data?.suppliers ?? []).map((s) => ({ value: s.supplierNumber, label: `${s.supplierNumber} · ${s.name ?? ''}` })),
    failed: !!suppliers.error,
  };
}

/** The business keys a section names (products of this channel, categories, suppliers), picked by number or name. */
export function SectionKeyPicker({
  kind,
  channelCode,
  value,
  onChange,
  error,
  sectionLabel,
}: {
  kind: KeyKind;
  channelCode: string;
  value: string[];
  onChange: (keys: string[]) => void;
  error?: string;
  sectionLabel: string;
}) {
  const { data, failed } = useOptions(kind, channelCode);
  // A key saved earlier stays choosable even when the list no longer has it.
  const options = [...data, ...value.filter((v) => !data.some((o) => o.value === v)).map((v) => ({ value: v, label: v }))];
  return (
    <MultiSelect
      label={labels[kind]}
      aria-label={`${labels[kind]} of ${sectionLabel}`}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      clearable
      placeholder={value.length ? undefined : 'Search by number or name'}
      nothingFoundMessage="Nothing matches"
      error={error ?? (failed ? `The ${labels[kind].toLowerCase()} could not be loaded` : undefined)}
      maxDropdownHeight={240}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
