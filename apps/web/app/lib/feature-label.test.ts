import { describe, expect, it } from 'vitest';
import { featuresLabel } from './feature-label.ts';

const size = { property: 'Size', arProperty: 'المقاس', value: 'XL', arValue: 'كبير جدا' };
const colour = { property: 'Colour', arProperty: 'اللون', value: 'Navy', arValue: 'كحلي' };

describe('featuresLabel', () => {
  it('names the choices in the page language, in their order', () => {
    expect(featuresLabel([size, colour], 'en')).toBe('Size: XL · Colour: Navy');
    expect(featuresLabel([size, colour], 'ar')).toBe('المقاس: كبير جدا · اللون: كحلي');
  });
  it('is null without features', () => {
    expect(featuresLabel([], 'ar')).toBeNull();
  });
});
