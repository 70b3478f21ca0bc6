/**
 * The static pages of SPEC.md section 3 ("Content pages"): About, the terms-like pages (terms,
 * policies, exchange policies, privacy, shipping, b2b), FAQs, how-it-works stages and the intro
 * text per page. Staff texts leave here as safe HTML (rich-text.ts); everything is public.
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { memoryCopy } from '../db/memory-copy.ts';
import {
  contentPages,
  faqs,
  headerDescriptions,
  howItWorksStages,
  type ContentPageBody,
} from '../db/schema/content.schema.ts';
import { DomainError, notFound } from '../errors.ts';
import { toSafeHtml } from './rich-text.ts';

export type ContentPageKind = (typeof contentPages.$inferSelect)['kind'];
export type FaqAudience = (typeof faqs.$inferSelect)['forAudience'];

export const FAQ_AUDIENCES: readonly FaqAudience[] = ['general', 'customer', 'designer'];
export const HOW_IT_WORKS_TYPES = ['customer', 'designer'] as const;

const invalidArgument = (argument: string, value: string) =>
  new DomainError({
    code: 'VALIDATION_FAILED',
    messageKey: 'validation.invalid',
    message: 'This value is not valid',
    status: 400,
    details: { field: argument, value },
  });

// ------------------------------------------------------------------------------------------------
// About and the terms-like pages
// ------------------------------------------------------------------------------------------------

export interface AboutContract {
  _id: string;
  description: string;
  arDescription: string;
  whatWeDo: string;
  arWhatWeDo: string;
  mission: string;
  arMission: string;
  vision: string;
  arVision: string;
  updatedAt: string;
}

export interface PageItemContract {
  title: string;
  arTitle: string;
  description: string;
  arDescription: string;
}

/** Terms, policies, exchange policies, privacy, shipping and b2b: an intro and titled items. */
export interface TermsContract {
  _id: string;
  type: string;
  description: string;
  arDescription: string;
  content: PageItemContract[];
  updatedAt: string;
}

async function findPage(ctx: ServiceContext, kind: ContentPageKind) {
  const [row] = await ctx.db.select().from(contentPages).where(eq(contentPages.kind, kind)).limit(1);
  if (!row) throw notFound('page', 'Page not found');
  return row;
}

const twin = (words: { en: string; ar: string } | undefined) => ({
  en: toSafeHtml(words?.en),
  ar: toSafeHtml(words?.ar),
});

