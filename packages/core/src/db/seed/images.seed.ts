import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { avatarSvg, sceneSvg } from './artwork.ts';
import { CATEGORIES, ITEM_KINDS, itemKindOf } from './catalog.words.ts';
import {
  artworkPictureSvgs,
  idesignBannerSvg,
  mockupPicture,
  productSceneSvg,
  drawArtwork,
  COLOURWAYS,
  type ItemKind,
} from './product-pictures.ts';
import type { Random } from './random.ts';
import { designBaseImages, type DesignBaseImages } from './idesign-stages.seed.ts';

/**
 * The demo pictures, rendered once per seed into the uploads folder and reused: products draw
 * from a small pool per category, so 100,000 products need no more files than 300 do.
 * Paths are relative to the uploads root; the server serves them at /uploads/<path>. Each name
 * ends with a digest of its drawing (`products/mugs-01.3f2a9c0d1e4b5a67.webp`): another seed draws
 * other pictures under other names, so browsers may keep each one for a year (uploads-handler.ts).
 */
/** The pictures of one artwork on one kind of product (product-pictures.ts). */
export interface ArtworkPicturePaths {
  /** The main picture, then the other colourways (a product's further variants). */
  mockups: string[];
  flat: string;
  detail: string;
  lifestyle: string;
}

export interface ImagePool {
  /** Main product pictures per category slug (subcategory pictures, ticket attachments). */
  products: Map<string, string[]>;
  /** Every artwork's pictures per kind of product: a product takes one artwork's. */
  artworks: Map<ItemKind, ArtworkPicturePaths[]>;
  avatars: string[];
  categoryImages: Map<string, { image: string; banner: string }>;
  collections: { image: string; banner: string }[];
  sliders: string[];
  banners: string[];
  adverts: string[];
  posts: string[];
  stages: string[];
  idesignBanner: string;
  /** iDesign's stage mock-ups (idesign.seed.ts). */
  idesign: DesignBaseImages;
  files: number;
}

interface Job {
  path: string;
  svg: string;
}

/** Artworks per kind of product: 12 kinds x 4 artworks x 6 pictures keeps the seed to seconds. */
export const ARTWORKS_PER_KIND = 4;
const PRODUCT_PICTURE_SIZE = 600;

/** The kinds a shelf of each wide picture shows (slides, banners, collections). */
const SHELVES: ItemKind[][] = [
  ['frame', 'mug', 'shirt', 'cushion'],
  ['hoodie', 'bag', 'phone', 'frame'],
  ['notebook', 'mug', 'sticker', 'round'],
  ['shirt', 'frame', 'bag', 'mug'],
  ['cushion', 'frame', 'round', 'notebook'],
];

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

