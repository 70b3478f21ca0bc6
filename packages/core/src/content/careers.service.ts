/**
 * Open positions (getCareers) and applications to them (addCareerRequest) with a CV in PDF.
 *
 * A CV is checked by its bytes (the %PDF- signature), not by its name or declared type, kept as a
 * private file (media/private-files.ts: outside the public uploads folder, read only through a
 * signed link minted for staff) and referenced as `cvs/<32 hex>.pdf`. An application is saved only
 * when every field is right and each CV it names exists.
 */
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  VALIDATION_KEYS,
  emailField,
  optionalText,
  phoneField,
  requiredText,
} from '../accounts/account-validation.ts';
import type { ServiceContext } from '../context.ts';
import { careerRequests, careers } from '../db/schema/content.schema.ts';
import { DomainError } from '../errors.ts';
import type { Actor } from '../context.ts';
import {
  isPrivateReference,
  privateFileExists,
  privateFileLinkFor,
  removePrivateFile,
  storePrivateFile,
} from '../media/private-files.ts';
import type { FileStore, FileStoreSource } from '../media/file-store.ts';
import { MAX_UPLOAD_BYTES } from '../media/upload-limits.ts';
import { withoutControlCharacters } from './contact.service.ts';
import { formError, parseFormInput } from './form-input.ts';
import { toSafeHtml } from './rich-text.ts';
import { UUID_PATTERN } from '../ids.ts';

/** SPEC.md sections 5 and 9: attachments up to 50 MB. */
export const MAX_CV_BYTES = MAX_UPLOAD_BYTES;
/** An application carries one CV, or a few pages sent as separate files. */
export const MAX_CVS_PER_REQUEST = 3;

const PDF_SIGNATURE = '%PDF-';
const isCvPath = (value: string) => isPrivateReference(value, 'cvs') && value.endsWith('.pdf');

/** Where CVs live: the private area of the configured FileStore (the runtime's config fits). */
export type CvStorage = FileStoreSource | FileStore;

export const CV_ERRORS = {
  required: { key: 'errors.career.cvRequired', message: 'Please upload your CV first' },
  notPdf: { key: 'errors.career.cvNotPdf', message: 'The CV must be a PDF file' },
  tooBig: { key: 'errors.upload.tooBig', message: 'The file is too big' },
} as const;

export interface CareerContract {
  _id: string;
  title: string;
  arTitle: string;
  /** Safe HTML. */
  description: string;
  arDescription: string;
  careerTags: { name: string; arName: string }[];
  createdAt: string;
}

/** getCareers: the open positions, newest first. */
export async function getCareers(ctx: ServiceContext): Promise<CareerContract[]> {
  const rows = await ctx.db
    .select()
    .from(careers)
    .where(eq(careers.status, true))
    .orderBy(desc(careers.createdAt), desc(careers.id));
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    arTitle: row.arTitle,
    description: toSafeHtml(row.description),
    arDescription: toSafeHtml(row.arDescription),
    careerTags: row.tags.map((tag) => ({ name: tag.name, arName: tag.arName })),
    createdAt: row.createdAt.toISOString(),
  }));
}

// ------------------------------------------------------------------------------------------------
// CV files
// ------------------------------------------------------------------------------------------------

/** Whether the bytes are a PDF: the signature within the first KB (PDF readers allow leading junk there). */
export function isPdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024));
  return head.indexOf(PDF_SIGNATURE, 0, 'latin1') !== -1;
}

/** The CV error of a chosen file (empty, not a PDF, too big), or null when it can be stored. */
export function cvFileError(bytes: Uint8Array): (typeof CV_ERRORS)[keyof typeof CV_ERRORS] | null {
  if (bytes.byteLength === 0) return CV_ERRORS.required;
  if (bytes.byteLength > MAX_CV_BYTES) return CV_ERRORS.tooBig;
  if (!isPdf(bytes)) return CV_ERRORS.notPdf;
  return null;
}

/**
 * Stores a CV as a private file and answers its reference (`cvs/<32 hex>.pdf`). Throws the 400
 * DomainError of the `cv` field for an empty, oversized or non-PDF file; nothing is written then.
 */
