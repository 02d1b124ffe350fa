import type { AppErrorData } from '@shared/errors';
import { messageFor, repeatsFieldErrors } from '@shared/domain/error-messages';
import { asSentence, speakFields, type FieldLabels } from '@shared/domain/field-labels';

/**
 * The sentences a problem shows under its title: the best sentence for its code, then the detail
 * once, only when it adds something. A queued write's detail already says where the change waits
 * (main words it with the cause), so the kind's general sentence would say it a second time.
 */
export function problemSentences(data: AppErrorData, labels: FieldLabels = {}): { sentence: string; detail: string | undefined } {
  const spokenDetail =
    data.detail && data.detail !== data.title && !repeatsFieldErrors(data.detail, data.fieldErrors) ? asSentence(speakFields(data.detail, labels)) : undefined;
  const sentence = data.kind === 'queued' && spokenDetail ? spokenDetail : messageFor(data, labels);
  return { sentence, detail: spokenDetail !== sentence ? spokenDetail : undefined };
}
