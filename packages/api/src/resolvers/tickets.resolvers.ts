import { ticketFilesOf } from '@souq/core/designers/ticket-files.ts';
import {
  addNewMessageNotification,
  addTicketMessage,
  getTicketDiscussion,
  updateResponsesNotifications,
  type TicketMessageView,
} from '@souq/core/designers/ticket-messages.service.ts';
import {
  acceptTicket,
  rejectTicket,
  type AcceptTicketInput,
} from '@souq/core/designers/ticket-review.service.ts';
import {
  addProductForDesigner,
  getDesignerTickets,
  getTicketById,
  removeRejectedTicket,
  type TicketAttachmentView,
  type TicketView,
} from '@souq/core/designers/tickets.service.ts';
import { isCountry } from '@souq/core/locale/locales.ts';
import { toMajorUnits } from '@souq/core/money/money.ts';
import { envelope } from '../envelope.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';
import type { GraphqlContext } from '../context.ts';
import { withFieldErrors } from './content.resolvers.ts';

const files = (context: GraphqlContext) => ticketFilesOf(context.runtime);

const toAttachmentContract = (attachment: TicketAttachmentView) => ({
  _id: attachment.id,
  originalName: attachment.originalName,
  mimeType: attachment.mimeType,
  size: attachment.sizeBytes,
  url: attachment.url,
});

/** A ticket in SPEC.md's names (acceptionDate), the base price in EGP major units. */
export const toTicketContract = (ticket: TicketView) => ({
  _id: ticket.id,
  slug: ticket.slug,
  name: ticket.name,
  description: ticket.description,
  basePrice: ticket.basePriceMinor === null ? null : toMajorUnits(ticket.basePriceMinor, ticket.currency),
  currency: ticket.currency,
  status: ticket.status,
  designerStage: ticket.designerStage,
  ticketForCompetition: ticket.forCompetition,
  category: ticket.category && { _id: ticket.category.id, ...ticket.category },
  designer: { _id: ticket.designer.id, name: ticket.designer.name, slug: ticket.designer.slug },
  createdAt: ticket.createdAt.toISOString(),
  acceptionDate: ticket.acceptanceDate?.toISOString() ?? null,
  rejectionDate: ticket.rejectionDate?.toISOString() ?? null,
  rejectionReason: ticket.rejectionReason,
  product: ticket.product && { _id: ticket.product.id, slug: ticket.product.slug },
  attachments: ticket.attachments.map(toAttachmentContract),
  unreadForDesigner: ticket.unreadForDesigner,
  newMessage: ticket.newMessage,
});

const toMessageContract = (message: TicketMessageView) => ({
  _id: message.id,
  fromStaff: message.fromStaff,
  author: message.author && { _id: message.author.id, name: message.author.name },
  text: message.text,
  createdAt: message.createdAt.toISOString(),
  readAt: message.readAt?.toISOString() ?? null,
  attachments: message.attachments.map(toAttachmentContract),
});

/** A ticket in the envelope plus `fieldErrors`, so a form marks every wrong field. */
const ticketEnvelope = (call: () => Promise<TicketView>) =>
  withFieldErrors(async () => toTicketContract(await call()));

/** The per-country prices argument as the service takes it (an unknown country is left out). */
function pricesOf(
  prices:
    | ReadonlyArray<{
        country: string;
        price: number;
        revenue?: number | null;
        siteRevenue?: number | null;
        manufacturingCost?: number | null;
      }>
    | null
    | undefined,
) {
  const byCountry: AcceptTicketInput['prices'] = {};
  for (const entry of prices ?? []) {
    const country = entry.country.trim().toLowerCase();
    if (isCountry(country))
      byCountry[country] = {
        price: entry.price,
        revenue: entry.revenue,
        siteRevenue: entry.siteRevenue,
        manufacturingCost: entry.manufacturingCost,
      };
  }
  return byCountry;
}

export const ticketQueries = {
  getDesignerTickets: (_parent, args, context) =>
    envelope(async () =>
      (
        await getDesignerTickets(
          context.serviceContext(),
          { designer: args.designer, status: args.status },
          files(context),
        )
      ).map(toTicketContract),
    ),
  getTicketById: (_parent, args, context) =>
    ticketEnvelope(() => getTicketById(context.serviceContext(), args.product, files(context))),
  getTicketMessages: (_parent, args, context) =>
    envelope(async () => {
      const discussion = await getTicketDiscussion(context.serviceContext(), args.ticket, files(context));
      return {
        ticket: toTicketContract(discussion.ticket),
        messages: discussion.messages.map(toMessageContract),
      };
    }),
} satisfies QueryResolvers;

export const ticketMutations = {
  addProductForDesigner: (_parent, args, context) =>
    ticketEnvelope(() =>
      addProductForDesigner(
        context.serviceContext(),
        {
          designer: args.designer,
          category: args.category,
          designerStage: args.designerStage,
          ticketForCompetition: args.ticketForCompetition,
          name: args.name,
          basePrice: args.basePrice,
          description: args.description,
          attachments: args.attachments?.filter((token): token is string => typeof token === 'string'),
          createdAt: args.createdAt,
          mailLang: args.mailLang,
        },
        files(context),
      ),
    ),
  removeRejectedTicket: (_parent, args, context) =>
    envelope(async () => {
      const removed = await removeRejectedTicket(context.serviceContext(), args.ticket, files(context));
      return { _id: removed.id };
    }),
  addNewMessageNotification: (_parent, args, context) =>
    envelope(async () => {
      const counted = await addNewMessageNotification(context.serviceContext(), {
        product: args.product,
        increase: args.increase,
      });
      return { _id: counted.id, newMessage: counted.newMessage };
    }),
  updateResponsesNotifications: (_parent, args, context) =>
    envelope(async () => {
      const counted = await updateResponsesNotifications(context.serviceContext(), {
        user: args.user,
        increase: args.increase,
      });
      return { _id: counted.id, responsesReaded: counted.responsesReaded };
    }),
  addTicketMessage: (_parent, args, context) =>
    envelope(async () =>
      toMessageContract(
        await addTicketMessage(
          context.serviceContext(),
          {
            ticket: args.ticket,
            text: args.text,
            attachments: args.attachments?.filter((token): token is string => typeof token === 'string'),
          },
          files(context),
        ),
      ),
    ),
  acceptTicket: (_parent, args, context) =>
    ticketEnvelope(() =>
      acceptTicket(
        context.serviceContext(),
        {
          ticket: args.ticket,
          prices: pricesOf(args.prices),
          images: args.images,
          availableEdition: args.availableEdition,
          manufacturer: args.manufacturer,
          arName: args.arName,
          arDescription: args.arDescription,
        },
        files(context),
      ),
    ),
  rejectTicket: (_parent, args, context) =>
    ticketEnvelope(() =>
      rejectTicket(context.serviceContext(), { ticket: args.ticket, reason: args.reason }, files(context)),
    ),
} satisfies MutationResolvers;
