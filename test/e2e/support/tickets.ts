import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { openApp } from './app';
import { sandboxErp, sandboxOrigin } from './sandbox';

/** The Tickets workspace as an agent works it: the list, the ticket drawer, a new return. */

export const grid = (page: Page) => page.getByRole('grid', { name: 'Tickets' });
export const drawer = (page: Page) => page.getByTestId('ticket-detail');

export async function openTickets(page: Page): Promise<void> {
  await openApp(page, '#/tickets');
  await expect(page.getByTestId('workspace-tickets')).toBeVisible();
  await expect(page.getByTestId('ticket-number').first()).toBeVisible();
}

export async function openTicket(page: Page, ticketNumber: string): Promise<void> {
  await page.getByLabel('Search tickets').fill(ticketNumber);
  await grid(page).getByText(ticketNumber, { exact: true }).click();
  await expect(drawer(page)).toHaveAttribute('data-ticket', ticketNumber);
}

/** A fresh open ticket of a customer (optionally one with a delivered order), through the ERP. */
export async function newTicket(
  request: APIRequestContext,
  title: string,
  delivered = false,
  origin = sandboxOrigin(),
): Promise<{ ticketNumber: string; orderNumber: string | null }> {
  const erp = await sandboxErp(request, origin);
  const orders = ((await erp.get('/orders?pageSize=200')) as { items: OrderRow[] }).items;
  const order = delivered ? await unreturnedDeliveredOrder(erp, orders) : orders[0]!;
  const ticket = (await erp.post('/tickets', { title, description: 'Raised by the end-to-end test.', customerNumber: order.customerNumber })) as {
    ticketNumber: string;
  };
  return { ticketNumber: ticket.ticketNumber, orderNumber: delivered ? order.orderNumber : null };
}

type Erp = Awaited<ReturnType<typeof sandboxErp>>;
type OrderRow = { orderNumber: string; customerNumber: string; deliveryStatus: string; orderDate: string };

/**
 * The newest fully delivered order nothing has been returned from yet: earlier tests of the run
 * raise returns too, and an order returned in full offers no quantity to return.
 */
async function unreturnedDeliveredOrder(erp: Erp, orders: OrderRow[]): Promise<OrderRow> {
  const delivered = orders.filter((o) => o.deliveryStatus === 'FullyDelivered').sort((a, b) => b.orderDate.localeCompare(a.orderDate));
  for (const order of delivered) {
    const returns = (await erp.get(`/returns?orderNumber=${encodeURIComponent(order.orderNumber)}&pageSize=1`)) as { items: unknown[] };
    if (returns.items.length === 0) return order;
  }
  throw new Error(`Every one of the ${delivered.length} fully delivered orders of the demo data already has a return`);
}

/** Opens the ticket's Returns tab and the new-return dialog with the order and a reason chosen. */
export async function startReturn(page: Page, orderNumber: string) {
  await drawer(page).getByRole('tab', { name: 'Returns' }).click();
  await expect(page.getByText('No return raised from this ticket yet.')).toBeVisible();
  await drawer(page).getByRole('button', { name: 'New return' }).click();
  const dialog = page.getByTestId('return-dialog');
  await dialog.getByRole('combobox', { name: 'Order', exact: true }).fill(orderNumber);
  await page.getByRole('option', { name: new RegExp(`^${orderNumber}`) }).click();
  await dialog.getByRole('combobox', { name: 'Reason', exact: true }).click();
  await page.getByRole('option', { name: 'Damaged in transit' }).click();
  await expect(dialog.getByTestId('return-lines')).toBeVisible();
  return dialog;
}
