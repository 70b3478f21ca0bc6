/**
 * `GET /api/idesign/fonts/:fontId` (issue 22): the TTF the print renderer uses, so the editor
 * shapes Arabic from the same file. Immutable for a year (a font changes with a new package, and
 * the id names the family, not the version: the editor adds `?v=` when that matters).
 */
import fs from 'node:fs/promises';
import { designFont } from '@souq/core/idesign/design-fonts.ts';
import { designErrors } from '@souq/core/idesign/design-errors.ts';
import { errorAnswer, idesignRequest, methodNotAllowed } from '../lib/idesign-api.server.ts';
import type { Route } from './+types/idesign-font';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const font = designFont(params.fontId);
  if (!font) return errorAnswer(await idesignRequest(request, context), designErrors.fontNotFound());
  const bytes = await fs.readFile(font.file);
  return new Response(bytes, {
    headers: {
      'Content-Type': 'font/ttf',
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}

export const action = () => methodNotAllowed('GET');
