import { SegmentedControl, Text } from '@mantine/core';
import { useState } from 'react';
import type { ChannelView } from '@shared/contract/storefront';
import { useCall } from '../../api/hooks';
import { DataTable } from '../../components/DataTable';
import { assortmentColumns } from './assortment-columns';

/** Every publication of the channel with what a visitor sees, and what would surprise one. */
export function AssortmentTab({ channel }: { channel: ChannelView }) {
  const [filter, setFilter] = useState<'all' | 'warnings'>('all');
  const assortment = useCall('storefront.assortment', { channelCode: channel.channelCode });
  const rows = (assortment.data?.rows ?? []).filter((r) => filter === 'all' || r.warnings.length > 0);
  const flagged = (assortment.data?.rows ?? []).filter((r) => r.warnings.length > 0).length;
  const vat = channel.showPricesIncludingVat === null ? '' : channel.showPricesIncludingVat ? 'Prices include VAT' : 'Prices exclude VAT';
  return (
    <DataTable
      label={`Assortment of ${channel.name ?? channel.channelCode}`}
      data={rows}
      columns={assortmentColumns}
      getRowId={(r) => r.itemNumber}
      loading={assortment.isLoading}
      error={assortment.error}
      onRetry={() => void assortment.refetch()}
      height="calc(100vh - 300px)"
      emptyMessage={filter === 'warnings' ? 'No product of this channel has a warning.' : 'Nothing is published in this channel.'}
      toolbar={
        <>
          <SegmentedControl
            size="xs"
            value={filter}
            onChange={(v) => setFilter(v as 'all' | 'warnings')}
            data={[
              { value: 'all', label: 'All products' },
              { value: 'warnings', label: `With warnings (${flagged})` },
            ]}
            aria-label="Which products"
          />
          <Text size="xs" c="dimmed">
            {[vat, channel.showStock === false ? 'Stock not shown to visitors' : null, channel.currency].filter(Boolean).join(' · ')}
          </Text>
        </>
      }
    />
  );
}
