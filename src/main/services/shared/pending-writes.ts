import { splitBaseUrl } from '../../erp/base-url';
import type { ErpClient } from '../../erp/client';
import type { StoredProfile } from '../../store/profiles';
import type { JournalEntry } from '../../store/idempotency-journal';

/**
 * Keyed /preview POSTs of this connection that were sent and never answered (the idempotency
 * journal's pending entries), oldest first: the writes that may or may not have been booked.
 */
export function pendingPosts(client: ErpClient, profile: StoredProfile): JournalEntry[] {
  const { origin, basePath } = splitBaseUrl(profile.previewBaseUrl, '/preview');
  return client
    .pendingWrites()
    .filter((e) => e.surface === 'preview' && e.method === 'POST' && e.origin === origin + basePath)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt)); // equal times stay in the order begun (stable sort, journal order)
}
