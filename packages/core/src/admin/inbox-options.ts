/**
 * The inbox's fixed values (issue 21), in a file without imports: the dashboard's pages render
 * them in the browser too, and must not pull the services (and their server modules) in.
 */

/** A contact message: new until someone opens it, then read, answered or archived. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'answered', 'archived'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** A reply is a message, not a letter: long enough for any answer, short enough for a mail. */
export const REPLY_MAX_LENGTH = 5000;
export const NOTES_MAX_LENGTH = 2000;

export const MODERATION_TYPES = ['review', 'comment', 'discussion'] as const;
export type ModerationType = (typeof MODERATION_TYPES)[number];
export const MODERATION_VISIBILITY = ['visible', 'hidden'] as const;
