/**
 * Search screens: the header's quick search in Arabic (ar-eg) and English (en-sa) with the
 * 1 s debounce, the panel's paging and keyboard, Enter to the results page (recording the
 * keyword), voice search with a stand-in recognizer, the results and advanced pages without
 * JavaScript, and bad input that must never fail. Each screen gets axe-core and a screenshot.
 */
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '@souq/testing';
import { useE2e } from '@souq/testing/e2e-harness.ts';

const e2e = useE2e();

/** Searches and page loads on a busy two-core machine: poll for up to 15 s, not the default 1 s. */
const WAIT = { timeout: 45_000, interval: 100 };
const COMBOBOX = '[data-testid="quick-search"] input[role="combobox"]';
const PANEL = '[data-testid="quick-search-panel"]';

/**
 * A stand-in for the browser's speech recognition (headless Chromium has no speech service): it
 * remembers the language asked for and "hears" `window.__spoken`.
 */
const FAKE_RECOGNITION = `
  window.__recognitionLanguages = [];
  window.webkitSpeechRecognition = class {
    start() {
      window.__recognitionLanguages.push(this.lang);
      setTimeout(() => {
        const result = [{ transcript: window.__spoken || '' }];
        result.isFinal = true;
        this.onresult?.({ results: [result] });
        this.onend?.();
      }, 50);
    }
    stop() { this.onend?.(); }
    abort() {}
  };
  delete window.SpeechRecognition;
`;

const journeys = [
  { locale: 'ar-eg', query: 'كوب', lang: 'ar', dir: 'rtl', currencyLabel: 'ج.م', recognition: 'ar-EG' },
  { locale: 'en-sa', query: 'mug', lang: 'en', dir: 'ltr', currencyLabel: 'SAR', recognition: 'en' },
] as const;

