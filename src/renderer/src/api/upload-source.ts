import type { UploadSourceInput } from '@shared/contract/media';

/**
 * Where main reads a dropped file from, for media.enqueue. Under Electron the preload registers
 * the file with main (which keeps its path) and the page gets an opaque id; in the browser host the file has no path, so its bytes
 * are streamed (the File as the request body, never read into the page) to the host, which keeps
 * them for main and answers the stream id.
 */
export async function uploadSourceFor(file: File): Promise<UploadSourceInput> {
  const fileId = await window.desktopFiles?.register(file);
  if (fileId) return { kind: 'file', fileId };
  const response = await fetch(`/api/media-stream?name=${encodeURIComponent(file.name)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { detail?: string; title?: string } } | null;
    throw new Error(body?.error?.detail ?? body?.error?.title ?? `${file.name} could not be handed to the app (HTTP ${response.status}).`);
  }
  const { streamId } = (await response.json()) as { streamId: string };
  return { kind: 'stream', streamId };
}
