/**
 * What a contact message is about. No imports: the contact page's form renders these options in
 * the browser too. `b2b` is a business quote asked from the B2B page.
 */
export const FEEDBACK_TYPES = ['question', 'order', 'complaint', 'suggestion', 'b2b', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const isFeedbackType = (value: unknown): value is FeedbackType =>
  FEEDBACK_TYPES.some((type) => type === value);
