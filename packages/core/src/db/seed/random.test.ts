import { describe, expect, it } from 'vitest';
import { createRandom, slugify } from './random.ts';

describe('the seeded random source', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(createRandom(42).uuid()).toBe(createRandom(42).uuid());
  });

  it('keeps forks independent of draws made elsewhere', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    b.next();
    b.next();
    expect(a.fork('catalog').int(0, 1_000_000)).toBe(b.fork('catalog').int(0, 1_000_000));
  });

  it('draws integers within bounds and version-4 UUIDs', () => {
    const random = createRandom(1);
    for (let i = 0; i < 1000; i += 1) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
    }
    expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('samples distinct items', () => {
    const picked = createRandom(3).sample([1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
  });

  it('makes ASCII slugs', () => {
    expect(slugify('Women’s T-shirt: Nile Sunset!')).toBe('women-s-t-shirt-nile-sunset');
  });
});
