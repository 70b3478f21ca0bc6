/**
 * The contact form (addContactMessage). Anyone may write; every field is checked before anything is
 * saved. The texts are kept as typed (trimmed, control characters dropped) and are only ever shown
 * as text, never as HTML.
 */
import { z } from 'zod';
import {
  VALIDATION_KEYS,
  emailField,
  optionalText,
  phoneField,
  requiredText,
} from '../accounts/account-validation.ts';
import type { ServiceContext } from '../context.ts';
import { contactMessages } from '../db/schema/content.schema.ts';
import { FEEDBACK_TYPES, type FeedbackType } from './feedback-types.ts';
import { withoutControlCharacters as stripControlCharacters } from '../locale/text-input.ts';
import { parseFormInput } from './form-input.ts';
import { languageOf } from '../locale/locales.ts';

export { FEEDBACK_TYPES, type FeedbackType } from './feedback-types.ts';

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5000;

/**
 * C0/C1 control characters other than tab and line breaks: invisible, and trouble in logs and mails.
 * The public forms strip them (their documented rule) where other input refuses them
 * (locale/text-input.ts holds the one definition).
 */
export const withoutControlCharacters = (value: unknown): unknown =>
  typeof value === 'string' ? stripControlCharacters(value) : value;

const clean = <S extends z.ZodType>(schema: S) => z.preprocess(withoutControlCharacters, schema);

export const contactMessageSchema = z.object({
  name: clean(requiredText(CONTACT_NAME_MAX)),
  email: clean(emailField),
  phone: clean(phoneField),
  feedbackType: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : (value ?? undefined)),
    z.enum(FEEDBACK_TYPES, {
      error: (issue) => (issue.input === undefined ? VALIDATION_KEYS.required : VALIDATION_KEYS.invalid),
    }),
  ),
  comment: clean(optionalText(200)),
  message: clean(requiredText(CONTACT_MESSAGE_MAX)),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export interface ContactMessageContract {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  feedbackType: FeedbackType;
  comment: string | null;
  message: string;
  createdAt: string;
}

/**
 * Saves a message from the contact form; answers the 400 validation error of the first wrong field
 * (with every wrong field in details.fields) and saves nothing when any field is wrong.
 */
export async function addContactMessage(
  ctx: ServiceContext,
  input: Partial<Record<keyof ContactMessageInput, unknown>>,
): Promise<ContactMessageContract> {
  const fields = parseFormInput(contactMessageSchema, input);
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      feedbackType: fields.feedbackType,
      comment: fields.comment,
      message: fields.message,
      // The staff's reply is written in the language of the page the shopper wrote from.
      lang: languageOf(ctx.locale),
      createdAt: ctx.now,
    })
    .returning();
  ctx.log.info({ contactMessageId: row!.id, feedbackType: fields.feedbackType }, 'contact message received');
  return {
    _id: row!.id,
    name: row!.name,
    email: row!.email,
    phone: row!.phone,
    feedbackType: fields.feedbackType,
    comment: row!.comment,
    message: row!.message,
    createdAt: row!.createdAt.toISOString(),
  };
}
