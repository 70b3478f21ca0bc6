import type { ServiceContext } from '../context.ts';
import type { CountryCode } from '../locale/locales.ts';
import type { TicketFiles } from './ticket-files.ts';
import type { TicketView } from './tickets.service.ts';

/** Major units of that country's currency. */
export interface CountryPriceInput {
  price: number | string;
  revenue?: number | string | null;
  siteRevenue?: number | string | null;
  manufacturingCost?: number | string | null;
}

export interface AcceptTicketInput {
  ticket: string | null | undefined;
  prices: Partial<Record<CountryCode, CountryPriceInput>>;
  images?: readonly string[] | null;
  availableEdition?: number | null;
  manufacturer?: string | null;
  arName?: string | null;
  arDescription?: string | null;
}

export async function acceptTicket(
  ctx: ServiceContext,
  input: AcceptTicketInput,
  files: TicketFiles,
): Promise<TicketView> {
  void ctx;
  void input;
  void files;
  throw new Error('not implemented yet');
}

export async function rejectTicket(
  ctx: ServiceContext,
  input: { ticket: string | null | undefined; reason: string | null | undefined },
  files: TicketFiles,
): Promise<TicketView> {
  void ctx;
  void input;
  void files;
  throw new Error('not implemented yet');
}