describe('quick search in the header', () => {
  for (const journey of journeys) {
    it(`suggests after the debounce and opens the results page in ${journey.locale}`, async () => {
      const { context, page, errors } = await e2e.newPage();
      await page.goto(`${e2e.url}/${journey.locale}/`);
      expect(await page.getAttribute('html', 'dir')).toBe(journey.dir);
      const input = page.locator(COMBOBOX);
      await input.click();
      await input.evaluate((element) => {
        element.addEventListener('input', () => element.setAttribute('data-typed-at', String(Date.now())));
      });

      // Nothing is asked while typing; the one request leaves about 1 s after the last key.
      const requests: number[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/search-suggestions')) requests.push(Date.now());
      });
      await input.pressSequentially(journey.query, { delay: 120 });
      await page.waitForTimeout(500);
      expect(requests).toEqual([]);
      expect(await input.getAttribute('aria-expanded')).toBe('false');
      await expect
        .poll(() => page.locator('[data-testid="quick-search-product"]').count(), WAIT)
        .toBeGreaterThan(0);
      expect(requests).toHaveLength(1);
      const typedAt = Number(await input.getAttribute('data-typed-at'));
      expect(requests[0]! - typedAt).toBeGreaterThanOrEqual(950);
      expect(await input.getAttribute('aria-expanded')).toBe('true');

      // At most 7 products, shown 3 at a time, more on demand; at most 5 searches suggested.
      const products = page.locator('[data-testid="quick-search-product"]');
      expect(await products.count()).toBeLessThanOrEqual(3);
      const keywords = page.locator(`${PANEL} [role="group"]`).first().locator('[role="option"]');
      expect(await keywords.count()).toBeLessThanOrEqual(5);
      // The keyboard: arrows move the active option, Escape closes, Escape again clears.
      await page.keyboard.press('ArrowDown');
      const activeId = await input.getAttribute('aria-activedescendant');
      expect(activeId).toBeTruthy();
      expect(await page.locator(`[id="${activeId}"]`).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('ArrowDown');
      expect(await input.getAttribute('aria-activedescendant')).not.toBe(activeId);
      await page.keyboard.press('ArrowUp');
      expect(await input.getAttribute('aria-activedescendant')).toBe(activeId);
      await e2e.expectAccessible(page);
      await saveScreenshot(page, `search-panel-${journey.locale}`);

      // More products on demand, never past 7; the panel stops at 27rem and scrolls.
      const more = page.locator(`${PANEL} [role="option"]`, { hasText: /more|أكثر/ }).first();
      if ((await more.count()) > 0) {
        await more.click();
        await expect.poll(() => products.count(), WAIT).toBeGreaterThan(3);
      }
      expect(await products.count()).toBeLessThanOrEqual(7);
      expect(await page.locator('[data-testid="quick-search-designer"]').count()).toBeLessThanOrEqual(7);
      const panelBox = await page.locator(PANEL).evaluate((element) => ({
        maxHeight: getComputedStyle(element).maxHeight,
        rootFont: getComputedStyle(document.documentElement).fontSize,
      }));
      expect(parseFloat(panelBox.maxHeight)).toBe(27 * parseFloat(panelBox.rootFont));
      const prices = await page.locator(`${PANEL} [data-testid="product-price"]`).allInnerTexts();
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((price) => price.includes(journey.currencyLabel))).toBe(true);

      await page.keyboard.press('Escape');
      expect(await input.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator(PANEL).isVisible()).toBe(false);
      await page.keyboard.press('Escape');
      expect(await input.inputValue()).toBe('');

      // An empty value clears the results at once.
      await input.fill('');
      await input.pressSequentially(journey.query.slice(0, 2));
      await input.fill('');
      await page.waitForTimeout(1300);
      expect(await input.getAttribute('aria-expanded')).toBe('false');

      // Enter opens the results page and records the keyword.
      await input.fill(journey.query);
      const recorded = page.waitForRequest(
        (request) =>
          request.url().endsWith('/graphql') && (request.postData() ?? '').includes('newSearchKeyword'),
      );
      await Promise.all([page.waitForURL(/\/search\?v=/), input.press('Enter')]);
      const keywordRequest = await recorded;
      expect(JSON.parse(keywordRequest.postData()!).variables).toEqual({ keyword: journey.query });
      expect(decodeURIComponent(new URL(page.url()).search)).toBe(`?v=${journey.query}`);
      await expect.poll(() => page.locator('h1').innerText(), WAIT).toContain(journey.query);
      await expect.poll(() => page.locator('[data-testid="product-card"]').count(), WAIT).toBeGreaterThan(0);
      const labels = await page.locator('main [data-testid="product-price"]').allInnerTexts();
      expect(labels.every((label) => label.includes(journey.currencyLabel))).toBe(true);
      expect(await input.inputValue()).toBe(journey.query);
      await e2e.expectAccessible(page);
      await saveScreenshot(page, `search-results-${journey.locale}`);

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('fits the panel on a phone screen', async () => {
    const { context, page, errors } = await e2e.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    await page.goto(`${e2e.url}/ar-eg/`);
    await page.locator(COMBOBOX).click();
    await page.locator(COMBOBOX).pressSequentially('كوب');
    await expect
      .poll(() => page.locator('[data-testid="quick-search-product"]').count(), WAIT)
      .toBeGreaterThan(0);
    // While focused, the box and the panel span the header row, inside the screen's edges.
    const width = await page.evaluate(() => window.innerWidth);
    for (const selector of ['[data-testid="quick-search"]', PANEL]) {
      const box = (await page.locator(selector).boundingBox())!;
      expect(box.x, selector).toBeGreaterThan(0);
      expect(box.x + box.width, selector).toBeLessThan(width);
      expect(box.width, selector).toBeGreaterThan(300);
    }
    await saveScreenshot(page, 'search-panel-ar-eg-mobile');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches by voice in the page language, and hides the microphone without speech recognition', async () => {
    for (const journey of journeys) {
      const { context, page, errors } = await e2e.newPage({
        prepare: (fresh) => fresh.addInitScript(FAKE_RECOGNITION),
      });
      await page.goto(`${e2e.url}/${journey.locale}/`);
      await page.evaluate((spoken) => {
        (window as unknown as { __spoken: string }).__spoken = spoken;
      }, journey.query);
      await page.locator('[data-testid="voice-search"]').click();
      await expect.poll(() => page.inputValue(COMBOBOX), WAIT).toBe(journey.query);
      await expect
        .poll(() => page.locator('[data-testid="quick-search-product"]').count(), WAIT)
        .toBeGreaterThan(0);
      expect(
        await page.evaluate(
          () => (window as unknown as { __recognitionLanguages: string[] }).__recognitionLanguages,
        ),
      ).toEqual([journey.recognition]);
      expect(errors).toEqual([]);
      await context.close();
    }

    const { context, page } = await e2e.newPage({
      prepare: (fresh) =>
        fresh.addInitScript('delete window.webkitSpeechRecognition; delete window.SpeechRecognition;'),
    });
    await page.goto(`${e2e.url}/en-sa/`);
    await page.locator(COMBOBOX).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-testid="voice-search"]').count()).toBe(0);
    await context.close();
  });
});

describe('results and advanced search pages without JavaScript', () => {
  it('sorts results, filters and pages in the advanced search with plain GET forms', async () => {
    const { context, page, errors } = await e2e.newPage({ javaScriptEnabled: false });

    // The header form works without JavaScript too.
    await page.goto(`${e2e.url}/en-sa/`);
    await page.fill(COMBOBOX, 'mug');
    await Promise.all([page.waitForURL(/\/en-sa\/search\?v=mug/), page.press(COMBOBOX, 'Enter')]);
    expect(await page.locator('[data-testid="product-card"]').count()).toBeGreaterThan(0);
    await page.selectOption('main select[name="sort"]', 'price-asc');
    await Promise.all([
      page.waitForURL(/sort=price-asc/),
      page.locator('main form[method="get"] button[type="submit"]').click(),
    ]);
    const amounts = (await page.locator('main [data-testid="product-price"]').allInnerTexts()).map((text) =>
      Number(/\d[\d,]*(\.\d+)?/.exec(text)![0].replace(/,/g, '')),
    );
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    // Refine: the advanced page keeps the words and narrows by price and availability.
    await Promise.all([
      page.waitForURL(/\/en-sa\/alpha\?search=mug/),
      page.click('[data-testid="advanced-search-link"]'),
    ]);
    expect(await page.inputValue('main input[name="search"]')).toBe('mug');
    const total = Number((await page.locator('[data-testid="search-count"]').innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    await page.fill('main input[name="from"]', '1');
    await page.fill('main input[name="to"]', '200');
    await page.selectOption('main select[name="availability"]', 'in-stock');
    await page.selectOption('main select[name="sort"]', 'price-desc');
    await Promise.all([
      page.waitForURL(/availability=in-stock/),
      page.click('[data-testid="advanced-search-form"] button[type="submit"]'),
    ]);
    const narrowed = (await page.locator('main [data-testid="product-price"]').allInnerTexts()).map((text) =>
      Number(/\d[\d,]*(\.\d+)?/.exec(text)![0].replace(/,/g, '')),
    );
    expect(narrowed.every((amount) => amount >= 1 && amount <= 200)).toBe(true);
    expect(narrowed).toEqual([...narrowed].sort((a, b) => b - a));
    expect(await page.locator('main [data-testid="product-card"]', { hasText: 'Sold out' }).count()).toBe(0);
    await saveScreenshot(page, 'advanced-search-en-sa');

    // Browse by category with pages of 24.
    const category = await page.locator('main select[name="category"] option').nth(1).getAttribute('value');
    await page.goto(`${e2e.url}/en-sa/alpha?category=${category}`);
    if ((await page.locator('main nav a[rel="next"]').count()) > 0) {
      await Promise.all([page.waitForURL(/page=2/), page.locator('main nav a[rel="next"]').click()]);
      expect(await page.locator('main [data-testid="product-card"]').count()).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    await context.close();

    // axe-core is a script: scan the same pages in a page with it.
    const { page: scan } = await e2e.newPage();
    for (const [path, name] of [
      ['/en-sa/alpha?search=mug&availability=in-stock', null],
      ['/ar-eg/alpha?search=%D9%83%D9%88%D8%A8', 'advanced-search-ar-eg'],
      ['/ar-eg/search?v=zzzzqqq', 'search-empty-ar-eg'],
    ] as const) {
      await scan.goto(`${e2e.url}${path}`);
      await e2e.expectAccessible(scan);
      if (name) await saveScreenshot(scan, name);
    }
    await scan.close();
  });

  it('answers bad input with results or an empty state, never an error', async () => {
    const bad = [
      '',
      '   ',
      'x'.repeat(10_000),
      '?!.,;…',
      "& | ! : * ( ) '",
      'كوب & mug | !',
      "mug' OR 1=1 --",
      'ماج mug ١٥',
      '<script>alert(1)</script>',
    ];
    for (const text of bad) {
      const v = encodeURIComponent(text);
      for (const path of [
        `/ar-eg/search?v=${v}`,
        `/en-sa/search?v=${v}&sort=drop&page=-2`,
        `/en-sa/alpha?search=${v}&from=abc&to=-5&availability=x&category=nope&designer=%27`,
      ]) {
        const response = await fetch(`${e2e.url}${path}`);
        expect(response.status, path.slice(0, 80)).toBe(200);
        const html = await response.text();
        expect(html).not.toContain('<script>alert(1)</script>');
        expect(/data-testid="product-card"|<h2|<h3/.test(html)).toBe(true);
      }
      const suggestions = await fetch(`${e2e.url}/ar-eg/search-suggestions?q=${v}`);
      expect(suggestions.status).toBe(200);
      const body = (await suggestions.json()) as {
        products: unknown[];
        keywords: unknown[];
        designers: unknown[];
      };
      expect(body.products.length).toBeLessThanOrEqual(7);
      expect(body.designers.length).toBeLessThanOrEqual(7);
      expect(body.keywords.length).toBeLessThanOrEqual(5);
    }
    const empty = await (await fetch(`${e2e.url}/en-sa/search?v=${encodeURIComponent('?!.,;')}`)).text();
    expect(empty).toContain('punctuation alone cannot be searched');
  });
});
