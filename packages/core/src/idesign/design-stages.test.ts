/**
 * Reading a product's stored stages (issue 22): strictly (a legacy or broken value is "not
 * designable"), the stage extras of a design, and the dashboard's title-only form keeping the
 * design stages it does not edit.
 */
import { describe, expect, it } from 'vitest';
import { testDesignStages } from '@souq/testing/builders/design-product.builder.ts';
import { keepDesignStages, parseDesignStages, stageExtrasMinor } from './design-stages.ts';

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

  it('keeps the design stages when the dashboard saves their titles, else takes the titles', () => {
    const titled = [
      { number: 1, title: 'Chest', arTitle: 'الصدر' },
      { number: 2, title: 'Back', arTitle: 'الظهر' },
    ];
    const kept = keepDesignStages(stages, titled) as typeof stages;
    expect(parseDesignStages(kept)?.map((stage) => [stage.id, stage.name, stage.printWidthMm])).toEqual([
      ['front', 'Chest', 100],
      ['back', 'Back', 80],
    ]);
    expect(keepDesignStages(stages, titled.slice(0, 1))).toEqual(titled.slice(0, 1));
    expect(keepDesignStages(null, titled)).toEqual(titled);
    expect(keepDesignStages(stages, null)).toBeNull();
  });
});
