import type { TicketMessageView } from '@souq/core/designers/ticket-messages.service.ts';
import type { TicketStatus, TicketView } from '@souq/core/designers/tickets.service.ts';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import type { AttachmentLink } from './attachment-links.tsx';

export type { TicketStatus };

/** The three lists of SPEC.md section 4, in the order the tickets page shows them. */
export const TICKET_STATUSES: readonly TicketStatus[] = ['waiting', 'accepted', 'rejected'];

/** A ticket as the pages get it from their loaders: dates as ISO strings, links already signed. */
export interface TicketData {
  id: string;
  name: string;
  description: string;
  status: TicketStatus;
  basePriceMinor: number | null;
  currency: CurrencyCode;
  designerStage: string | null;
  forCompetition: boolean;
  category: { name: string; arName: string } | null;
  createdAt: string;
  acceptanceDate: string | null;
  rejectionDate: string | null;
  rejectionReason: string | null;
  product: { id: string; slug: string; published: boolean } | null;
  attachments: AttachmentLink[];
  unreadForDesigner: number;
}

export interface TicketMessageData {
  id: string;
  fromStaff: boolean;
  authorName: string | null;
  text: string;
  createdAt: string;
  attachments: AttachmentLink[];
}

const iso = (date: Date | string | null): string | null =>
  date === null ? null : typeof date === 'string' ? date : date.toISOString();

const linksOf = (attachments: TicketView['attachments']): AttachmentLink[] =>
  attachments.map(({ id, originalName, sizeBytes, url }) => ({ id, originalName, sizeBytes, url }));

/** Only what the designer's pages show (no ids of staff, no slugs they do not link to). */
export function ticketData(view: TicketView): TicketData {
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    status: view.status,
    basePriceMinor: view.basePriceMinor,
    currency: view.currency,
    designerStage: view.designerStage,
    forCompetition: view.forCompetition,
    category: view.category ? { name: view.category.name, arName: view.category.arName } : null,
    createdAt: iso(view.createdAt)!,
    acceptanceDate: iso(view.acceptanceDate),
    rejectionDate: iso(view.rejectionDate),
    rejectionReason: view.rejectionReason,
    product: view.product,
    attachments: linksOf(view.attachments),
    unreadForDesigner: view.unreadForDesigner,
  };
}

export function ticketMessageData(message: TicketMessageView): TicketMessageData {
  return {
    id: message.id,
    fromStaff: message.fromStaff,
    authorName: message.author?.name ?? null,
    text: message.text,
    createdAt: iso(message.createdAt)!,
    attachments: linksOf(message.attachments),
  };
}

/** Tickets by status, each list newest first as the service answers them. */
export function groupTickets(tickets: readonly TicketData[]): Record<TicketStatus, TicketData[]> {
  const groups: Record<TicketStatus, TicketData[]> = { waiting: [], accepted: [], rejected: [] };
  for (const ticket of tickets) groups[ticket.status]?.push(ticket);
  return groups;
}

/** The list a `status` query asks for; the waiting list when it names none of the three. */
export const statusOf = (value: string | null): TicketStatus =>
  TICKET_STATUSES.includes(value as TicketStatus) ? (value as TicketStatus) : 'waiting';
