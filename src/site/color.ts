/** Colours of a product line's theme: parsing, WCAG contrast, and the dark-mode variant. */

export type Rgb = [r: number, g: number, b: number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** `#rgb`, `#rrggbb`, `rgb(r, g, b)` or `hsl(h, s%, l%)` as RGB; undefined for anything else. */
export function parseColor(value: string): Rgb | undefined {
  const v = value.trim().toLowerCase();
  let m = v.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  if (m) {
    const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
    return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
  }
  m = v.match(/^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/);
  if (m) {
    const rgb = m.slice(1, 4).map(Number) as Rgb;
    return rgb.every((c) => c <= 255) ? rgb : undefined;
  }
  m = v.match(/^hsl\(\s*(\d{1,3}(?:\.\d+)?)\s*,\s*(\d{1,3}(?:\.\d+)?)%\s*,\s*(\d{1,3}(?:\.\d+)?)%\s*\)$/);
  if (m) {
    const [h, s, l] = m.slice(1, 4).map(Number);
    return h <= 360 && s <= 100 && l <= 100 ? hslToRgb(h, s / 100, l / 100) : undefined;
  }
  return undefined;
}

export const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;

/** WCAG 2.1 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.1 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes a colour with white (`amount` 0..1), as MUI's `lighten`. */
export const lighten = (rgb: Rgb, amount: number): Rgb => rgb.map((c) => Math.round(c + (255 - c) * amount)) as Rgb;

/** Mixes a colour with black (`amount` 0..1), as MUI's `darken`. */
export const darken = (rgb: Rgb, amount: number): Rgb => rgb.map((c) => Math.round(c * (1 - amount))) as Rgb;

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/**
 * A line's primary colour in both modes: light mode uses it as given; dark mode lightens it until
 * it reads on the dark background (as the branding theme's #0073E6 becomes #3399FF).
 */
export function primaryPalette(primary: Rgb, darkBackground: Rgb): { light: Rgb; dark: Rgb } {
  let dark = lighten(primary, 0.2);
  for (let step = 0.3; contrastRatio(dark, darkBackground) < AA_CONTRAST && step <= 0.8; step += 0.1)
    dark = lighten(primary, step);
  return { light: primary, dark };
}
