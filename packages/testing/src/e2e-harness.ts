/**
 * The one harness of the browser journeys (tests/e2e): the server (the run's shared one or the
 * file's own), Chromium, fresh pages that record console errors, GraphQL, a shopper's sign-up
 * and sign-in, hydration and accessibility. Call it at the top of a journey file:
 *
 *   const e2e = useE2e();                                               // the shared server
 *   const e2e = useE2e({ server: { env: { SOUQ_DEV_UI: 'true' } } });  // a server of its own
 *   it('…', async () => {
 *     const { page, errors } = await e2e.newPage();
 *     await page.goto(`${e2e.url}/ar-eg/`);
 *   });
 *
 * Which journey runs on which server (a server's first start costs 30 s of a busy 2-core machine):
 * - The shared server, started once per run by e2e-server.setup.ts: the journeys that only read
 *   (storefront, catalog-listings, catalog-pages, search, storefront-layout's strategy A,
 *   ui-gallery: the shared server serves /dev/ui, SOUQ_DEV_UI, and mobile-layout: its shopper signs
 *   up with a unique email) and those whose writes cannot
 *   disturb the others: their own guest carts, reviews and wishlist entries, or shoppers who sign
 *   up with unique emails (product-page, cart-country-switch, cart-features, cart-checkout,
 *   order-lifecycle, seller-dashboard, admin-dashboard: staff write only to what the journey
 *   made). They may sign in with the demo logins, whose passwords
 *   nothing on it changes. Its files run one at a time (a lock: takeSharedServer), in no fixed order: a journey on it counts
 *   relative to what it finds (stock, balances, uses), never from an empty database. Mind the
 *   sign-ups: 10 an hour per client address (throttle.ts). `signUp` (the API) sends each from a
 *   loopback address of its own, so the browser's 127.0.0.1 keeps its ten for the sign-up forms.
 * - A server of their own, on a copy of the run's seeded template folder (startSeededServer): the
 *   journeys that change settings or the server, or read its database: accounts (changes the demo
 *   customer's password), account-guards (a fake identity provider in its env), content-pages
 *   (stops it to read its database), gift-cards (restarts it to write paid cards),
 *   storefront-layout's strategies B and C (LOCALE_STRATEGY); and, to balance the two workers (the
 *   shared server's files run one after another: 494 s of a 539 s run, decision 053), the two
 *   longest journeys that could share it, designer-journey and referral-wallet (a copy costs 2 s).
 * - Servers the file starts itself (startTestServer), on fresh folders: server-lifecycle and
 *   crash-safety (they kill and restart them), upload-memory (no demo data, its memory measured).
 *   page-routes-fuzz serves the app in-process (app-server.fixture.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Envelope as ApiEnvelope } from '@souq/api/envelope.ts';
import { formatViolations, runAxe, type AxeOptions } from './axe.ts';
import { launchBrowser, watchPageErrors } from './browser.ts';
import type { E2eServers } from './e2e-server.setup.ts';
import { quoteIdentifier, testDatabaseUrl, withDatabaseName } from './postgres.ts';
import { solvedRobotCheck } from './robot-check.ts';
import { withAdminClient } from './test-database.ts';
import { startTestServer, type TestServer } from './test-server.ts';

/** The API's envelope as a journey reads it: `data` is there once it has checked the status. */
export type Envelope<T> = Omit<ApiEnvelope<T>, 'data'> & { data: T };

/** What every journey page starts with unless it says otherwise. */
export const DESKTOP = { width: 1280, height: 900 };

export interface E2eOptions {
  /**
   * 'shared' (the default): the run's shared server; an object: a seeded server of the file's own,
   * with `env` (or what it answers once the file's earlier beforeAll hooks ran).
   */
  server?: 'shared' | { env?: Record<string, string> | (() => Record<string, string>) };
}

/** A fresh browser profile (its own cookies) and a page in it whose console errors are recorded. */
export interface JourneyPage {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and 5xx answers; a journey asserts the list is empty. */
  errors: string[];
  /** Runs a step whose request is refused on purpose: the browser's log of that answer is expected. */
  refusedOnPurpose(status: number, step: () => Promise<void>): Promise<void>;
}

