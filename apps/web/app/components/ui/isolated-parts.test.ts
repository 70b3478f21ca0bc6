import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { addressPartsOf } from '../checkout/address-text.ts';
import { IsolatedParts } from './isolated-parts.tsx';
import { isolate } from './bidi.ts';

describe('text people typed, isolated part by part (issue 23)', () => {
  it('puts each part of a mixed Arabic and Latin address in its own bdi, with the page separator', () => {
    const parts = addressPartsOf({
      fName: 'Mona',
      lName: 'عادل',
      address1: '12 Nile St',
      building: 'عمارة 4',
      area: '',
      city: 'القاهرة',
    });
    expect(parts).toEqual(['Mona عادل', '12 Nile St', 'عمارة 4', 'القاهرة']);
    const html = renderToString(createElement(IsolatedParts, { parts, separator: '، ' }));
    expect(html).toBe('<bdi>Mona عادل</bdi>، <bdi>12 Nile St</bdi>، <bdi>عمارة 4</bdi>، <bdi>القاهرة</bdi>');
  });

  it('leaves out empty parts and isolates a name inside a text by its own first letter', () => {
    const html = renderToString(
      createElement(IsolatedParts, { parts: [null, ' ', 'Zamalek'], separator: ', ' }),
    );
    expect(html).toBe('<bdi>Zamalek</bdi>');
    expect(isolate('Sara')).toBe('\u2068Sara\u2069');
  });
});
