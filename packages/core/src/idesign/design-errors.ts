import { domainError } from '../errors.ts';

/**
 * The expected failures of iDesign (issue 22). 422 for a document that breaks a rule, with the
 * JSON path of the offending value in `details.path` (the editor selects that element).
 */
const rule = (code: string, key: string, message: string, path?: string, details?: Record<string, unknown>) =>
  domainError(code, `errors.idesign.${key}`, message, 422, { ...details, ...(path ? { path } : {}) });

export const designErrors = {
  productNotDesignable: () =>
    domainError(
      'IDESIGN_PRODUCT_NOT_FOUND',
      'errors.idesign.productNotFound',
      'This product cannot be designed',
      404,
    ),
  designNotFound: () =>
    domainError('IDESIGN_DESIGN_NOT_FOUND', 'errors.idesign.designNotFound', 'Design not found', 404),
  assetNotFound: () =>
    domainError('IDESIGN_ASSET_NOT_FOUND', 'errors.idesign.assetNotFound', 'Picture not found', 404),
  fontNotFound: () =>
    domainError('IDESIGN_FONT_NOT_FOUND', 'errors.idesign.fontNotFound', 'Font not found', 404),
  printFileNotFound: () =>
    domainError(
      'IDESIGN_PRINT_FILE_NOT_FOUND',
      'errors.idesign.printFileNotFound',
      'Print file not found',
      404,
    ),
  tooLarge: () =>
    domainError('IDESIGN_DOCUMENT_TOO_LARGE', 'errors.idesign.tooLarge', 'The design is too large', 413),
  uploadTooLarge: () =>
    domainError(
      'IDESIGN_UPLOAD_TOO_LARGE',
      'errors.idesign.uploadTooLarge',
      'The picture is larger than 50 MB',
      413,
    ),
  notJson: () =>
    domainError('IDESIGN_NOT_JSON', 'errors.idesign.notJson', 'The design must be sent as JSON', 415),
  malformedJson: () =>
    domainError(
      'IDESIGN_MALFORMED_JSON',
      'errors.idesign.malformedJson',
      'The design could not be read',
      400,
    ),
  notMultipart: () =>
    domainError(
      'IDESIGN_NOT_MULTIPART',
      'errors.idesign.notMultipart',
      'Send the picture as a form file',
      415,
    ),
  fileRequired: () =>
    domainError('IDESIGN_FILE_REQUIRED', 'errors.idesign.fileRequired', 'Choose a picture to upload', 400),
  notAnImage: () =>
    domainError(
      'IDESIGN_NOT_AN_IMAGE',
      'errors.idesign.notAnImage',
      'This file is not a picture we can print',
      422,
    ),
  busy: () =>
    domainError('IDESIGN_BUSY', 'errors.idesign.busy', 'The server is busy, try again in a moment', 503),
  invalid: (path: string) => rule('IDESIGN_INVALID', 'invalid', 'The design is not valid', path),
  emptyDesign: () => rule('IDESIGN_EMPTY', 'empty', 'Add something to the design first', 'stages'),
  unknownStage: (path: string) =>
    rule('IDESIGN_UNKNOWN_STAGE', 'unknownStage', 'This product has no such step', path),
  requiredStage: (path: string, stageId: string) =>
    rule('IDESIGN_REQUIRED_STAGE', 'requiredStage', 'This step needs a design', path, { stageId }),
  elementNotAllowed: (path: string) =>
    rule(
      'IDESIGN_ELEMENT_NOT_ALLOWED',
      'elementNotAllowed',
      'This kind of element is not allowed on this step',
      path,
    ),
  tooManyElements: (path: string, max: number) =>
    rule('IDESIGN_TOO_MANY_ELEMENTS', 'tooManyElements', 'Too many elements on one step', path, { max }),
  outsidePrintArea: (path: string) =>
    rule('IDESIGN_OUTSIDE_PRINT_AREA', 'outsidePrintArea', 'An element is outside the printable area', path),
  unknownFont: (path: string) =>
    rule('IDESIGN_UNKNOWN_FONT', 'unknownFont', 'This font is not available', path),
  colourNotInPalette: (path: string) =>
    rule('IDESIGN_COLOUR_NOT_IN_PALETTE', 'colourNotInPalette', 'This colour is not in the palette', path),
  textTooLong: (path: string, max: number) =>
    rule('IDESIGN_TEXT_TOO_LONG', 'textTooLong', 'The text is too long', path, { max }),
  fontSize: (path: string) => rule('IDESIGN_FONT_SIZE', 'fontSize', 'The font size is out of range', path),
  assetNotOwned: (path: string) =>
    rule('IDESIGN_ASSET_NOT_OWNED', 'assetNotOwned', 'This picture is not one of your uploads', path),
  productMismatch: () =>
    rule(
      'IDESIGN_PRODUCT_MISMATCH',
      'productMismatch',
      'This design belongs to another product',
      'productId',
    ),
  designAlreadyInCart: () =>
    domainError(
      'IDESIGN_ALREADY_IN_CART',
      'errors.idesign.alreadyInCart',
      'This design is already in your cart',
      409,
    ),
};
