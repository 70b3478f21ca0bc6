import type { ServiceContext } from '../context.ts';
import type { TicketFiles } from './ticket-files.ts';
import type { TicketAttachmentView, TicketView } from './tickets.service.ts';

export interface TicketMessageView {
  id: string;
  fromStaff: boolean;
  author: { id: string; name: string } | null;
  text: string;
  createdAt: Date;
  readAt: Date | null;
  attachments: TicketAttachmentView[];
}

export async function getTicketDiscussion(
  ctx: ServiceContext,
  ticketOrProductId: string | null | undefined,
  files: TicketFiles,
): Promise<{ ticket: TicketView; messages: TicketMessageView[] }> {
  void ctx;
  void ticketOrProductId;
  void files;
  throw new Error('not implemented yet');
}

export async function addTicketMessage(
  ctx: ServiceContext,
  input: {
    ticket: string | null | undefined;
    text: string | null | undefined;
    attachments?: readonly string[] | null;
  },
  files: TicketFiles,
): Promise<TicketMessageView> {
  void ctx;
  void input;
  void files;
  throw new Error('not implemented yet');
}

export async function addNewMessageNotification(
  ctx: ServiceContext,
  input: { product: string | null | undefined; increase?: boolean | null },
): Promise<{ id: string; newMessage: number }> {
  void ctx;
  void input;
  throw new Error('not implemented yet');
}

export async function updateResponsesNotifications(
  ctx: ServiceContext,
  input: { user: string | null | undefined; increase?: boolean | null },
): Promise<{ id: string; responsesReaded: number }> {
  void ctx;
  void input;
  throw new Error('not implemented yet');
}

export async function countUnreadStaffMessages(ctx: ServiceContext, designerId: string): Promise<number> {
  void ctx;
  void designerId;
  throw new Error('not implemented yet');
}
