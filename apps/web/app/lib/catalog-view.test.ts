import { describe, expect, it } from 'vitest';
import { DomainError, notFound } from '@souq/core/errors.ts';
import { inLanguage, jsonLd, localeLinks, orNotFound, textIn } from './catalog-view.ts';

describe('catalog view helpers', () => {
  it('picks the text of the language, falling back to the other one', () => {
    expect(inLanguage('ar', { name: 'Lamp', arName: 'مصباح' })).toBe('مصباح');
    expect(inLanguage('ar', { name: 'Lamp', arName: '' })).toBe('Lamp');
    expect(textIn('en', null, 'وصف')).toBe('وصف');
    expect(textIn('en', '  ', null)).toBeNull();
  });

  it('escapes < in JSON-LD so a product text cannot close the script tag', () => {
    const text = jsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('gives a canonical link and alternates only for the countries given', () => {
    const links = localeLinks('https://souq.test', 'en-sa', '/products/1', '', ['sa']);
    expect(links[0]).toEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://souq.test/en-sa/products/1',
    });
    expect(links.slice(1).map((link) => link.href)).toEqual([
      'https://souq.test/en-sa/products/1',
      'https://souq.test/ar-sa/products/1',
    ]);
  });

  it('announces the Emirates in hreflang only when the strategy serves them (as the sitemap does)', () => {
    const tags = (strategy: 'A' | 'B' | 'C', countries?: string[]) =>
      localeLinks('https://souq.test', 'en-eg', '/products/1', '', countries, {
        strategy,
        defaultLocale: 'ar-eg',
      }).flatMap((link) => ('hrefLang' in link ? [link.hrefLang] : []));
    expect(tags('A')).toEqual(['en-EG', 'ar-EG', 'en-SA', 'ar-SA', 'x-default']);
    expect(tags('B')).toEqual(['en-EG', 'ar-EG', 'en-AE', 'ar-AE', 'en-SA', 'ar-SA', 'x-default']);
    expect(tags('C')).toContain('ar-AE');
    expect(tags('A', ['eg', 'ae'])).toEqual(['en-EG', 'ar-EG', 'x-default']);
    expect(tags('C', ['ae'])).toEqual(['en-AE', 'ar-AE']);
  });

  it('turns a 404 DomainError into a 404 response and rethrows the rest', async () => {
    const thrown = await orNotFound(Promise.reject(notFound('product'))).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    const other = new DomainError({ code: 'X', messageKey: 'errors.x', message: 'x', status: 400 });
    await expect(orNotFound(Promise.reject(other))).rejects.toBe(other);
  });
});
