import { randomUUID } from 'node:crypto';
import type { ErpClient } from '../../erp';
import type { BrandingHistory } from '../../store/branding-history';
import { contrastIssues } from '@shared/domain/contrast';
import { lineDiff } from '@shared/domain/line-diff';
import type { Branding, PublishResult } from '@shared/contract/storefront';

export interface BrandingDeps {
  client: ErpClient;
  profileId: string;
  history: BrandingHistory;
  /** The channel's branding as the ERP serves it (to record the whole look, not just the change). */
  current: (channelCode: string) => Promise<Branding>;
}

/**
 * Publishes a branding patch (members present change, null clears) and compares the CSS sent
 * with the CSS the ERP stored, line by line, so the merchandiser sees exactly what was dropped.
 * The published look is kept in the local history. Contrast findings are reported, not enforced:
 * the merchandiser decides, the screen warns before publishing.
 */
export async function publishBranding(d: BrandingDeps, channelCode: string, patch: Partial<Branding>): Promise<PublishResult> {
  const answer = await d.client.ecom.branding.patch(patch, { channel: channelCode });
  // Read back after the write: the recorded look is what the ERP now serves, every member.
  const after = await d.current(channelCode);
  const sentCss = patch.customCss === undefined ? after.customCss : patch.customCss;
  const storedCss = answer.customCss ?? after.customCss;
  const published = { id: randomUUID(), channelCode, publishedAt: new Date().toISOString(), branding: after, sentCss, storedCss };
  await d.history.add(d.profileId, published);
  const cssDiff = lineDiff(sentCss ?? '', storedCss ?? '');
  return { published, cssDiff, cssChanged: cssDiff.some((l) => l.kind !== 'same'), contrast: contrastIssues(after) };
}
