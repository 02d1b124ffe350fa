import { checkMediaFile, type MediaRefusal } from '@shared/domain/media-check';
import { mediaType } from '@shared/domain/media-limits';
import { registerEarly } from '../../api/upload-source';

/** A file the user added, checked before anything is sent, with what they typed for it. */
export interface StagedFile {
  key: string;
  file: File;
  /** The name it is uploaded under: its path inside a dropped folder is not part of it. */
  name: string;
  contentType: string | null;
  refusal: MediaRefusal | null;
  title: string;
  altText: string;
  /** The id main gave the file when it was added (Electron only; single use, cleared after a failed hand-over). */
  registered: Promise<string | null> | null;
}

const SNIFF_BYTES = 4096;
let counter = 0;

/** Type from the first bytes, size against that type's limit (rows 146-148), before the file leaves the page. */
export async function stage(file: File): Promise<StagedFile> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const checked = checkMediaFile(file.name, file.size, head);
  return {
    key: `${++counter}-${file.name}`,
    file,
    name: file.name,
    contentType: 'contentType' in checked ? checked.contentType : null,
    refusal: 'refusal' in checked ? checked.refusal : null,
    title: '',
    altText: '',
    registered: 'refusal' in checked ? null : registerEarly(file),
  };
}

export const isImage = (s: StagedFile) => !!s.contentType && mediaType(s.contentType)?.kind === 'image';

/** Every file of a drop, folders walked to the bottom (a dropped folder's files keep only their own names). */
export async function filesOfDrop(data: DataTransfer): Promise<File[]> {
  const entries = [...data.items].map((item) => item.webkitGetAsEntry?.()).filter((e): e is FileSystemEntry => !!e);
  if (entries.length === 0) return [...data.files];
  const files: File[] = [];
  const walk = async (entry: FileSystemEntry): Promise<void> => {
    if (entry.isFile) files.push(await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)));
    else if (entry.isDirectory) for (const child of await readAll(entry as FileSystemDirectoryEntry)) await walk(child);
  };
  for (const entry of entries) await walk(entry);
  return files;
}

/** A directory reader answers in batches until an empty one. */
async function readAll(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const all: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return all;
    all.push(...batch);
  }
}
