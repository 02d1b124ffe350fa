import type { MediaAssetView } from '@shared/contract/media';
import { mediaType } from '@shared/domain/media-limits';

const units = ['bytes', 'KB', 'MB', 'GB'];

/** A byte count as a person reads it: 812 bytes, 34.2 KB, 4.8 MB (binary units, as the limits are stated). */
export function byteSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '–';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}

/** "1920 × 1080 px", or "–" for video, PDF and images without a stated size. */
export function dimensions(a: Pick<MediaAssetView, 'width' | 'height'>): string {
  return a.width && a.height ? `${a.width} × ${a.height} px` : '–';
}

/** "PNG image", "MP4 video", or the raw content type of a type the app does not know. */
export function typeLabel(contentType: string | null): string {
  if (!contentType) return 'Unknown type';
  return mediaType(contentType)?.label ?? contentType;
}

/** Seconds left as "about 3 min" / "12 s"; null while the rate is not known yet. */
export function timeLeft(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  if (seconds < 60) return `${Math.max(1, Math.round(seconds))} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}
