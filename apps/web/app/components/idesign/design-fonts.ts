/**
 * The shipped fonts for the editor's canvas: the same files the print renderer uses, added as
 * font faces only when the editor opens (a canvas draws with a family only once it is loaded, so
 * each one is awaited before the first text is drawn).
 */
import type { DesignSetup } from './design-api.ts';

const loaded = new Map<string, Promise<void>>();

export function loadDesignFonts(fonts: DesignSetup['fonts']): Promise<void> {
  return Promise.all(
    fonts.map((font) => {
      let done = loaded.get(font.id);
      if (!done) {
        const face = new FontFace(font.family, `url(${font.url})`, { display: 'block' });
        done = face.load().then(
          (ready) => {
            document.fonts.add(ready);
          },
          // A font that fails to load falls back to the page's font; the print file still uses it.
          () => undefined,
        );
        loaded.set(font.id, done);
      }
      return done;
    }),
  ).then(() => undefined);
}

/** The CSS family of a font id, or the page's sans-serif while the setup lacks it. */
export function familyOf(fonts: DesignSetup['fonts'], fontId: string): string {
  return fonts.find((font) => font.id === fontId)?.family ?? 'sans-serif';
}
