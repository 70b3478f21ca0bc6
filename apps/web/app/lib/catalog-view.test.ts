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

  it('turns a 404 DomainError into a 404 response and rethrows the rest', async () => {
    const thrown = await orNotFound(Promise.reject(notFound('product'))).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
    const other = new DomainError({ code: 'X', messageKey: 'errors.x', message: 'x', status: 400 });
    await expect(orNotFound(Promise.reject(other))).rejects.toBe(other);
  });
});
