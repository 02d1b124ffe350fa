import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

/**
 * Reads barcodes in an image (PNG bytes) with ZXing-C++ compiled to WebAssembly, used by tests
 * only. The wasm file ships inside the zxing-wasm package and is handed over as bytes, so nothing
 * is fetched: by default the module would load it from a CDN.
 */
let ready: Promise<unknown> | null = null;

function prepare(): Promise<unknown> {
  if (!ready) {
    const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    const bytes = readFileSync(path);
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    ready = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  }
  return ready;
}

export interface Decoded {
  format: string;
  /** What a scanner set to send symbology identifiers delivers: the identifier, then the raw data (GS1: FNC1 as the group separator). */
  scanned: string;
}

export async function decodeBarcodes(png: Uint8Array): Promise<Decoded[]> {
  await prepare();
  const results = await readBarcodes(png, { formats: [], tryHarder: true, textMode: 'Plain', maxNumberOfSymbols: 255 });
  return results.filter((r) => r.isValid).map((r) => ({ format: r.format, scanned: `${r.symbologyIdentifier}${r.text}` }));
}
