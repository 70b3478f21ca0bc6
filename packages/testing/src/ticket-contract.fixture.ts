/**
 * The set-up of the designer tickets' contract tests (docs/decisions/030): a runtime with a data
 * folder (attachments are files), a designer with a complete profile, another designer, a customer,
 * ticket staff (designerSupport) and an admin, a category; the ticket selection and its shape.
 */
import type { AppDb } from '@souq/core/db/client.ts';
import type { User } from '@souq/core/db/schema/accounts.schema.ts';
import { buildCategory, buildUser, COMPLETE_DESIGNER_PROFILE } from './builders/index.ts';
import { tokenFor, useContractApi } from './contract-api.fixture.ts';
import type { Shape } from './graphql-contract.ts';

export const TICKET_FIELDS = `_id slug name description basePrice currency status designerStage ticketForCompetition
  category { _id name arName slug } designer { _id name slug } createdAt acceptionDate rejectionDate
  rejectionReason product { _id slug } attachments { _id originalName mimeType size url }
  unreadForDesigner newMessage`;

export const ticketAttachmentShape: Shape = {
  _id: 'id',
  originalName: 'string?',
  mimeType: 'string?',
  size: 'integer?',
  url: 'string?',
};

export const ticketShape: Shape = {
  _id: 'id',
  slug: 'string',
  name: 'string',
  description: 'string',
  basePrice: 'number?',
  currency: 'string',
  status: 'string',
  designerStage: 'string?',
  ticketForCompetition: 'boolean',
  category: 'any',
  designer: { _id: 'id', name: 'string', slug: 'string' },
  createdAt: 'string',
  acceptionDate: 'string?',
  rejectionDate: 'string?',
  rejectionReason: 'string?',
  product: 'any',
  attachments: [ticketAttachmentShape],
  unreadForDesigner: 'integer',
  newMessage: 'integer',
};

export interface TicketContractFixture {
  designer: User;
  otherDesigner: User;
  customer: User;
  support: User;
  admin: User;
  categoryId: string;
}

export type TicketActor = Exclude<keyof TicketContractFixture, 'categoryId'>;

async function seedTicketPeople(db: AppDb): Promise<TicketContractFixture> {
  return {
    designer: await buildUser(db, { ...COMPLETE_DESIGNER_PROFILE, mailLang: 'en' }),
    otherDesigner: await buildUser(db, COMPLETE_DESIGNER_PROFILE),
    customer: await buildUser(db),
    support: await buildUser(db, { privilageType: 'designerSupport' }),
    admin: await buildUser(db, { privilageType: 'admin' }),
    categoryId: (await buildCategory(db)).id,
  };
}

/** The API over a fresh database with the people of the ticket tests; `token(who)` signs one in. */
export function useTicketContract() {
  const api = useContractApi({ dataDir: true, seed: (db) => seedTicketPeople(db) });
  const token = (who: TicketActor) => tokenFor(api.runtime, api.fixture[who]);
  return { api, token };
}
