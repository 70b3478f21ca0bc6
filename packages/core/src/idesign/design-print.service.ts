/**
 * From a design line to the manufacturer's print files (issue 22, docs/decisions/048). At order
 * placement each design line keeps a snapshot (the document, the product's stages of the moment,
 * the pictures' stored keys, the preview) and a job is queued in the order's transaction; the job
 * renders every used stage to a 300 dpi transparent PNG, plus an SVG where the stage holds text
 * only, into the file store's private area. Staff who read orders and the line's manufacturer
 * download them; anyone else gets a 404 (as for a file that does not exist).
 */
import fs from 'node:fs/promises';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Actor, ClockedDbContext, ServiceContext } from '../context.ts';
import { can } from '../admin/permissions.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { designAssets, designs } from '../db/schema/idesign.schema.ts';
import {
  designPrintFiles,
  orderLines,
  orders,
  type DesignPrintFile,
  type OrderLineDesign,
} from '../db/schema/orders.schema.ts';
import { parseId } from '../ids.ts';
import { enqueueJob, type JobDeps, type JobHandler } from '../jobs/jobs.service.ts';
import { fileStoreOf, type FileStore, type FileStoreSource } from '../media/file-store.ts';
import { storePrivateFile } from '../media/private-files.ts';
import { languageOf, type CountryCode } from '../locale/locales.ts';
import { designErrors } from './design-errors.ts';
import { renderStagePng, renderStageSvg } from './design-render.ts';
import { parseDesignStages } from './design-stages.ts';
import { assetReader } from './design.service.ts';
import { printFileUrl, uploadUrl } from './design-urls.ts';

export const PRINT_FILES_QUEUE = 'idesign-print-files';

type Files = FileStore | FileStoreSource;

/** What a placed order needs of a cart line's design: its id and the snapshot kept on the order line. */
export async function designSnapshots(
  ctx: Pick<ServiceContext, 'db'>,
  lines: ReadonlyArray<{
    lineId: string;
    design: { id: string; extraMinor: Partial<Record<CountryCode, number>> } | null;
  }>,
  country: CountryCode,
): Promise<Map<string, { designId: string; design: OrderLineDesign }>> {
  const wanted = lines.filter((line) => line.design);
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db
    .select()
    .from(designs)
    .where(inArray(designs.id, [...new Set(wanted.map((line) => line.design!.id))]));
  const assetIds = rows.flatMap((row) =>
    row.document.stages.flatMap((stage) =>
      stage.elements.flatMap((element) => (element.type === 'image' ? [element.assetId] : [])),
    ),
  );
  const assets =
    assetIds.length === 0
      ? []
      : await ctx.db
          .select()
          .from(designAssets)
          .where(inArray(designAssets.id, [...new Set(assetIds)]));
  const productRows = await ctx.db
    .select({ id: products.id, stages: products.idesignStages })
    .from(products)
    .where(inArray(products.id, [...new Set(rows.map((row) => row.productId))]));
  const stagesOf = new Map(
    rows.map((row) => [
      row.id,
      parseDesignStages(productRows.find((product) => product.id === row.productId)?.stages) ?? [],
    ]),
  );
  const snapshots = new Map<string, { designId: string; design: OrderLineDesign }>();
  for (const line of wanted) {
    const row = rows.find((candidate) => candidate.id === line.design!.id);
    if (!row) continue;
    const used = new Set(
      row.document.stages.flatMap((stage) =>
        stage.elements.flatMap((element) => (element.type === 'image' ? [element.assetId] : [])),
      ),
    );
    snapshots.set(line.lineId, {
      designId: row.id,
      design: {
        designId: row.id,
        document: row.document,
        stages: stagesOf.get(row.id) ?? [],
        assets: assets
          .filter((asset) => used.has(asset.id))
          .map((asset) => ({
            assetId: asset.id,
            storageKey: asset.storageKey,
            widthPx: asset.widthPx,
            heightPx: asset.heightPx,
          })),
        thumbnailPath: row.thumbnailPath,
        extraMinor: line.design!.extraMinor[country] ?? 0,
      },
    });
  }
  return snapshots;
}

