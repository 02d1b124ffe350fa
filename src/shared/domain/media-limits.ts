/**
 * Media upload limits of the ERP (docs/api-assumptions.md 147-151), one place for the client's
 * checks before sending and for the sandbox that enforces them. Sizes are inclusive byte counts
 * in binary megabytes.
 */
const MB = 1024 * 1024;

export type MediaKind = 'image' | 'video' | 'pdf';

export interface MediaType {
  contentType: string;
  kind: MediaKind;
  maxBytes: number;
  /** What a person calls it in a message. */
  label: string;
}

export const MEDIA_TYPES: readonly MediaType[] = [
  { contentType: 'image/png', kind: 'image', maxBytes: 10 * MB, label: 'PNG image' },
  { contentType: 'image/jpeg', kind: 'image', maxBytes: 10 * MB, label: 'JPEG image' },
  { contentType: 'image/gif', kind: 'image', maxBytes: 10 * MB, label: 'GIF image' },
  { contentType: 'image/webp', kind: 'image', maxBytes: 10 * MB, label: 'WebP image' },
  { contentType: 'image/svg+xml', kind: 'image', maxBytes: 10 * MB, label: 'SVG image' },
  { contentType: 'video/mp4', kind: 'video', maxBytes: 50 * MB, label: 'MP4 video' },
  { contentType: 'video/webm', kind: 'video', maxBytes: 50 * MB, label: 'WebM video' },
  { contentType: 'application/pdf', kind: 'pdf', maxBytes: 20 * MB, label: 'PDF document' },
];

/** The largest file any type allows: more can never be accepted. */
export const MAX_MEDIA_BYTES = Math.max(...MEDIA_TYPES.map((t) => t.maxBytes));

export function mediaType(contentType: string): MediaType | undefined {
  return MEDIA_TYPES.find((t) => t.contentType === contentType);
}

/** Declared part types that mean the same as the recognised one. */
export const CONTENT_TYPE_ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'text/xml': 'image/svg+xml',
  'application/xml': 'image/svg+xml',
};

export const MEDIA_TEXT_LIMITS = { title: 200, altText: 500, caption: 2000 } as const;
export const MAX_MEDIA_FILE_NAME = 255;

export const MEDIA_FOLDERS = ['Hero', 'Banner', 'Sections', 'Content', 'Documents'] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/**
 * The largest PDF the details panel draws a first page of (row 159): its bytes cross from main
 * to the page in one answer, so a larger one shows the icon and a link instead.
 */
export const PDF_PREVIEW_MAX_BYTES = 10 * MB;