export interface PageOptions extends BrowserContextOptions {
  /** Runs on the new context before its page opens (e.g. addInitScript). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

export interface Shopper {
  fName: string;
  lName: string;
  email: string;
  password: string;
  mailLang?: string;
}

export interface ListedProduct {
  _id: string;
  name: string;
  arName: string;
  isAvailableForCod: boolean;
  isIDesign: boolean;
  availableEdition: number | null;
}

export interface E2e {
  /** http://127.0.0.1:<port> of the file's server. */
  readonly url: string;
  /** The server's data folder (outbox, uploads, the embedded database). */
  readonly dataDir: string;
  /** The file's own server (not the shared one, which no journey may stop). */
  readonly server: TestServer;
  readonly browser: Browser;
  newPage(options?: PageOptions): Promise<JourneyPage>;
  /** One GraphQL operation, as a signed-in user when `token` is given: its `data`. */
  graphql<T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<T>;
  /** The envelope of a one-field operation (`data`'s only field); fails on GraphQL errors. */
  field<T>(query: string, variables?: Record<string, unknown>, token?: string): Promise<Envelope<T>>;
  /** A new customer through the GraphQL register (with a solved robot check). */
  signUp(shopper: Shopper): Promise<Envelope<{ _id: string; jwt: string }>>;
  /** A session token through the GraphQL login; fails unless it is accepted. */
  logIn(email: string, password?: string): Promise<string>;
  /** A product sold in `country`, newly arrived, in stock for a few more, payable cash on delivery. */
  buyableProduct(country: 'eg' | 'sa'): Promise<ListedProduct>;
  /** Puts a session token in `context` as the site's cookie. */
  useSession(context: BrowserContext, token: string): Promise<void>;
  /** No serious or critical axe-core violation (see expectAccessible below). */
  expectAccessible(page: Page, options?: AccessibilityOptions): Promise<void>;
  /** Stops the file's own server, runs `whileStopped` on its data folder, starts it again. */
  restartServer(whileStopped: (dataDir: string) => Promise<void>): Promise<void>;
}

/** The demo logins' password (packages/core/src/db/seed/people.seed.ts). */
export const DEMO_PASSWORD = 'demo1234';

/** Starts (or waits for) the file's server and launches Chromium before its tests; closes both after. */
export function useE2e(options: E2eOptions = {}): E2e {
  const ownEnv = options.server && options.server !== 'shared' ? (options.server.env ?? {}) : undefined;
  const own = () => ({ env: typeof ownEnv === 'function' ? ownEnv() : (ownEnv ?? {}) });
  let server: TestServer | undefined;
  let shared: { url: string; dataDir: string } | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  let release: (() => void) | undefined;

  beforeAll(async () => {
    const starting = ownEnv
      ? startSeededServer(own()).then((started) => void (server = started))
      : waitForSharedServer().then(async (ready) => {
          release = await takeSharedServer(e2eServers());
          shared = ready;
        });
    [browser] = await Promise.all([workerBrowser(), starting]);
  });
  afterAll(async () => {
    // The browser is the worker's (workerBrowser): the file closes what it opened in it.
    for (const context of contexts) await context.close().catch(() => undefined);
    await server?.stop();
    release?.();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not there (useE2e at the top level of the file?)`);
    return value;
  };
  const e2e: E2e = {
    get url() {
      return server?.url ?? started(shared, 'The server').url;
    },
    get dataDir() {
      return server?.dataDir ?? started(shared, 'The server').dataDir;
    },
    get server() {
      return started(server, "The file's own server");
    },
    get browser() {
      return started(browser, 'Chromium');
    },
    newPage: async (pageOptions = {}) => {
      const { prepare, ...contextOptions } = pageOptions;
      const context = await e2e.browser.newContext({ viewport: DESKTOP, ...contextOptions });
      contexts.push(context);
      await prepare?.(context);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      return {
        context,
        page,
        errors,
        refusedOnPurpose: (status, step) => allowRefusal(errors, status, step),
      };
    },
    graphql: (query, variables = {}, token) => graphqlData(e2e.url, query, variables, token),
    field: (query, variables = {}, token) => graphqlField(e2e.url, query, variables, token),
    signUp: (shopper) => signUpAt(e2e.url, shopper),
    logIn: (email, password = DEMO_PASSWORD) => logInAt(e2e.url, email, password),
    buyableProduct: (country) => buyableProductAt(e2e.url, country),
    useSession: (context, token) =>
      context.addCookies([
        { name: 'souq_session', value: token, url: e2e.url, httpOnly: true, sameSite: 'Lax' },
      ]),
    expectAccessible: (page, accessibility) => expectAccessible(e2e.browser, page, accessibility),
    restartServer: async (whileStopped) => {
      const { dataDir } = e2e.server;
      await e2e.server.stop();
      server = undefined;
      await whileStopped(dataDir);
      server = await startTestServer({ ...own(), dataDir });
    },
  };
  return e2e;
}

let launched: Promise<Browser> | undefined;

/**
 * The worker's Chromium, launched by the first journey file and kept for the next ones (the e2e
 * project shares its worker's modules: vitest.config.ts), each file working in browser contexts
 * of its own (fresh cookies and storage) that it closes. A browser that crashed or was closed is
 * launched again. Playwright ends it when the worker exits.
 */
function workerBrowser(): Promise<Browser> {
  const current = launched;
  if (current) {
    return current.then(
      (browser) => (browser.isConnected() ? browser : relaunch()),
      () => relaunch(),
    );
  }
  return relaunch();
}

function relaunch(): Promise<Browser> {
  launched = launchBrowser();
  return launched;
}

/** An empty PostgreSQL database for a server of the test's own (its DATABASE_URL); `drop` removes it. */
export async function emptyPostgresDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = testDatabaseUrl();
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${quoteIdentifier(name)}`));
  return {
    url: withDatabaseName(adminUrl, name),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    },
  };
}