/** The About page (getAbout): description, what we do, mission and vision in both languages. */
export async function getAbout(ctx: ServiceContext): Promise<AboutContract> {
  const row = await findPage(ctx, 'about');
  const [description, whatWeDo, mission, vision] = [
    twin(row.body.description),
    twin(row.body.whatWeDo),
    twin(row.body.mission),
    twin(row.body.vision),
  ];
  return {
    _id: row.id,
    description: description.en,
    arDescription: description.ar,
    whatWeDo: whatWeDo.en,
    arWhatWeDo: whatWeDo.ar,
    mission: mission.en,
    arMission: mission.ar,
    vision: vision.en,
    arVision: vision.ar,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The `type` argument of getTerms as a stored page: terms (default), privacy, shipping, b2b, and
 * the policies and exchange policies also reachable by their own calls. Written as in routes
 * (exchangePolicy) or as stored (exchange_policies), any case.
 */
const TERMS_TYPES: Record<string, ContentPageKind> = {
  terms: 'terms',
  privacy: 'privacy',
  shipping: 'shipping',
  b2b: 'b2b',
  policies: 'policies',
  policy: 'policies',
  exchangepolicy: 'exchange_policies',
  exchangepolicies: 'exchange_policies',
  exchange_policies: 'exchange_policies',
};

export function parseTermsType(type: string | null | undefined): ContentPageKind {
  const key = (type ?? '').trim().toLowerCase().replace(/[-\s]/g, '');
  if (key === '') return 'terms';
  const kind = TERMS_TYPES[key];
  if (!kind) throw invalidArgument('type', type!);
  return kind;
}

function toTermsContract(row: { id: string; kind: ContentPageKind; body: ContentPageBody; updatedAt: Date }) {
  const description = twin(row.body.description);
  return {
    _id: row.id,
    type: row.kind,
    description: description.en,
    arDescription: description.ar,
    content: (row.body.items ?? []).map((item) => ({
      title: item.title,
      arTitle: item.arTitle,
      description: toSafeHtml(item.body),
      arDescription: toSafeHtml(item.arBody),
    })),
    updatedAt: row.updatedAt.toISOString(),
  } satisfies TermsContract;
}

/** getTerms(type): one terms-like page; 400 for an unknown type, 404 when staff never wrote it. */
export async function getTerms(ctx: ServiceContext, type?: string | null): Promise<TermsContract> {
  return toTermsContract(await findPage(ctx, parseTermsType(type)));
}

export async function getPolicies(ctx: ServiceContext): Promise<TermsContract> {
  return toTermsContract(await findPage(ctx, 'policies'));
}

export async function getExchangePolicies(ctx: ServiceContext): Promise<TermsContract> {
  return toTermsContract(await findPage(ctx, 'exchange_policies'));
}

// ------------------------------------------------------------------------------------------------
// FAQs, how it works, header descriptions
// ------------------------------------------------------------------------------------------------

export interface FaqContract {
  _id: string;
  question: string;
  arQuestion: string;
  answer: string;
  arAnswer: string;
  for: FaqAudience;
  displayOrder: number;
}

export function parseFaqAudience(value: string | null | undefined): FaqAudience | null {
  const key = (value ?? '').trim().toLowerCase();
  if (key === '' || key === 'all') return null;
  const audience = FAQ_AUDIENCES.find((item) => item === key);
  if (!audience) throw invalidArgument('for', value!);
  return audience;
}

/** getFaqs(for): the questions for general, customer or designer readers (absent: all), in display order. */
export async function getFaqs(ctx: ServiceContext, audience?: string | null): Promise<FaqContract[]> {
  const forAudience = parseFaqAudience(audience);
  const rows = await ctx.db
    .select()
    .from(faqs)
    .where(forAudience ? eq(faqs.forAudience, forAudience) : undefined)
    .orderBy(asc(faqs.displayOrder), asc(faqs.createdAt), asc(faqs.id));
  return rows.map((row) => ({
    _id: row.id,
    question: row.question,
    arQuestion: row.arQuestion,
    answer: toSafeHtml(row.answer),
    arAnswer: toSafeHtml(row.arAnswer),
    for: row.forAudience,
    displayOrder: row.displayOrder,
  }));
}

export interface HowItWorksStageContract {
  _id: string;
  type: string;
  number: number;
  title: string;
  arTitle: string;
  description: string;
  arDescription: string;
  image: string | null;
}

/** getHowItWorksStages(type): the numbered stages of the customer or designer journey (absent: both). */
export async function getHowItWorksStages(
  ctx: ServiceContext,
  type?: string | null,
): Promise<HowItWorksStageContract[]> {
  const key = (type ?? '').trim().toLowerCase();
  let filter: SQL | undefined;
  if (key !== '') {
    if (!HOW_IT_WORKS_TYPES.some((item) => item === key)) throw invalidArgument('type', type!);
    filter = eq(howItWorksStages.type, key);
  }
  const rows = await ctx.db
    .select()
    .from(howItWorksStages)
    .where(filter)
    .orderBy(asc(howItWorksStages.type), asc(howItWorksStages.number));
  return rows.map((row) => ({
    _id: row.id,
    type: row.type,
    number: row.number,
    title: row.title,
    arTitle: row.arTitle,
    description: toSafeHtml(row.description),
    arDescription: toSafeHtml(row.arDescription),
    image: row.image,
  }));
}

export interface HeaderDescriptionContract {
  _id: string;
  page: string;
  description: string;
  arDescription: string;
}

/** The intro text of a page, or null when staff wrote none (pages then use their own wording). */
export async function findHeaderDescription(
  ctx: ServiceContext,
  page: string,
): Promise<HeaderDescriptionContract | null> {
  const key = page.trim();
  if (key === '') return null;
  return (await headerDescriptionsByPage(ctx, 'all')).get(key) ?? null;
}

/**
 * Every intro text by page (a few dozen rows, read by most pages): kept in memory until the content
 * changes. The whole table is one copy, so a page name from a URL cannot grow the memory.
 */
const headerDescriptionsByPage = memoryCopy(
  ['content'],
  async (ctx, _all: 'all'): Promise<Map<string, HeaderDescriptionContract>> => {
    const rows = await ctx.db.select().from(headerDescriptions);
    return new Map(
      rows.map((row) => [
        row.page,
        { _id: row.id, page: row.page, description: row.description, arDescription: row.arDescription },
      ]),
    );
  },
);

/** getHeaderDescriptionByPage(page): 404 when the page has none. */
export async function getHeaderDescriptionByPage(
  ctx: ServiceContext,
  page: string | null | undefined,
): Promise<HeaderDescriptionContract> {
  const found = await findHeaderDescription(ctx, page ?? '');
  if (!found) throw notFound('headerDescription', 'Header description not found');
  return found;
}
