import { describe, expect, it } from 'vitest';
import type { UploadItem } from '../../../src/shared/contract/media';
import { refusals } from '../../../src/shared/domain/media-check';
import { appErrorSchema } from '../../../src/shared/errors';
import { offersRetry, uploadSummary } from '../../../src/renderer/src/workspaces/media/upload-summary';
import { problemSentences } from '../../../src/renderer/src/components/problem-sentences';

/** Messages to trust: each says what is true and offers only what can work. */
const item = (state: UploadItem['state'], code?: string) =>
  ({
    itemId: `${state}-${code ?? ''}`,
    state,
    error: code ? appErrorSchema.parse({ kind: 'validation', title: 'Refused', code, codes: [code] }) : null,
  }) as UploadItem;

describe('messages to trust', () => {
  it('offers no Retry for a file refused for what it is, and still does for one whose sending failed', () => {
    expect(offersRetry(item('failed', 'ChannelMediaAsset.UnsafeSvg'))).toBe(false);
    expect(offersRetry(item('failed', 'ChannelMediaAsset.FileTooLarge'))).toBe(false);
    expect(offersRetry(item('failed'))).toBe(true);
    expect(offersRetry(item('cancelled'))).toBe(true);
    expect(offersRetry(item('done'))).toBe(false);
  });

  it('names the limit of an MP4 without a wrong article', () => {
    const sentence = refusals.tooLarge('clip.mp4', 'video/mp4', 50 * 1024 * 1024).sentence;
    expect(sentence).toBe('clip.mp4 is larger than 50 MB, the limit for MP4 videos.');
    expect(sentence).not.toMatch(/\ba MP4\b/);
  });

  it('counts a file waiting for a decision in the queue heading', () => {
    expect(uploadSummary([item('done'), item('failed'), item('needsDecision')], 0)).toBe('Uploads: 1 uploaded, 1 failed, 1 waiting for your decision');
    expect(uploadSummary([item('uploading'), item('needsDecision'), item('needsDecision')], 1)).toBe('Uploading 1 file, 2 waiting for your decision');
  });

  it('says once that a queued write waits in Pending writes', () => {
    // As main's queuedWrite words it (src/main/erp/problems.ts): the cause, then where the change waits.
    const queued = appErrorSchema.parse({
      kind: 'queued',
      title: 'Queued: the ERP cannot be reached',
      detail: 'http://127.0.0.1:9 refused the connection. The change waits in Pending writes and is sent, in order, as soon as the ERP can be reached.',
    });
    const { sentence, detail } = problemSentences(queued);
    const shown = [queued.title, sentence, detail].filter(Boolean).join(' ');
    expect(shown.match(/Pending writes/g)).toHaveLength(1);
  });
});
