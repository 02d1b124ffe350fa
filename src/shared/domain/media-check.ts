import { AppError } from '../errors';
import { MAX_MEDIA_FILE_NAME, mediaType } from './media-limits';
import { sniffType } from './media-sniff';

/**
 * The checks a file passes before one byte of it is sent (rows 146-148), from its name, size and
 * first bytes, with the sentence that names the file and the limit. Main runs them on the whole
 * file (with the hash and the SVG scan); the screen runs them on what it can read of a dropped
 * file, so a file the ERP would refuse is refused at once, before it is even handed to main.
 */
export interface MediaRefusal {
  code: string;
  sentence: string;
}

/** A refused file as the error the upload form shows at its file field. */
export function mediaRefusalError({ code, sentence }: MediaRefusal): AppError {
  return new AppError({
    kind: 'validation',
    code,
    codes: [code],
    title: 'This file cannot be uploaded',
    detail: sentence,
    fieldErrors: [{ field: 'file', code, message: sentence }],
  });
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(bytes % MB === 0 ? 0 : 1)} MB`;

export const refusals = {
  longName: (fileName: string): MediaRefusal => ({
    code: 'ChannelMediaAsset.InvalidFileName',
    sentence: `The name of ${fileName.slice(0, 40)}… is longer than ${MAX_MEDIA_FILE_NAME} characters.`,
  }),
  empty: (fileName: string): MediaRefusal => ({ code: 'ChannelMediaAsset.EmptyFile', sentence: `${fileName} is empty.` }),
  unsupported: (fileName: string): MediaRefusal => ({
    code: 'ChannelMediaAsset.UnsupportedType',
    sentence: `${fileName} is not a PNG, JPEG, GIF, WebP or SVG image, an MP4 or WebM video, or a PDF document.`,
  }),
  tooLarge: (fileName: string, contentType: string, limit: number): MediaRefusal => ({
    code: 'ChannelMediaAsset.FileTooLarge',
    // "the limit for MP4 videos": no article to get wrong ("a MP4").
    sentence: `${fileName} is larger than ${megabytes(limit)}, the limit for ${mediaType(contentType)?.label ?? 'file'}s.`,
  }),
};

/** The type the bytes say, or why the file cannot be uploaded. `head` is the file's start (4 KB is enough). */
export function checkMediaFile(fileName: string, size: number, head: Uint8Array): { contentType: string } | { refusal: MediaRefusal } {
  if (fileName.length > MAX_MEDIA_FILE_NAME) return { refusal: refusals.longName(fileName) };
  if (size === 0) return { refusal: refusals.empty(fileName) };
  const contentType = sniffType(head);
  const known = contentType ? mediaType(contentType) : undefined;
  if (!contentType || !known) return { refusal: refusals.unsupported(fileName) };
  if (size > known.maxBytes) return { refusal: refusals.tooLarge(fileName, contentType, known.maxBytes) };
  return { contentType };
}

/** Refusals for what the file is (its type, size, name or content): sending it again cannot succeed. */
const REFUSED_FOR_WHAT_IT_IS = new Set([
  'ChannelMediaAsset.InvalidFileName',
  'ChannelMediaAsset.EmptyFile',
  'ChannelMediaAsset.UnsupportedType',
  'ChannelMediaAsset.FileTooLarge',
  'ChannelMediaAsset.UnsafeSvg',
]);

/** Whether an upload that ended with these codes may be offered again. */
export function worthRetrying(codes: readonly (string | undefined)[]): boolean {
  return !codes.some((code) => code !== undefined && REFUSED_FOR_WHAT_IT_IS.has(code));
}
