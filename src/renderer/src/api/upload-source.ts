import type { UploadSourceInput } from '@shared/contract/media';

/**
 * Under Electron, hands the file to main as soon as it is added, so main checks and hashes it
 * while the user fills in the upload dialog; the id is passed to uploadSourceFor on Upload.
 * null in the browser host, whose files are streamed to it on Upload.
 */
export function registerEarly(file: File): Promise<string | null> | null {
  const registered = window.desktopFiles?.register(file);
  registered?.catch(() => undefined); // uploadSourceFor registers again and reports the reason
  return registered ?? null;
}

/**
 * Where main reads a dropped file from, for media.enqueue. Under Electron the preload registers
 * the file with main (which keeps its path) and the page gets an opaque id; in the browser host the file has no path, so its bytes
 * are streamed (the File as the request body, never read into the page) to the host, which keeps
 * them for main and answers the stream id.
 */
export async function uploadSourceFor(file: File, registered?: Promise<string | null> | null): Promise<UploadSourceInput> {
  const fileId = (await registered?.catch(() => null)) ?? (await window.desktopFiles?.register(file));
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
