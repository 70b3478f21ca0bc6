import { describe, expect, it } from 'vitest';
import { thumbnailOf, uploadSrcSet } from './image-sources.ts';

describe('uploadSrcSet', () => {
  it('lists the narrower variants and the original at its own width', () => {
    expect(uploadSrcSet('/uploads/products/a.webp', 600)).toBe(
      '/uploads/products/a.webp?w=240 240w, /uploads/products/a.webp?w=360 360w, /uploads/products/a.webp?w=480 480w, /uploads/products/a.webp 600w',
    );
  });

  it('gives none for external pictures, SVGs, URLs with a query or pictures narrower than every variant', () => {
    expect(uploadSrcSet('https://cdn.example/a.webp', 600)).toBeUndefined();
    expect(uploadSrcSet('/uploads/logo.svg', 600)).toBeUndefined();
    expect(uploadSrcSet('/uploads/a.webp?w=240', 600)).toBeUndefined();
    expect(uploadSrcSet('/uploads/a.webp', 200)).toBeUndefined();
  });
});

describe('thumbnailOf', () => {
  it('asks for the smallest variant of an uploaded picture, by store key or by URL', () => {
    expect(thumbnailOf('products/a.webp')).toBe('/uploads/products/a.webp?w=240');
    expect(thumbnailOf('/uploads/products/a.png')).toBe('/uploads/products/a.png?w=240');
  });

  it('leaves external pictures, SVGs and URLs with a query as they are', () => {
    expect(thumbnailOf('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
    expect(thumbnailOf('logos/a.svg')).toBe('/uploads/logos/a.svg');
    expect(thumbnailOf('/uploads/a.webp?w=480')).toBe('/uploads/a.webp?w=480');
  });
});
