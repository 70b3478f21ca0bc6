import { describe, expect, it } from 'vitest';
import { parseAmount, parseQuantity } from './seller-input.ts';

describe('parseAmount', () => {
  it('reads Western and Arabic-Indic digits, decimal marks and group separators', () => {
    expect(parseAmount('150')).toBe('150');
    expect(parseAmount(' 1,250.5 ')).toBe('1250.5');
    expect(parseAmount('١٥٠')).toBe('150');
    expect(parseAmount('١٬٢٥٠٫٧٥')).toBe('1250.75');
  });

  it('refuses nothing, zero, negative amounts, letters and three decimals', () => {
    for (const text of ['', '0', '-5', 'abc', '12.345', '1e3']) expect(parseAmount(text)).toBeNull();
  });
});

describe('parseQuantity', () => {
  it('reads whole quantities of at least one', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity('١٢')).toBe(12);
    for (const text of ['', '0', '1.5', '-2', 'x']) expect(parseQuantity(text)).toBeNull();
  });
});