/** Queues the print files of an order's design lines (in the order's transaction). */
export async function enqueuePrintFiles(ctx: ClockedDbContext, orderId: string): Promise<void> {
  await enqueueJob(ctx, { queue: PRINT_FILES_QUEUE, payload: { orderId }, runAt: ctx.now });
}

/** Renders and stores the files of one order's design lines; files already made are kept (idempotent). */
export async function renderOrderPrintFiles(
  deps: Pick<JobDeps, 'db' | 'log'> & { files: Files },
  orderId: string,
): Promise<DesignPrintFile[]> {
  const lines = await deps.db
    .select({ id: orderLines.id, design: orderLines.design })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.design)));
  const made: DesignPrintFile[] = [];
  for (const line of lines) {
    const snapshot = line.design!;
    const existing = await deps.db
      .select()
      .from(designPrintFiles)
      .where(eq(designPrintFiles.orderLineId, line.id));
    const readAsset = assetReader(deps.files, snapshot.assets);
    for (const entry of snapshot.document.stages) {
      const stage = snapshot.stages.find((candidate) => candidate.id === entry.stageId);
      if (!stage || entry.elements.length === 0) continue;
      const has = (format: 'png' | 'svg') =>
        existing.some((file) => file.stageId === stage.id && file.format === format);
      const started = Date.now();
      if (!has('png')) {
        const { png, widthPx, heightPx } = await renderStagePng(stage, entry.elements, readAsset);
        made.push(await keep(deps, line.id, stage.id, 'png', png, { widthPx, heightPx }));
      }
      if (!has('svg')) {
        const svg = await renderStageSvg(stage, entry.elements, (file) => fs.readFile(file));
        if (svg) made.push(await keep(deps, line.id, stage.id, 'svg', Buffer.from(svg), {}));
      }
      deps.log.info(
        { orderId, lineId: line.id, stageId: stage.id, ms: Date.now() - started },
        'print files rendered',
      );
    }
  }
  return made;
}

async function keep(
  deps: Pick<JobDeps, 'db'> & { files: Files },
  orderLineId: string,
  stageId: string,
  format: 'png' | 'svg',
  bytes: Buffer,
  size: { widthPx?: number; heightPx?: number },
): Promise<DesignPrintFile> {
  const reference = await storePrivateFile(deps.files, 'print-files', format, bytes);
  const [row] = await deps.db
    .insert(designPrintFiles)
    .values({ orderLineId, stageId, format, reference, byteSize: bytes.length, ...size })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Another run stored it first: ours goes.
    await fileStoreOf(deps.files).delete('private', reference);
    const [theirs] = await deps.db
      .select()
      .from(designPrintFiles)
      .where(
        and(
          eq(designPrintFiles.orderLineId, orderLineId),
          eq(designPrintFiles.stageId, stageId),
          eq(designPrintFiles.format, format),
        ),
      );
    return theirs!;
  }
  return row;
}

/** The job: needs the file store (JobDeps.files, given by the server's composition). */
export const renderPrintFilesJob: JobHandler = async (deps, payload) => {
  const orderId = typeof payload.orderId === 'string' ? payload.orderId : '';
  if (!deps.files) throw new Error('the print files job needs the file store (JobDeps.files)');
  await renderOrderPrintFiles({ db: deps.db, log: deps.log, files: deps.files }, orderId);
};

// ------------------------------------------------------------------------------------------------
// Who downloads
// ------------------------------------------------------------------------------------------------

/** Staff who read orders, and the manufacturer of the line (an active account). */
export function mayDownloadPrintFile(actor: Actor | null, manufacturerId: string | null): boolean {
  if (!actor || !actor.status) return false;
  if (can(actor, 'orders.read')) return true;
  return (
    manufacturerId !== null && actor.id.toLowerCase() === manufacturerId && actor.role === 'manufacturer'
  );
}

