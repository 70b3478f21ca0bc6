/**
 * Lighthouse's accessibility category on the storefront pages of issue 23 (home, a category, a
 * product, the cart, login and sign-up) in Arabic and English, against a running server:
 *
 *   npm start                                              # or any server with the demo data
 *   npx tsx scripts/lighthouse-accessibility.ts http://localhost:3000
 *
 * Lighthouse 13.5 (the benchmark's, installed on first use into .cache/bench-tools) with Debian's
 * Chromium. Not part of `npm test`: a dozen runs take minutes. Exits 1 when a page scores under 100.
 */
import { ensureLighthouse, lighthouseAccessibility } from './bench/lighthouse.ts';

const origin = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');

async function firstProductAndCategory(): Promise<{ product: string; category: string }> {
  const answer = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'query { getNewArrivals(availableIn: "eg") { data { _id } } }' }),
  });
  const body = (await answer.json()) as { data: { getNewArrivals: { data: { _id: string }[] } } };
  const home = await (await fetch(`${origin}/ar-eg/`)).text();
  const category = /href="\/ar-eg\/categories\/([^"?/]+)"/.exec(home)?.[1];
  const product = body.data.getNewArrivals.data[0]?._id;
  if (!product || !category) throw new Error(`no product or category found at ${origin}`);
  return { product, category };
}

ensureLighthouse();
const { product, category } = await firstProductAndCategory();
const pages = ['/', `/categories/${category}`, `/products/${product}`, '/cart', '/login', '/register'];
let short = 0;
for (const locale of ['ar-eg', 'en-sa']) {
  for (const page of pages) {
    const report = await lighthouseAccessibility(`${origin}/${locale}${page}`);
    console.log(`${report.score}  /${locale}${page}`);
    for (const failure of report.failures) {
      console.log(`     ${failure.id}: ${failure.title}`);
      for (const node of failure.nodes) console.log(`       ${node.slice(0, 160)}`);
    }
    if (report.score < 100) short += 1;
  }
}
process.exit(short > 0 ? 1 : 0);
