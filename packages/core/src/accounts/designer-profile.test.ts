import { describe, expect, it } from 'vitest';
import { missingDesignerProfileFields } from './designer-profile.ts';

const complete = {
  role: 'designer',
  image: 'avatars/a.webp',
  description: 'Prints from Cairo',
  email: 'd@example.com',
  country: 'eg',
};

describe('a designer profile before adding products', () => {
  it('is complete with a picture, a bio, an email and a country', () => {
    expect(missingDesignerProfileFields(complete)).toEqual([]);
  });

  it('names each missing or blank field in the order of the form', () => {
    expect(
      missingDesignerProfileFields({ ...complete, image: null, description: '   ', country: undefined }),
    ).toEqual(['image', 'description', 'country']);
    expect(missingDesignerProfileFields({ ...complete, email: '' })).toEqual(['email']);
  });

  it('asks nothing of customers and manufacturers', () => {
    expect(missingDesignerProfileFields({ ...complete, role: 'customer', image: null })).toEqual([]);
    expect(missingDesignerProfileFields({ ...complete, role: 'manufacturer', email: null })).toEqual([]);
  });
});
