/**
 * What a designer's profile must hold before they may add products (SPEC.md section 5, Complete
 * profile): a picture, a bio, an email and a country. The product submission service asks this
 * before it accepts a product; the profile page lists what is missing.
 */
export const DESIGNER_PROFILE_FIELDS = ['image', 'description', 'email', 'country'] as const;
export type DesignerProfileField = (typeof DESIGNER_PROFILE_FIELDS)[number];

type ProfileFacts = { role: string } & Record<DesignerProfileField, string | null | undefined>;

/** The fields a designer still has to fill, in the order of the form; none for other roles. */
export function missingDesignerProfileFields(user: ProfileFacts): DesignerProfileField[] {
  if (user.role !== 'designer') return [];
  return DESIGNER_PROFILE_FIELDS.filter((field) => !user[field]?.trim());
}