/** The stored print file the actor may download, else the 404. */
export async function findPrintFile(
  ctx: ServiceContext,
  input: { orderId: unknown; lineId: unknown; stageId: unknown; format: unknown },
): Promise<DesignPrintFile> {
  const orderId = parseId(input.orderId);
  const lineId = parseId(input.lineId);
  const stageId =
    typeof input.stageId === 'string' && /^[a-z0-9-]{1,32}$/.test(input.stageId) ? input.stageId : null;
  const format = input.format === 'png' || input.format === 'svg' ? input.format : null;
  if (!orderId || !lineId || !stageId || !format) throw designErrors.printFileNotFound();
  const [row] = await ctx.db
    .select({ file: designPrintFiles, manufacturerId: orderLines.manufacturerId })
    .from(designPrintFiles)
    .innerJoin(orderLines, eq(orderLines.id, designPrintFiles.orderLineId))
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderLines.id, lineId),
        eq(designPrintFiles.stageId, stageId),
        eq(designPrintFiles.format, format),
      ),
    )
    .limit(1);
  if (!row || !mayDownloadPrintFile(ctx.user, row.manufacturerId)) throw designErrors.printFileNotFound();
  return row.file;
}

/** A stage's name as the order was placed, in the context's language. */
function stageLabel(design: OrderLineDesign, stageId: string, ctx: Pick<ServiceContext, 'locale'>): string {
  const stage = design.stages.find((candidate) => candidate.id === stageId);
  if (!stage) return stageId;
  return languageOf(ctx.locale) === 'ar' ? stage.arName : stage.name;
}

/**
 * The print files of some order lines the actor may download (the manufacturer's sales page):
 * by line id; lines without files, or not the actor's to download, are left out.
 */
export async function printFilesOfLines(
  ctx: ServiceContext,
  lineIds: readonly string[],
): Promise<Map<string, OrderLineDesignView['printFiles']>> {
  const ids = lineIds.flatMap((id) => parseId(id) ?? []);
  if (ids.length === 0 || !ctx.user) return new Map();
  const rows = await ctx.db
    .select({
      file: designPrintFiles,
      orderId: orderLines.orderId,
      manufacturerId: orderLines.manufacturerId,
      design: orderLines.design,
    })
    .from(designPrintFiles)
    .innerJoin(orderLines, eq(orderLines.id, designPrintFiles.orderLineId))
    .where(inArray(designPrintFiles.orderLineId, ids));
  const found = new Map<string, OrderLineDesignView['printFiles']>();
  for (const { file, orderId, manufacturerId, design } of rows) {
    if (!design || !mayDownloadPrintFile(ctx.user, manufacturerId)) continue;
    const format = file.format as 'png' | 'svg';
    found.set(file.orderLineId, [
      ...(found.get(file.orderLineId) ?? []),
      {
        stageId: file.stageId,
        label: stageLabel(design, file.stageId, ctx),
        format,
        url: printFileUrl(orderId, file.orderLineId, file.stageId, format),
      },
    ]);
  }
  return found;
}

export interface OrderLineDesignView {
  id: string;
  thumbnailUrl: string | null;
  printFiles: Array<{ stageId: string; label: string; format: 'png' | 'svg'; url: string }>;
}

/**
 * The design of each design line of an order as the order pages show it: the preview for the
 * shopper, and the print files' links for those who may download them (none for the shopper).
 */
export async function orderLineDesigns(
  ctx: ServiceContext,
  orderId: string,
): Promise<Map<string, OrderLineDesignView>> {
  const lines = await ctx.db
    .select({ id: orderLines.id, design: orderLines.design, manufacturerId: orderLines.manufacturerId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.design)));
  const files =
    lines.length === 0
      ? []
      : await ctx.db
          .select()
          .from(designPrintFiles)
          .where(
            inArray(
              designPrintFiles.orderLineId,
              lines.map((line) => line.id),
            ),
          );
  return new Map(
    lines.map((line) => [
      line.id,
      {
        id: line.design!.designId,
        thumbnailUrl: line.design!.thumbnailPath ? uploadUrl(line.design!.thumbnailPath) : null,
        printFiles: mayDownloadPrintFile(ctx.user, line.manufacturerId)
          ? files
              .filter((file) => file.orderLineId === line.id)
              .map((file) => ({
                stageId: file.stageId,
                label: stageLabel(line.design!, file.stageId, ctx),
                format: file.format as 'png' | 'svg',
                url: printFileUrl(orderId, line.id, file.stageId, file.format as 'png' | 'svg'),
              }))
          : [],
      },
    ]),
  );
}
