import { describe, expect, it } from 'vitest';
import { columnsOf, headerVisibleAfterScroll, HEADER_HIDE_AFTER_PX } from './layout-timing.ts';
import { isChunkLoadFailure } from './page-lifecycle.ts';

describe('the frame timings of SPEC.md section 9', () => {
  it('splits a sub-menu into columns of 10 items', () => {
    const items = Array.from({ length: 23 }, (_, index) => index);
    expect(columnsOf(items).map((column) => column.length)).toEqual([10, 10, 3]);
    expect(columnsOf([])).toEqual([]);
  });

  it('hides the header scrolling down past 52px and shows it on scrolling up', () => {
    expect(headerVisibleAfterScroll(0, 40, true)).toBe(true);
    expect(headerVisibleAfterScroll(40, HEADER_HIDE_AFTER_PX, true)).toBe(true);
    expect(headerVisibleAfterScroll(50, 60, true)).toBe(false);
    expect(headerVisibleAfterScroll(600, 580, false)).toBe(true);
    expect(headerVisibleAfterScroll(600, 600, false)).toBe(false);
    expect(headerVisibleAfterScroll(600, 10, false)).toBe(true);
  });

  it('recognises a failed script chunk load', () => {
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadFailure('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadFailure(new Error('Network down'))).toBe(false);
  });
});
