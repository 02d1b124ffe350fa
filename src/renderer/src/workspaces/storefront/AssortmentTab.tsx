import { Alert, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { customerLabel, type ChannelView } from '@shared/contract/storefront';
import { queryKeyOf, useCall } from '../../api/hooks';
import { useWrite } from '../../api/useWrite';
import { DataTable } from '../../components/DataTable';
import { ProblemAlert } from '../../components/ProblemAlert';
import { assortmentColumns, type VatView } from './assortment-columns';
import { CustomerSignInDialog } from './CustomerSignInDialog';

/** Why a channel offers no VAT switch, in the merchandiser's words (row 180). */
function noToggleReason(channel: ChannelView): string {
  const shown =
    channel.showPricesIncludingVat === null ? 'Prices as the ERP sends them' : channel.showPricesIncludingVat ? 'Prices incl. VAT' : 'Prices excl. VAT';
  return channel.allowCustomerVatToggle === null
    ? `${shown}: the ERP does not say whether visitors may switch VAT display.`
    : `${shown}: this channel does not let visitors switch VAT display.`;
}

/** Every publication of the channel with what a visitor (or a signed-in customer) sees, and what would surprise one. */
export function AssortmentTab({ channel }: { channel: ChannelView }) {
  const [filter, setFilter] = useState<'all' | 'warnings'>('all');
  const [signingIn, setSigningIn] = useState(false);
  const toggle = channel.allowCustomerVatToggle === true;
  const [vatChoice, setVatChoice] = useState<'incl' | 'excl'>(channel.showPricesIncludingVat ? 'incl' : 'excl');
  const vat: VatView = toggle ? vatChoice : 'asSent';
  const queries = useQueryClient();
  const assortment = useCall('storefront.assortment', { channelCode: channel.channelCode });
  const signOut = useWrite('storefront.signOutCustomer', { invalidates: ['storefront.assortment'] });
  const customer = assortment.data?.customer ?? null;
  const columns = useMemo(() => assortmentColumns(vat, channel.showPricesIncludingVat, customer), [vat, channel.showPricesIncludingVat, customer]);
  const rows = (assortment.data?.rows ?? []).filter((r) => filter === 'all' || r.warnings.length > 0);
  const flagged = (assortment.data?.rows ?? []).filter((r) => r.warnings.length > 0).length;
  const channelName = channel.name ?? channel.channelCode;
  return (
    <>
      {assortment.data?.notice && (
        <Alert color="orange" mb="sm" title="No longer viewing as a customer">
          {assortment.data.notice}
        </Alert>
      )}
      <ProblemAlert error={signOut.error} />
      <DataTable
        label={`Assortment of ${channelName}`}
        data={rows}
        columns={columns}
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
            {toggle ? (
              <SegmentedControl
                size="xs"
                value={vatChoice}
                onChange={(v) => setVatChoice(v as 'incl' | 'excl')}
                data={[
                  { value: 'incl', label: 'Incl. VAT' },
                  { value: 'excl', label: 'Excl. VAT' },
                ]}
                aria-label="Show prices"
                data-testid="vat-toggle"
              />
            ) : (
              <Text size="xs" c="dimmed" data-testid="vat-no-toggle">
                {noToggleReason(channel)}
              </Text>
            )}
            {customer ? (
              <Group gap="xs" data-testid="customer-view">
                <Text size="xs" fw={600}>
                  Viewing as {customerLabel(customer)} · {customer.customerNumber}
                </Text>
                <Button size="compact-xs" variant="default" loading={signOut.isPending} onClick={() => signOut.send({ channelCode: channel.channelCode })}>
                  Sign out
                </Button>
              </Group>
            ) : (
              <Button size="compact-xs" variant="light" onClick={() => setSigningIn(true)}>
                View as customer…
              </Button>
            )}
            <Text size="xs" c="dimmed">
              {[channel.showStock === false ? 'Stock not shown to visitors' : null, channel.currency ? `Prices in ${channel.currency}` : null]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </>
        }
      />
      {signingIn && (
        <CustomerSignInDialog
          channelCode={channel.channelCode}
          channelName={channelName}
          onClose={() => setSigningIn(false)}
          onSignedIn={() => {
            setSigningIn(false);
            void queries.invalidateQueries({ queryKey: queryKeyOf('storefront.assortment') });
          }}
        />
      )}
    </>
  );
}
