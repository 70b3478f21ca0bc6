import type { ServiceContext } from '../context.ts';
import type { CurrencyCode } from '../locale/locales.ts';
import type { TicketFiles } from './ticket-files.ts';

export type TicketStatus = 'waiting' | 'accepted' | 'rejected';

export interface TicketAttachmentView {
  id: string;
  originalName: string | null;
  mimeType: string | null;
  sizeBytes: number | null;
  /** A signed /files/... link, null when the reader may not open it. */
  url: string | null;
}

export interface TicketView {
  id: string;
  slug: string;
  name: string;
  description: string;
  basePriceMinor: number | null;
  currency: CurrencyCode;
  status: TicketStatus;
  designerStage: string | null;
  forCompetition: boolean;
  category: { id: string; name: string; arName: string; slug: string } | null;
  designer: { id: string; name: string; slug: string };
  createdAt: Date;
  acceptanceDate: Date | null;
  rejectionDate: Date | null;
  rejectionReason: string | null;
  product: { id: string; slug: string } | null;
  attachments: TicketAttachmentView[];
  /** Staff messages the designer has not read. */
  unreadForDesigner: number;
  /** Designer messages staff have not read. */
  newMessage: number;
}

export interface AddProductForDesignerInput {
  designer: string | null | undefined;
  category: string | null | undefined;
  designerStage?: string | null;
  ticketForCompetition?: boolean | null;
  name: string | null | undefined;
  basePrice?: number | string | null;
  description: string | null | undefined;
  attachments?: readonly string[] | null;
  createdAt?: string | null;
  mailLang?: string | null;
}

export async function addProductForDesigner(
  ctx: ServiceContext,
  input: AddProductForDesignerInput,
  files: TicketFiles,
): Promise<TicketView> {
  void ctx;
  void input;
  void files;
  throw new Error('not implemented yet');
}

export async function getDesignerTickets(
  ctx: ServiceContext,
  input: { designer: string | null | undefined; status?: string | null },
  files: TicketFiles,
): Promise<TicketView[]> {
  void ctx;
  void input;
  void files;
  throw new Error('not implemented yet');
}

export async function getTicketById(
  ctx: ServiceContext,
  ticketOrProductId: string | null | undefined,
  files: TicketFiles,
): Promise<TicketView> {
  void ctx;
  void ticketOrProductId;
  void files;
  throw new Error('not implemented yet');
}

export async function removeRejectedTicket(
  ctx: ServiceContext,
  ticketId: string | null | undefined,
): Promise<{ id: string }> {
  void ctx;
  void ticketId;
  throw new Error('not implemented yet');
}

export async function countPendingTickets(ctx: ServiceContext, designerId: string): Promise<number> {
  void ctx;
  void designerId;
  throw new Error('not implemented yet');
}
