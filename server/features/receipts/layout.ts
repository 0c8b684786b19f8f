/**
 * Page layout measurements on a small greyscale copy (one byte per pixel): where the document is on a larger
 * scan or photo. Plain loops over the pixels: a 1000 px copy takes a few ms.
 */

export type Box = { left: number; top: number; width: number; height: number };

/**
 * The darkest and brightest grey levels of a region (its 1st and 99th percentiles; the whole image when box is
 * null), the range a contrast stretch maps to 0..255.
 */
export function greyLevels(data: Uint8Array, width: number, box: Box | null): { lo: number; hi: number } {
  const height = Math.floor(data.length / width);
  const { left, top, width: w, height: h } = box ?? { left: 0, top: 0, width, height };
  const histogram = new Uint32Array(256);
  let n = 0;
  for (let y = top; y < Math.min(height, top + h); y++)
    for (let x = left, i = y * width + left; x < Math.min(width, left + w); x++, i++) {
      histogram[data[i]]++;
      n++;
    }
  const level = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v];
      if (seen > n * share) return v;
    }
    return 255;
  };
  return { lo: level(0.01), hi: level(0.99) };
}

/** The brightness below which a pixel is ink: well under the paper's brightness (its 90th percentile). */
export function inkThreshold(data: Uint8Array, step = 7): number {
  const histogram = new Uint32Array(256);
  let n = 0;
  for (let i = 0; i < data.length; i += step) {
    histogram[data[i]]++;
    n++;
  }
  let seen = 0;
  let paper = 255;
  for (let v = 255; v >= 0; v--) {
    seen += histogram[v];
    if (seen >= n * 0.1) {
      paper = v;
      break;
    }
  }
  return Math.max(40, paper - Math.max(45, paper * 0.3));
}

/** The bright region (the paper) when the photo has a dark surround; null when the borders are as bright as the middle. */
function paperBox(data: Uint8Array, w: number, h: number): Box | null {
  const border: number[] = [];
  const edge = Math.max(1, Math.round(Math.min(w, h) * 0.03));
  for (let y = 0; y < h; y += 3)
    for (let x = 0; x < w; x += 3) if (x < edge || y < edge || x >= w - edge || y >= h - edge) border.push(data[y * w + x]);
  border.sort((a, b) => a - b);
  const borderMedian = border[border.length >> 1] ?? 255;
  let centre = 0;
  let count = 0;
  for (let y = Math.floor(h * 0.3); y < h * 0.7; y += 3)
    for (let x = Math.floor(w * 0.3); x < w * 0.7; x += 3) {
      centre += data[y * w + x];
      count++;
    }
  centre /= Math.max(1, count);
  if (borderMedian > centre * 0.7) return null;
  const cut = (borderMedian + centre) / 2;
  const rows = new Uint32Array(h);
  const cols = new Uint32Array(w);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (data[y * w + x] > cut) {
        rows[y]++;
        cols[x]++;
      }
  const span = (counts: Uint32Array, across: number) => {
    let first = -1;
    let last = -1;
    for (let i = 0; i < counts.length; i++)
      if (counts[i] > across * 0.25) {
        if (first < 0) first = i;
        last = i;
      }
    return first < 0 ? null : [first, last];
  };
  const ys = span(rows, w);
  const xs = span(cols, h);
  if (!ys || !xs) return null;
  return { left: xs[0], top: ys[0], width: xs[1] - xs[0] + 1, height: ys[1] - ys[0] + 1 };
}

/**
 * Where the document is: the paper on a dark surround, then within it the area of dense ink (cells of text
 * with text around them; lone specks and dust on a scanned page are ignored), with a margin. Null when that
 * is most of the image (nothing to crop).
 */
export function documentBox(data: Uint8Array, w: number, h: number): Box | null {
  const paper = paperBox(data, w, h) ?? { left: 0, top: 0, width: w, height: h };
  const cut = inkThreshold(data);
  const cell = Math.max(4, Math.round(Math.max(w, h) / 100));
  const cw = Math.ceil(paper.width / cell);
  const ch = Math.ceil(paper.height / cell);
  const dense = new Uint8Array(cw * ch);
  const ink = new Uint32Array(cw * ch);
  for (let y = paper.top; y < paper.top + paper.height; y++) {
    const cy = Math.floor((y - paper.top) / cell);
    for (let x = paper.left; x < paper.left + paper.width; x++)
      if (data[y * w + x] < cut) ink[cy * cw + Math.floor((x - paper.left) / cell)]++;
  }
  for (let i = 0; i < ink.length; i++) dense[i] = ink[i] >= cell * cell * 0.06 ? 1 : 0;
  let left = cw;
  let right = -1;
  let top = ch;
  let bottom = -1;
  for (let cy = 0; cy < ch; cy++)
    for (let cx = 0; cx < cw; cx++) {
      if (!dense[cy * cw + cx]) continue;
      let neighbours = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = cx + dx;
          const ny = cy + dy;
          if ((dx || dy) && nx >= 0 && ny >= 0 && nx < cw && ny < ch) neighbours += dense[ny * cw + nx];
        }
      if (neighbours < 2) continue;
      left = Math.min(left, cx);
      right = Math.max(right, cx);
      top = Math.min(top, cy);
      bottom = Math.max(bottom, cy);
    }
  if (right < 0) return paper.width * paper.height < w * h * 0.8 ? paper : null;
  const margin = 2 * cell;
  const box = {
    left: Math.max(0, paper.left + left * cell - margin),
    top: Math.max(0, paper.top + top * cell - margin),
    width: 0,
    height: 0,
  };
  box.width = Math.min(w, paper.left + (right + 1) * cell + margin) - box.left;
  box.height = Math.min(h, paper.top + (bottom + 1) * cell + margin) - box.top;
  return box.width * box.height < w * h * 0.8 ? box : null;
}
