/**
 * Builds the app (electron-vite) into a folder of its own and reads the renderer's chunks from
 * Vite's manifest: each chunk's size raw and gzipped, and which chunks the first screen loads
 * (the entry, what it imports, and the first workspace's chunk with what that imports).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  /** The source module a dynamic entry stands for (e.g. src/workspaces/warehouse/WarehouseWorkspace.tsx). */
  src?: string;
  dynamicEntry: boolean;
  bytes: number;
  gzipBytes: number;
}

export interface AppBuild {
  outDir: string;
  chunks: ChunkSize[];
  /** Files the first screen loads (JS only). */
  firstScreen: string[];
  firstScreenGzipBytes: number;
  /** The main process's entry file and its own chunks (the sandbox among them when split off). */
  mainEntry: string;
}

/** The workspace the app opens on, whose chunk is part of the first screen. */
const FIRST_WORKSPACE = 'src/workspaces/warehouse/WarehouseWorkspace.tsx';

const run = promisify(execFile);

/** Builds the sources under `root` (default: this checkout), e.g. an older commit unpacked elsewhere. */
export async function buildApp(outDir: string, options: { singleChunk?: boolean; root?: string } = {}): Promise<void> {
  const cli = join(process.cwd(), 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  await run(process.execPath, [cli, 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: options.root ?? process.cwd(),
    env: { ...process.env, ...(options.singleChunk ? { QM_RENDERER_SINGLE_CHUNK: '1' } : {}) },
    maxBuffer: 16 * 1024 * 1024,
  });
}

export function readAppBuild(outDir: string): AppBuild {
  const rendererDir = join(outDir, 'renderer');
  const manifest = JSON.parse(readFileSync(join(rendererDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, ChunkSize>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js') || sizes.has(chunk.file)) continue;
    const body = readFileSync(join(rendererDir, chunk.file));
    sizes.set(chunk.file, {
      file: chunk.file,
      src: chunk.isDynamicEntry ? chunk.src : undefined,
      dynamicEntry: !!chunk.isDynamicEntry,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 9 }).length,
    });
  }
  const loaded = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file)) return;
    loaded.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error(`No entry chunk in ${rendererDir}`);
  visit(entry[0]);
  // A single-chunk build has no separate workspace chunk: the entry holds it.
  if (manifest[FIRST_WORKSPACE]) visit(FIRST_WORKSPACE);
  const firstScreen = [...loaded].filter((file) => file.endsWith('.js'));
  return {
    outDir,
    chunks: [...sizes.values()].sort((a, b) => b.bytes - a.bytes),
    firstScreen,
    firstScreenGzipBytes: firstScreen.reduce((sum, file) => sum + (sizes.get(file)?.gzipBytes ?? 0), 0),
    mainEntry: readFileSync(join(outDir, 'main', 'index.js'), 'utf8'),
  };
}

/** The bare package names a built ES module imports statically (`import ... from "x"` at top level). */
export function staticImports(moduleText: string): string[] {
  return [...moduleText.matchAll(/^import\s[^;]*?from\s+"([^"]+)";?$/gm)].map((m) => m[1]!);
}
