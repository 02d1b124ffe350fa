/** `00`..`ff`: four lookups make the eight hex digits of a 32-bit draw, faster than `toString(16)` of a double. */
const HEX_BYTE = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/**
 * A small seeded PRNG (mulberry32) so the same seed always yields the same company, and so
 * fault probabilities and count variances are reproducible.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    const value = list[Math.floor(this.next() * list.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) {
      const x = Math.floor(this.next() * 0x100000000);
      out += HEX_BYTE[(x >>> 24) & 0xff]! + HEX_BYTE[(x >>> 16) & 0xff]! + HEX_BYTE[(x >>> 8) & 0xff]! + HEX_BYTE[x & 0xff]!;
    }
    return out.slice(0, length);
  }

  uuid(): string {
    const h = this.hex(32);
    return uuidOf(h.slice(0, 12), '4', h.slice(13, 16), h[16], h.slice(17, 20), h.slice(20, 32));
  }

  /** UUID v7 layout: the creation instant in the first 48 bits, seeded randomness after. */
  uuidV7(ms: number): string {
    const time = ms.toString(16).padStart(12, '0').slice(-12);
    const h = this.hex(20);
    return uuidOf(time, '7', h.slice(0, 3), h[3], h.slice(4, 7), h.slice(7, 19));
  }
}

/**
 * The 36 characters in one piece: `join` copies, where `+` and template literals keep a tree of
 * the parts, several times the size, which hundreds of thousands of seeded ids would hold.
 */
function uuidOf(first12: string, version: string, random3: string, variantHex: string | undefined, random3b: string, last12: string): string {
  const variant = ((parseInt(variantHex ?? '0', 16) & 0x3) | 0x8).toString(16);
  return [first12.slice(0, 8), '-', first12.slice(8, 12), '-', version, random3, '-', variant, random3b, '-', last12].join('');
}

/** Derives an independent stream per purpose so adding data to one part never reshuffles another. */
export function streamSeed(seed: number, purpose: string): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < purpose.length; i++) h = Math.imul(h ^ purpose.charCodeAt(i), 16777619);
  return h >>> 0;
}
