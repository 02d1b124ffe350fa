import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import type { ReactNode } from 'react';
import type { CustomerContext } from '@shared/contract/customer-context';
import { isPositive } from '@shared/domain/decimal';
import { useCall } from '../../api/hooks';
import { amount, day, label } from '../../components/format';
import { ProblemAlert } from '../../components/ProblemAlert';
import { Busy } from '../../components/Busy';

function Section({ title, count, children, empty }: { title: string; count: number; children: ReactNode; empty: string }) {
  return (
    <Stack gap={4}>
      <Title order={5}>
        {title} ({count})
      </Title>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped highlightOnHover verticalSpacing={4} fz="sm">
            {children}
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

const num = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Problems({ context, section }: { context: CustomerContext; section: CustomerContext['problems'][number]['section'] }) {
  const problem = context.problems.find((p) => p.section === section);
  return problem ? <ProblemAlert error={problem.error} /> : null;
}

/** Who the customer is and what they bought, received, were billed and sent back. */
export function CustomerContextPanel({ customerNumber }: { customerNumber: string }) {
  const context = useCall('tickets.customerContext', { customerNumber });
  if (context.error) return <ProblemAlert error={context.error} onRetry={() => void context.refetch()} />;
  if (!context.data) return <Busy label="Loading the customer" />;
  const c = context.data;
  const customer = c.customer;
  return (
    <Stack gap="lg" data-testid="customer-context">
      <Paper withBorder p="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2} miw={0}>
            <Title order={4} style={{ overflowWrap: 'anywhere' }}>
              {customer.name ?? customer.customerNumber}{' '}
              <Text span c="dimmed">
                ({customer.customerNumber})
              </Text>
            </Title>
            <Text size="sm">{customer.address.join(', ') || 'No address'}</Text>
            <Text size="sm" c="dimmed">
              {[customer.phone, customer.invoiceEmail, customer.customerGroupName, customer.paymentTermName].filter(Boolean).join(' · ')}
            </Text>
            {customer.notes && <Text size="sm">{customer.notes}</Text>}
          </Stack>
          <Stack gap={4} align="flex-end">
            {!customer.isActive && <Badge color="gray">Inactive customer</Badge>}
            {c.openBalances.map((b) => (
              <Text key={b.currencyCode ?? '-'} size="sm" style={num}>
                Open {amount(b.balance, b.currencyCode)}
                {isPositive(b.overdue) && (
                  <Text span c="red" fw={600}>
                    {' '}
                    · overdue {amount(b.overdue, b.currencyCode)}
                  </Text>
                )}
              </Text>
            ))}
          </Stack>
        </Group>
      </Paper>
      <SimpleGrid cols={1} spacing="lg">
        <Stack gap={4}>
          <Problems context={c} section="orders" />
          <Section title="Recent orders" count={c.orders.length} empty="No orders.">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Delivery</Table.Th>
                <Table.Th style={num}>Total incl. tax</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.orders.map((o) => (
                <Table.Tr key={o.orderNumber}>
                  <Table.Td>{o.orderNumber}</Table.Td>
                  <Table.Td>{day(o.orderDate)}</Table.Td>
                  <Table.Td>{label(o.status)}</Table.Td>
                  <Table.Td>
                    {label(o.deliveryStatus)}
                    {o.deliveredPercentage !== null && o.deliveryStatus === 'PartiallyDelivered' ? ` (${o.deliveredPercentage} %)` : ''}
                  </Table.Td>
                  <Table.Td style={num}>{amount(o.totalAmountIncludingTax, o.currencyCode)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Section>
        </Stack>
        <Stack gap={4}>
          <Problems context={c} section="shipments" />
          <Section title="Shipments" count={c.shipments.length} empty="No shipments.">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Shipment</Table.Th>
                <Table.Th>Orders</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Shipped / delivered</Table.Th>
                <Table.Th>Tracking</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.shipments.map((s) => (
                <Table.Tr key={s.shipmentNumber}>
                  <Table.Td>{s.shipmentNumber}</Table.Td>
                  <Table.Td>{s.orderNumbers.join(', ')}</Table.Td>
                  <Table.Td>{label(s.status)}</Table.Td>
                  <Table.Td>
                    {day(s.shippedDate)} / {day(s.deliveredDate)}
                  </Table.Td>
                  <Table.Td>
                    {s.trackingUrl ? (
                      <Anchor href={s.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm" data-testid="tracking-link">
                        {s.trackingNumber} <IconExternalLink size={12} aria-label="opens in the browser" />
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        {s.trackingNumber ?? `None yet${s.shippingMethodName ? ` (${s.shippingMethodName})` : ''}`}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Section>
        </Stack>
        <Stack gap={4}>
          <Problems context={c} section="invoices" />
          <Section title="Invoices" count={c.invoices.length} empty="No invoices.">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Due</Table.Th>
                <Table.Th>Payment</Table.Th>
                <Table.Th style={num}>Total</Table.Th>
                <Table.Th style={num}>Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.invoices.map((i) => (
                <Table.Tr key={i.invoiceNumber} data-overdue={i.isOverdue || undefined}>
                  <Table.Td>
                    {i.invoiceNumber}
                    {i.type && i.type !== 'Invoice' ? ` (${label(i.type)})` : ''}
                  </Table.Td>
                  <Table.Td>{day(i.invoiceDate)}</Table.Td>
                  <Table.Td>{day(i.dueDate)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {label(i.paymentStatus ?? i.status)}
                      {i.isOverdue && (
                        <Badge size="xs" color="red" variant="filled" data-testid="invoice-overdue">
                          Overdue{i.daysOverdue ? ` ${i.daysOverdue} d` : ''}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td style={num}>{amount(i.totalAmount, i.currencyCode)}</Table.Td>
                  <Table.Td style={num}>{amount(i.balance, i.currencyCode)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Section>
        </Stack>
        <Stack gap={4}>
          <Problems context={c} section="returns" />
          <Section title="Returns" count={c.returns.length} empty="No returns.">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Return</Table.Th>
                <Table.Th>Order</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th style={num}>Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {c.returns.map((r) => (
                <Table.Tr key={r.returnNumber}>
                  <Table.Td>{r.returnNumber}</Table.Td>
                  <Table.Td>{r.orderNumber ?? '–'}</Table.Td>
                  <Table.Td>{label(r.status)}</Table.Td>
                  <Table.Td>{label(r.reason)}</Table.Td>
                  <Table.Td style={num}>{amount(r.totalAmount, r.currencyCode)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Section>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