/**
 * The shared server serves one journey file at a time: its journeys count from what they find and
 * some staff journeys change rows the others read. Files with servers of their own run beside it
 * in the other worker (vitest.config.ts, E2E_WORKERS; e2e-sequencer.ts). The lock is a file in the
 * run's folder holding the worker's pid, so a worker that died holding it does not block the run.
 */
async function takeSharedServer(servers: E2eServers): Promise<() => void> {
  const lock = path.join(servers.root, 'shared-server.lock');
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readIfThere(lock) || 0);
    // Empty only for the instant its writer fills it.
    if (holder > 0 && !isAlive(holder)) fs.rmSync(lock, { force: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function readIfThere(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until the shared server answers /readyz; the failure of its start, if any, is the error. */
async function waitForSharedServer(): Promise<{ url: string; dataDir: string }> {
  const servers = e2eServers();
  await waitUntil(servers, 'the shared server', () =>
    fetch(`${servers.url}/readyz`).then(
      (response) => response.ok,
      () => false,
    ),
  );
  return servers;
}

/**
 * A server of the file's own, on a copy of the run's template data folder (migrated, with the
 * demo marketplace: seconds faster than a first start), with `env` on top of startTestServer's.
 */
export async function startSeededServer(options: { env?: Record<string, string> } = {}): Promise<TestServer> {
  const servers = e2eServers();
  await waitUntil(servers, 'the template data folder', async () => fs.existsSync(servers.templateReady));
  const dataDir = fs.mkdtempSync(path.join(servers.root, 'own-'));
  fs.cpSync(servers.template, dataDir, { recursive: true });
  return startTestServer({ ...options, dataDir });
}

/**
 * A seeded server of its own (startSeededServer) for the tests of the file or, called inside a
 * describe, of that describe: started before them, stopped after. The getter throws before it started.
 */
export function useSeededServer(options: { env?: Record<string, string> } = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startSeededServer(options);
  });
  afterAll(() => server?.stop());
  return () => {
    if (!server)
      throw new Error('The server has not started (useSeededServer at the top of a file or describe?)');
    return server;
  };
}

function e2eServers(): E2eServers {
  const servers = inject('e2eServers');
  if (!servers) throw new Error('No journey servers: run the e2e project (its globalSetup prepares them).');
  return servers;
}

async function waitUntil(
  servers: E2eServers,
  what: string,
  done: () => Promise<boolean>,
  timeoutMs = 300_000,
) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (fs.existsSync(servers.failure))
      throw new Error(`The e2e global setup failed: ${fs.readFileSync(servers.failure, 'utf8')}`);
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Waited ${timeoutMs / 1000} s for ${what} in vain`);
}

function allowRefusal(errors: string[], status: number, step: () => Promise<void>) {
  const before = errors.length;
  return step().then(() => {
    const expected = [
      `console: Failed to load resource: the server responded with a status of ${status}`,
      `response: ${status} `,
    ];
    for (let at = errors.length - 1; at >= before; at -= 1)
      if (expected.some((start) => errors[at]!.startsWith(start))) errors.splice(at, 1);
  });
}

// ------------------------------------------------------------------------------------------------
// GraphQL over HTTP, for journeys that prepare data or check it through the API
// ------------------------------------------------------------------------------------------------

const REGISTER = `mutation($fName: String, $lName: String, $email: String, $password: String, $mailLang: String, $altcha: String) {
  register(fName: $fName, lName: $lName, email: $email, password: $password, mailLang: $mailLang, altcha: $altcha) { status_code message data { _id jwt } }
}`;
const NEW_ARRIVALS = `query($availableIn: String) {
  getNewArrivals(availableIn: $availableIn) {
    data { _id name arName isAvailableForCod isIDesign availableEdition }
  }
}`;
const LOGIN = `mutation($email: String, $password: String) {
  login(email: $email, password: $password) { status_code message data { jwt } }
}`;

async function postGraphql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: Record<string, unknown> | null; errors?: unknown };
}

/** One GraphQL operation against the server at `url`: its `data`. */
export async function graphqlData<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  return (await postGraphql(url, query, variables, token)).data as T;
}

/** The envelope of a one-field operation against the server at `url`; fails on GraphQL errors. */
export async function graphqlField<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Envelope<T>> {
  const body = await postGraphql(url, query, variables, token);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data!)[0] as Envelope<T>;
}

/**
 * A new customer through the GraphQL register at `url`, with a solved robot check. The request
 * comes from a loopback address of its own (127.x.y.z, random): the server counts sign-ups per
 * client address (10 an hour, throttle.ts), and the journeys' API sign-ups are shoppers preparing
 * a journey, not one client signing up again and again. So they leave the quota of 127.0.0.1 (the
 * browser's) to the journeys that sign up through the form, and the shared server takes them all.
 * The limit itself is covered by the integration tests (throttle, register-robot-check).
 */
export async function signUpAt(
  url: string,
  shopper: Shopper,
): Promise<Envelope<{ _id: string; jwt: string }>> {
  const variables = { ...shopper, altcha: await solvedRobotCheck(url) };
  const body = await postFromLoopback(url, { query: REGISTER, variables });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data!)[0] as Envelope<{ _id: string; jwt: string }>;
}

/** POST /graphql from a random loopback source address (Linux routes all of 127.0.0.0/8 to lo). */
function postFromLoopback(
  url: string,
  payload: unknown,
): Promise<{ data: Record<string, unknown> | null; errors?: unknown }> {
  const target = new URL('/graphql', url);
  const octet = () => crypto.randomInt(1, 255);
  const localAddress = `127.${octet()}.${octet()}.${octet()}`;
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve(JSON.parse(text) as { data: Record<string, unknown> | null; errors?: unknown });
          } catch {
            reject(new Error(`POST /graphql from ${localAddress} answered ${response.statusCode}: ${text}`));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A product newly arrived in `country`, in stock for a few more, payable cash on delivery. */
export async function buyableProductAt(url: string, country: 'eg' | 'sa'): Promise<ListedProduct> {
  const answer = await graphqlData<{ getNewArrivals: { data: ListedProduct[] } }>(url, NEW_ARRIVALS, {
    availableIn: country,
  });
  const product = answer.getNewArrivals.data.find(
    (item) =>
      item.isAvailableForCod &&
      !item.isIDesign &&
      (item.availableEdition === null || item.availableEdition > 2),
  );
  expect(product, `a cash-on-delivery product in ${country}`).toBeDefined();
  return product!;
}

/** A session token for `email` from the GraphQL login at `url`; fails unless it is accepted. */
export async function logInAt(url: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await graphqlField<{ jwt: string }>(url, LOGIN, { email, password });
  expect(login.status_code, login.message ?? '').toBe(200);
  return login.data.jwt;
}

// ------------------------------------------------------------------------------------------------
// In the page
// ------------------------------------------------------------------------------------------------

/** Waits until React has hydrated `selector` (it marks the nodes it owns with __react… keys). */
export async function hydrated(page: Page, selector = 'main') {
  await page.waitForFunction(
    (target) => {
      const node = document.querySelector(target);
      return node !== null && Object.keys(node).some((key) => key.startsWith('__react'));
    },
    selector,
    { timeout: 15_000 },
  );
}

/** Fills the login form of the page (the login page or a form beside a cart) and submits it. */
export async function submitLoginForm(page: Page, email: string, password: string, submitLabel: string) {
  const form = page.locator('main form').filter({ has: page.locator('input[name="password"]') });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: submitLabel }).click();
}

/** Opens a product page and adds the product with its form's button (`addLabel`); waits for the cart link. */
export async function addToCartOnProductPage(page: Page, productUrl: string, addLabel: string) {
  await page.goto(productUrl);
  await hydrated(page);
  await page.locator('[data-testid="add-to-cart-form"]').getByRole('button', { name: addLabel }).click();
  await page.locator('[data-testid="view-cart"]').waitFor({ timeout: 15_000 });
}

/** Fills the shipping step's address form with a test address in `country`, saves it and waits for ?addr=. */
export async function addShippingAddress(
  page: Page,
  { arabic, country, saveLabel }: { arabic: boolean; country: 'eg' | 'sa'; saveLabel: string },
) {
  const addressForm = page.locator('[data-testid="address-form"]');
  await addressForm.locator('input[name="fName"]').fill(arabic ? 'سارة' : 'Sara');
  await addressForm.locator('input[name="city"]').fill(country === 'eg' ? 'القاهرة' : 'Riyadh');
  await addressForm
    .locator('input[name="address1"]')
    .fill(country === 'eg' ? '12 شارع النيل' : '12 King Fahd Road');
  await addressForm.locator('input[name="phone"]').fill('0501234567');
  await addressForm.getByRole('button', { name: saveLabel }).click();
  await page.waitForURL((target) => target.searchParams.has('addr'), { timeout: 15_000 });
}

/** Ticks the ALTCHA box in `scope` and waits for the proof of work to fill the hidden `altcha` field. */
export async function passRobotCheck(page: Page, scope = 'body') {
  const box = page.locator(`${scope} altcha-widget input[type="checkbox"]`);
  await box.waitFor({ state: 'visible', timeout: 15_000 });
  // After a failed submission the widget starts again (a solution is accepted once).
  await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(false);
  // The widget draws its tick over the native box; the box itself takes the click.
  await box.click({ force: true });
  await page.waitForFunction(
    (selector) =>
      Boolean(document.querySelector<HTMLInputElement>(`${selector} input[name="altcha"]`)?.value),
    scope,
    { timeout: 60_000 },
  );
}

export interface AccessibilityOptions extends AxeOptions {
  /** false: the page runs without JavaScript, and axe-core is a script: it is scanned again in a page with it. */
  javaScript?: boolean;
  /** With javaScript false: the page that scans has the same cookies (a signed-in page). */
  sameSession?: boolean;
  /** Names the page in the failure message. */
  label?: string;
}

/** No serious or critical axe-core violation on the page (or in `include`). */
export async function expectAccessible(browser: Browser, page: Page, options: AccessibilityOptions = {}) {
  const { javaScript = true, sameSession = false, label, ...axe } = options;
  if (javaScript) {
    expect(formatViolations(await runAxe(page, axe)), label).toEqual([]);
    return;
  }
  const context = await browser.newContext({
    viewport: DESKTOP,
    ...(sameSession && { storageState: await page.context().storageState() }),
  });
  try {
    const scanned = await context.newPage();
    await scanned.goto(page.url());
    expect(formatViolations(await runAxe(scanned, axe)), label).toEqual([]);
  } finally {
    await context.close();
  }
}