export async function renderImagePool(uploadsDir: string, random: Random, seed: number): Promise<ImagePool> {
  const jobs: Job[] = [];
  const add = (name: string, svg: string) => {
    const relative = `${name}.${createHash('sha256').update(svg).digest('hex').slice(0, 16)}.webp`;
    jobs.push({ path: relative, svg });
    return relative;
  };
  const two = (n: number) => String(n).padStart(2, '0');
  const artworks = new Map<ItemKind, ArtworkPicturePaths[]>();
  for (const kind of ITEM_KINDS) {
    const pool: ArtworkPicturePaths[] = [];
    for (let i = 1; i <= ARTWORKS_PER_KIND; i += 1) {
      const svgs = artworkPictureSvgs(kind, random, PRODUCT_PICTURE_SIZE);
      const name = `products/${kind}-${two(i)}`;
      pool.push({
        mockups: svgs.mockups.map((svg, k) => add(k === 0 ? name : `${name}-colour-${k + 1}`, svg)),
        flat: add(`${name}-flat`, svgs.flat),
        detail: add(`${name}-detail`, svgs.detail),
        lifestyle: add(`${name}-lifestyle`, svgs.lifestyle),
      });
    }
    artworks.set(kind, pool);
  }
  const products = new Map<string, string[]>();
  const categoryImages = new Map<string, { image: string; banner: string }>();
  for (const category of CATEGORIES) {
    const kinds = [...new Set(category.subcategories.map((sub) => itemKindOf(category, sub)))];
    products.set(
      category.slug,
      kinds.flatMap((kind) => artworks.get(kind)!.map((artwork) => artwork.mockups[0]!)),
    );
    const backdrop = random.pick(['#f5f1ea', '#eef2f3', '#f7efe9', '#eceff4']);
    categoryImages.set(category.slug, {
      image: add(
        `content/category-${category.slug}`,
        mockupPicture(kinds[0]!, drawArtwork(random), COLOURWAYS[kinds[0]!][0]!, backdrop, 400),
      ),
      banner: add(
        `content/category-${category.slug}-banner`,
        productSceneSvg([...kinds, ...kinds, ...kinds, ...kinds].slice(0, 5), random, 1600, 400),
      ),
    });
  }
  const avatars = Array.from({ length: 20 }, (_, i) =>
    add(`avatars/designer-${two(i + 1)}`, avatarSvg(random)),
  );
  const shelf = (i: number) => SHELVES[i % SHELVES.length]!;
  const collections = Array.from({ length: 5 }, (_, i) => ({
    image: add(`content/collection-${i + 1}`, productSceneSvg(shelf(i).slice(0, 2), random, 800, 800)),
    banner: add(`content/collection-${i + 1}-banner`, productSceneSvg(shelf(i), random, 1600, 400)),
  }));
  const sliders = Array.from({ length: 3 }, (_, i) =>
    add(`content/slider-${i + 1}`, productSceneSvg(shelf(i), random, 1600, 600)),
  );
  const banners = Array.from({ length: 3 }, (_, i) =>
    add(`content/banner-${i + 1}`, productSceneSvg(shelf(i + 1).slice(0, 3), random, 1200, 400)),
  );
  const adverts = Array.from({ length: 2 }, (_, i) =>
    add(`content/advert-${i + 1}`, sceneSvg(random, 1200, 300)),
  );
  const posts = Array.from({ length: 6 }, (_, i) =>
    add(`content/post-${i + 1}`, sceneSvg(random, 1200, 630)),
  );
  const stages = Array.from({ length: 8 }, (_, i) =>
    add(`content/how-it-works-${i + 1}`, sceneSvg(random, 400, 400)),
  );
  const idesignBanner = add('content/idesign-banner', idesignBannerSvg(random, 1600, 400));
  const idesign = designBaseImages(add);

  for (const folder of ['products', 'avatars', 'content', 'idesign']) {
    await fs.mkdir(path.join(uploadsDir, folder), { recursive: true });
  }
  // The same seed draws the same pictures, so files left by an earlier run with this seed are
  // reused (re-seeding with --force skips the slowest step); the stamp records which seed made them.
  const stamp = path.join(uploadsDir, '.demo-seed');
  const reuse = (await fs.readFile(stamp, 'utf8').catch(() => '')) === String(seed);
  await fs.rm(stamp, { force: true });
  // sharp encodes on libuv's thread pool; a few jobs in flight keep every core busy.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const target = path.join(uploadsDir, job.path);
      if (reuse && (await exists(target))) continue;
      // Written beside and renamed, so an interrupted run never leaves a half-written file.
      const partial = `${target}.${process.pid}.partial`;
      // effort 2: a third faster than the default for a few per cent more bytes (8-10 KB a picture).
      await sharp(Buffer.from(job.svg)).webp({ quality: 82, effort: 2 }).toFile(partial);
      await fs.rename(partial, target);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await fs.writeFile(stamp, String(seed));

  return {
    products,
    artworks,
    avatars,
    categoryImages,
    collections,
    sliders,
    banners,
    adverts,
    posts,
    stages,
    idesignBanner,
    idesign,
    files: jobs.length,
  };
}
