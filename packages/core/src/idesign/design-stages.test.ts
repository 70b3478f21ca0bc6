/**
 * Reading a product's stored stages (issue 22): strictly (a legacy or broken value is "not
 * designable") and the stage extras of a design.
 */
import { describe, expect, it } from 'vitest';
import { testDesignStages } from '@souq/testing/builders/design-product.builder.ts';
import { parseDesignStages, stageExtrasMinor } from './design-stages.ts';

const stages = testDesignStages('a.webp', 'b.webp');

describe('design stages', () => {
  it('reads only well-formed stages with distinct ids', () => {
    expect(parseDesignStages(stages)).toHaveLength(2);
    expect(parseDesignStages([{ number: 1, title: 'Idea', arTitle: 'فكرة' }])).toBeNull();
    expect(parseDesignStages([stages[0], stages[0]])).toBeNull();
    expect(parseDesignStages([{ ...stages[0], palette: ['red'] }])).toBeNull();
    expect(parseDesignStages(null)).toBeNull();
  });

  it('adds the extras of the used stages in the country asked', () => {
    expect(stageExtrasMinor(stages, ['front', 'back'], 'eg')).toBe(8_000);
    expect(stageExtrasMinor(stages, ['back'], 'sa')).toBe(900);
    expect(stageExtrasMinor(stages, [], 'ae')).toBe(0);
  });
});