export async function storeCvUpload(storage: CvStorage, bytes: Uint8Array): Promise<string> {
  const problem = cvFileError(bytes);
  if (problem) throw formError('cv', problem.key, problem.message, problem === CV_ERRORS.tooBig ? 413 : 400);
  return storePrivateFile(storage, 'cvs', 'pdf', bytes);
}

/** Removes a stored CV whose application was not saved; a missing file is fine. */
export async function removeCvUpload(storage: CvStorage, cvPath: string): Promise<void> {
  if (!isCvPath(cvPath)) return;
  await removePrivateFile(storage, cvPath);
}

/**
 * Links to an application's CVs for whoever reads it: short-lived signed links for superAdmin and
 * admin, nothing for anyone else (the rule of media/private-files.ts). Staff views of applications
 * show these, never the stored references.
 */
export function cvLinksFor(
  actor: Actor | null,
  cvPaths: readonly string[],
  options: { secret: Uint8Array; now: Date },
): string[] {
  return cvPaths.flatMap((cv) => privateFileLinkFor(actor, cv, options) ?? []);
}

// ------------------------------------------------------------------------------------------------
// Applications
// ------------------------------------------------------------------------------------------------

const clean = <S extends z.ZodType>(schema: S) => z.preprocess(withoutControlCharacters, schema);

/** The fields of an application other than the CV files (SPEC.md section 5: `career` is required). */
export const careerRequestSchema = z.object({
  career: z
    .string(VALIDATION_KEYS.required)
    .trim()
    .min(1, VALIDATION_KEYS.required)
    .regex(UUID_PATTERN, VALIDATION_KEYS.invalid),
  name: clean(requiredText(120)),
  email: clean(emailField),
  phone: clean(phoneField),
  comment: clean(optionalText(2000)),
});

export type CareerRequestInput = Partial<Record<keyof z.input<typeof careerRequestSchema>, unknown>> & {
  /** Paths answered by storeCvUpload. */
  cv?: readonly string[] | null;
};

export interface CareerRequestContract {
  _id: string;
  career: string;
  name: string;
  email: string;
  phone: string | null;
  cv: string[];
  comment: string | null;
  createdAt: string;
}

const careerNotFound = () =>
  new DomainError({
    code: 'CAREER_NOT_FOUND',
    messageKey: 'errors.career.notFound',
    message: 'This job is no longer open',
    status: 404,
  });

/**
 * Saves an application to an open position. 400 with every wrong field when a field is wrong or no
 * stored CV is named ('Please upload your CV first'), 404 when the position is unknown or closed.
 */
export async function addCareerRequest(
  ctx: ServiceContext,
  input: CareerRequestInput,
  storage: CvStorage,
): Promise<CareerRequestContract> {
  const fields = parseFormInput(careerRequestSchema, input);
  const cvPaths = [...new Set((input.cv ?? []).map((value) => String(value).trim()).filter(Boolean))];
  if (cvPaths.length === 0) throw formError('cv', CV_ERRORS.required.key, CV_ERRORS.required.message);
  if (cvPaths.length > MAX_CVS_PER_REQUEST || cvPaths.some((cv) => !isCvPath(cv))) {
    throw formError('cv', VALIDATION_KEYS.invalid, 'This value is not valid');
  }
  for (const cv of cvPaths) {
    if (!(await privateFileExists(storage, cv))) {
      throw formError('cv', CV_ERRORS.required.key, CV_ERRORS.required.message);
    }
  }
  const [career] = await ctx.db
    .select({ id: careers.id })
    .from(careers)
    .where(and(eq(careers.id, fields.career), eq(careers.status, true)))
    .limit(1);
  if (!career) throw careerNotFound();

  const [row] = await ctx.db
    .insert(careerRequests)
    .values({
      careerId: career.id,
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      cvPaths,
      comment: fields.comment,
      createdAt: ctx.now,
    })
    .returning();
  ctx.log.info({ careerRequestId: row!.id, careerId: career.id }, 'career request received');
  return {
    _id: row!.id,
    career: row!.careerId,
    name: row!.name,
    email: row!.email,
    phone: row!.phone,
    cv: row!.cvPaths,
    comment: row!.comment,
    createdAt: row!.createdAt.toISOString(),
  };
}
