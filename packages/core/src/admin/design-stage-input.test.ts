/**
 * Reading the product form's design stages (issue 22): a good stage becomes what the design tool
 * reads (parseDesignStages accepts it), ids come from English names and stay once saved, and each
 * bad field is refused at its own path.
 */
import { describe, expect, it } from 'vitest';
import { parseDesignStages } from '../idesign/design-stages.ts';
import {
  designStageErrors,
  editableStagesOf,
  paletteOf,
  stageSlug,
  type DesignStageInput,
} from './design-stage-input.ts';

const pictures = new Map([
  ['avatars/mug.webp', { widthPx: 600, heightPx: 400 }],
  ['avatars/back.webp', { widthPx: 300, heightPx: 300 }],
  ['avatars/broken.webp', null],
]);
const options = { pictures, storedIds: ['front'] };

const good = (overrides: Partial<DesignStageInput> = {}): DesignStageInput => ({
  name: 'Front side',
  arName: 'الوجه الأمامي',
  baseImage: 'avatars/mug.webp',
  printArea: { xPx: '١٠٠', yPx: '50', widthPx: '400', heightPx: '300' },
  printWidthMm: '٩٠٫٥',
  printHeightMm: '80',
  allowedElements: ['text', 'image'],
  palette: '#111111, #C0392B',
  required: 'on',
  extraPrice: { eg: '٢٥٫٥٠', sa: '7.5', ae: '' },
  ...overrides,
});

describe('design stage input', () => {
  it('turns a good stage into the stored shape the design tool reads', () => {
    const { stages, errors } = designStageErrors([good()], options);
    expect(errors).toEqual({});
    expect(stages).toEqual([
      {
        id: 'front-side',
        name: 'Front side',
        arName: 'الوجه الأمامي',
        baseImage: 'avatars/mug.webp',
        baseWidthPx: 600,
        baseHeightPx: 400,
        printArea: { xPx: 100, yPx: 50, widthPx: 400, heightPx: 300 },
        printWidthMm: 90.5,
        printHeightMm: 80,
        allowedElements: ['text', 'image'],
        palette: ['#111111', '#c0392b'],
        required: true,
        extraPrice: { EG: 2550, SA: 750, AE: 0 },
        number: 1,
        title: 'Front side',
        arTitle: 'الوجه الأمامي',
      },
    ]);
    expect(parseDesignStages(stages)).not.toBeNull();
  });

  it('keeps a saved id, gives new stages free ids from their names, and skips blank rows', () => {
    const { stages, errors } = designStageErrors(
      [good({ name: 'Front' }), {}, good({ id: 'front', name: 'Renamed' }), good({ name: 'Front' })],
      options,
    );
    expect(errors).toEqual({});
    expect(stages?.map((stage) => [stage.id, stage.number])).toEqual([
      ['front-2', 1],
      ['front', 2],
      ['front-3', 3],
    ]);
    expect(stageSlug('  Ärmel / Sleeve!  ')).toBe('armel-sleeve');
    expect(stageSlug('كم')).toBe('stage');
  });

  it('refuses each bad field at its path and returns no stages', () => {
    const { stages, errors } = designStageErrors(
      [
        good({ printArea: { xPx: 300, yPx: 0, widthPx: 400, heightPx: 100 } }),
        good({ allowedElements: [] }),
        good({ palette: '#111111, red' }),
        good({ baseImage: 'avatars/someone-else.webp' }),
        good({ baseImage: 'avatars/broken.webp' }),
        good({ printArea: { xPx: 0, yPx: 0, widthPx: 0, heightPx: 10 }, printWidthMm: '0' }),
        good({ name: '', arName: ' ', printHeightMm: '2001', extraPrice: { eg: '-5', sa: 'abc' } }),
        good({ id: 'not-saved' }),
        good({ palette: '' }),
      ],
      options,
    );
    expect(stages).toBeNull();
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.key]))).toEqual({
      'idesignStages.0.printArea': 'errors.product.stagePrintAreaOutside',
      'idesignStages.1.allowedElements': 'errors.product.stageElements',
      'idesignStages.2.palette': 'errors.product.stagePalette',
      'idesignStages.3.baseImage': 'errors.product.stagePictureNotOwn',
      'idesignStages.4.baseImage': 'errors.product.stagePictureUnreadable',
      'idesignStages.5.printArea': 'errors.product.stagePrintArea',
      'idesignStages.5.printWidthMm': 'errors.product.stagePrintSize',
      'idesignStages.6.name': 'validation.required',
      'idesignStages.6.arName': 'validation.required',
      'idesignStages.6.printHeightMm': 'errors.product.stagePrintSize',
      'idesignStages.6.extraPrice.eg': 'errors.ticket.priceInvalid',
      'idesignStages.6.extraPrice.sa': 'errors.ticket.priceInvalid',
      'idesignStages.7': 'errors.product.stageNotFound',
      'idesignStages.8.palette': 'errors.product.stagePalette',
    });
    expect(errors['idesignStages.0.printArea']?.params).toEqual({ width: 600, height: 400 });
  });

  it('refuses a saved id twice, thirteen stages, and more than 64 colours', () => {
    expect(designStageErrors([good({ id: 'front' }), good({ id: 'front' })], options).errors).toEqual({
      'idesignStages.1': { key: 'errors.product.stageDuplicate', params: {} },
    });
    const thirteen = Array.from({ length: 13 }, (_, n) => good({ name: `Side ${n}` }));
    expect(designStageErrors(thirteen, options).errors).toEqual({
      idesignStages: { key: 'errors.product.stagesTooMany', params: { n: 12 } },
    });
    expect(designStageErrors(thirteen.slice(1), options).stages).toHaveLength(12);
    const many = Array.from({ length: 65 }, (_, n) => `#${n.toString(16).padStart(6, '0')}`);
    expect(Object.keys(designStageErrors([good({ palette: many.join(',') })], options).errors)).toEqual([
      'idesignStages.0.palette',
    ]);
    expect(paletteOf('#AABBCC،#aabbcc  #010203')).toEqual({ colours: ['#aabbcc', '#010203'], bad: false });
  });

  it('reads stored stages leniently for the form, a title-only one included', () => {
    const [legacy] = editableStagesOf([{ number: 1, title: 'Sketch', arTitle: 'رسم' }]);
    expect(legacy).toMatchObject({
      id: null,
      name: 'Sketch',
      arName: 'رسم',
      baseImage: null,
      printArea: null,
    });
    expect(editableStagesOf('nonsense')).toEqual([]);
  });
});
