/**
 * Who may see and decide tickets, and the expected failures of tickets and their discussions (one
 * home, imported by the attachment, ticket, review and discussion services without a cycle).
 */
import { can } from '../admin/permissions.ts';
import type { Actor } from '../context.ts';
import { domainError } from '../errors.ts';

/**
 * Staff of the ticket desk: whoever holds 'tickets.decide' in the dashboard's permission table
 * (superAdmin, admin and designerSupport, active). One table, so the GraphQL operations and the
 * dashboard never disagree about who reviews designers' products.
 */
export const mayReviewTickets = (actor: Actor | null): boolean => can(actor, 'tickets.decide');

/** The longest discussion message (characters). */
export const TICKET_MESSAGE_MAX = 4000;
/** The longest rejection reason (characters). */
export const REJECTION_REASON_MAX = 2000;

export type TicketRequiredField = 'designer' | 'category' | 'name' | 'description';

const REQUIRED: Record<TicketRequiredField, { key: string; message: string }> = {
  designer: { key: 'errors.ticket.designerRequired', message: 'Please choose the designer' },
  category: { key: 'errors.ticket.categoryRequired', message: 'Please choose a category' },
  name: { key: 'errors.ticket.nameRequired', message: 'Please enter the product name' },
  description: { key: 'errors.ticket.descriptionRequired', message: 'Please enter the product description' },
};

export const ticketErrors = {
  /**
   * 400 VALIDATION_FAILED for the first missing field, every missing one in `details.fields` (the
   * shape of content/form-input.ts, so forms mark each field).
   */
  required: (missing: readonly TicketRequiredField[]) => {
    const first = REQUIRED[missing[0]!];
    const fields = Object.fromEntries(
      missing.map((field) => [field, { key: REQUIRED[field].key, params: {} }]),
    );
    return domainError('VALIDATION_FAILED', first.key, first.message, 400, { field: missing[0], fields });
  },
  tooLong: (field: string) =>
    domainError('VALIDATION_FAILED', 'errors.ticket.fieldTooLong', 'This text is too long', 400, {
      field,
      fields: { [field]: { key: 'errors.ticket.fieldTooLong', params: {} } },
    }),
  profileIncomplete: (fields: readonly string[]) =>
    domainError(
      'PROFILE_INCOMPLETE',
      'errors.ticket.profileIncomplete',
      'Please complete your profile (picture, bio, email and country) before adding a product',
      400,
      { fields: [...fields] },
    ),
  basePriceInvalid: () =>
    domainError(
      'VALIDATION_FAILED',
      'errors.ticket.basePriceInvalid',
      'The base price must be a number of 0 or more',
      400,
      {
        field: 'basePrice',
        fields: { basePrice: { key: 'errors.ticket.basePriceInvalid', params: {} } },
      },
    ),
  categoryNotFound: () =>
    domainError('CATEGORY_NOT_FOUND', 'errors.ticket.categoryNotFound', 'This category is not found', 404),
  statusInvalid: () =>
    domainError('VALIDATION_FAILED', 'errors.ticket.statusInvalid', 'Unknown ticket status', 400, {
      field: 'status',
    }),
  notFound: () => domainError('TICKET_NOT_FOUND', 'errors.ticket.notFound', 'This ticket is not found', 404),
  productNotFound: () =>
    domainError('PRODUCT_NOT_FOUND', 'errors.ticket.productNotFound', 'This product is not found', 404),
  notRejected: () =>
    domainError(
      'TICKET_NOT_REJECTED',
      'errors.ticket.notRejected',
      'Only a rejected ticket can be removed',
      409,
    ),
  notReopenable: () =>
    domainError(
      'TICKET_NOT_REJECTED',
      'errors.ticket.notReopenable',
      'Only a rejected ticket can be reopened',
      409,
    ),
  alreadyDecided: () =>
    domainError(
      'TICKET_ALREADY_DECIDED',
      'errors.ticket.alreadyDecided',
      'This ticket has already been accepted or rejected',
      409,
    ),
  reasonRequired: () =>
    domainError(
      'VALIDATION_FAILED',
      'errors.ticket.reasonRequired',
      'Please write why the product is rejected',
      400,
      {
        field: 'reason',
      },
    ),
  reasonTooLong: () =>
    domainError(
      'VALIDATION_FAILED',
      'errors.ticket.reasonTooLong',
      'The reason is too long (2000 characters at most)',
      400,
      { field: 'reason' },
    ),
  pricesRequired: () =>
    domainError(
      'VALIDATION_FAILED',
      'errors.ticket.pricesRequired',
      'Please give the price in at least one country',
      400,
      { field: 'prices' },
    ),
  priceInvalid: (field: string) =>
    domainError(
      'VALIDATION_FAILED',
      'errors.ticket.priceInvalid',
      'Prices must be numbers of 0 or more',
      400,
      {
        field,
      },
    ),
  imageInvalid: () =>
    domainError(
      'VALIDATION_FAILED',
      'errors.ticket.imageInvalid',
      'This image is not valid, please upload it again',
      400,
      {
        field: 'images',
      },
    ),
  editionInvalid: () =>
    domainError(
      'VALIDATION_FAILED',
      'errors.ticket.editionInvalid',
      'The available edition must be a whole number of 0 or more',
      400,
      { field: 'availableEdition' },
    ),
  manufacturerNotFound: () =>
    domainError(
      'MANUFACTURER_NOT_FOUND',
      'errors.ticket.manufacturerNotFound',
      'This manufacturer is not found',
      404,
    ),
  messageRequired: () =>
    domainError(
      'VALIDATION_FAILED',
      'errors.ticket.messageRequired',
      'Please write a message or attach a file',
      400,
      {
        field: 'text',
      },
    ),
  messageTooLong: () =>
    domainError(
      'VALIDATION_FAILED',
      'errors.ticket.messageTooLong',
      'The message is too long (4000 characters at most)',
      400,
      { field: 'text' },
    ),
};
