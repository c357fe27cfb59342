import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Two shots of one demo compared: whether they match, how many pixels differ, and a picture of where. */
export interface Comparison {
  same: boolean;
  /** Pixels that differ beyond anti-aliasing (all of them when the sizes differ). */
  pixels: number;
  /** The baseline dimmed, with differing pixels in red (undefined when the sizes differ). */
  diff?: Buffer;
  sizes?: { baseline: string; current: string };
}

const size = (png: PNG) => `${png.width}×${png.height}`;

/**
 * pixelmatch over two PNGs: `threshold` is its colour distance (0 to 1) under which two pixels
 * are the same, and anti-aliased pixels (detected from their neighbours) never count.
 */
export function comparePng(baseline: Buffer, current: Buffer, threshold: number): Comparison {
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(current);
  if (a.width !== b.width || a.height !== b.height)
    return {
      same: false,
      pixels: Math.max(a.width * a.height, b.width * b.height),
      sizes: { baseline: size(a), current: size(b) },
    };
  const out = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, out.data, a.width, a.height, { threshold });
  return { same: pixels === 0, pixels, ...(pixels ? { diff: PNG.sync.write(out) } : {}) };
}
