import { AppError } from '@shared/errors';
import type { ErpClient } from '../../erp';

/**
 * A keychain entry is kept only for a channel the connection's storefront lists:
 * otherwise any code a page sends would create entries nobody can see or remove.
 */
export async function refuseForeignChannel(client: ErpClient, channelCode: string): Promise<void> {
  const channels = await client.ecom.channels.list();
  if (channels.some((c) => c.channelCode.toUpperCase() === channelCode.toUpperCase())) return;
  const message = `${channelCode} is not a channel of this connection, so no admin-preview token is kept for it.`;
  throw new AppError({ kind: 'validation', title: 'No such channel on this connection', detail: message, fieldErrors: [{ field: 'channelCode', message }] });
}
