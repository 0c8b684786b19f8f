import { describe, expect, it } from 'vitest';
import { greyLevels } from './layout';

describe('greyLevels', () => {
  it('is the 1st and 99th percentile of the region, ignoring what lies outside it', () => {
    // 10×10: a black frame one pixel wide around a patch of greys 60..186 (the region inside the frame).
    const data = new Uint8Array(100);
    for (let y = 0; y < 10; y++)
      for (let x = 0; x < 10; x++) data[y * 10 + x] = x === 0 || y === 0 || x === 9 || y === 9 ? 0 : 60 + (y - 1) * 8 + (x - 1) * 10;
    expect(greyLevels(data, 10, { left: 1, top: 1, width: 8, height: 8 })).toEqual({ lo: 60, hi: 186 });
    expect(greyLevels(data, 10, null).lo).toBe(0);
  });
});
