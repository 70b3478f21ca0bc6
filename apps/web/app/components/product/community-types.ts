/** What the product page's loader and action hand the review and discussion sections. */

export interface ReviewView {
  id: string;
  text: string;
  rating: number | null;
  parentId: string | null;
  authorId: string;
  authorName: string;
  /** ISO 8601. */
  createdAt: string;
  /** Paths relative to /uploads. */
  attachments: string[];
}

export type CommunityIntent = 'review' | 'discussion';

/** The answer of a refused review or discussion post: localized errors and what to refill. */
export interface CommunityFormState {
  intent: CommunityIntent;
  /** Localized message per field (text, rating, attachments). */
  fieldErrors: Record<string, string>;
  /** A localized message not tied to a field (log in first, product gone...). */
  formError: string | null;
  /** Set when the poster must log in first. */
  loginHref: string | null;
  values: { text: string; rating: string; parent: string };
}
