/** Intrinsic size of an SVG or PNG image, so a page can reserve its box (no layout shift when it loads). */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  // PNG: the IHDR chunk holds width and height right after the 8-byte signature and chunk header.
  if (bytes.length > 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  const text = new TextDecoder().decode(bytes.subarray(0, 4096));
  const svg = text.match(/<svg\b[^>]*>/)?.[0];
  if (!svg) return undefined;
  const attr = (name: string) => Number(svg.match(new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`))?.[1]);
  const [width, height] = [attr('width'), attr('height')];
  if (width > 0 && height > 0) return { width, height };
  const box = svg.match(/\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/);
  return box && Number(box[1]) > 0 && Number(box[2]) > 0
    ? { width: Number(box[1]), height: Number(box[2]) }
    : undefined;
}
