/**
 * The design system gallery (/dev/ui): a screenshot per component section in both directions
 * (artifacts/screenshots/ui/<name>.png), axe-core on the gallery and on the Arabic and English home
 * pages (no serious or critical violation), and no console error anywhere.
 */
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '@souq/testing';
import { useE2e } from '@souq/testing/e2e-harness.ts';

/** The shared server serves the gallery: e2e-server.setup.ts starts it with SOUQ_DEV_UI. */
const e2e = useE2e();

describe('the design system gallery', () => {
  it('is not served in production without SOUQ_DEV_UI', async () => {
    // The route module's gate, checked directly: the shared server has the flag on.
    const { devUiEnabled } = await import('../../apps/web/app/routes/dev-ui.gate.ts');
    expect(devUiEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(devUiEnabled({ NODE_ENV: 'production', SOUQ_DEV_UI: 'true' })).toBe(true);
    expect(devUiEnabled({ NODE_ENV: 'development' })).toBe(true);
  });

  it('shows every component in Arabic and English, screenshots each and passes axe-core', async () => {
    const { page, errors } = await e2e.newPage({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const response = await page.goto(`${e2e.url}/dev/ui`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.evaluate(() => document.fonts.ready);

    const sections = page.locator('[data-component]');
    const names = await sections.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-component')!),
    );
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect(new Set(names).size).toBe(names.length);

    for (const name of names) {
      const section = page.locator(`[data-component="${name}"]`);
      // Both directions are present: an Arabic right-to-left column and an English left-to-right one.
      expect(await section.locator(':scope [dir="rtl"][lang="ar"]').count(), name).toBeGreaterThan(0);
      expect(await section.locator(':scope [dir="ltr"][lang="en"]').count(), name).toBeGreaterThan(0);
      await saveScreenshot(section, `ui/${name}`);
    }

    await e2e.expectAccessible(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a modal dialog and closes it with Escape, focus returning to the trigger', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto(`${e2e.url}/dev/ui#specimen-dialog`, { waitUntil: 'networkidle' });
    const english = page.locator('[data-component="dialog"] [lang="en"]');
    const trigger = english.getByRole('button', { name: 'Remove item…' });
    await trigger.click();
    const modal = () =>
      page.evaluate(() => {
        const open = document.querySelector('dialog:modal');
        return open ? document.getElementById(open.getAttribute('aria-labelledby') ?? '')?.textContent : null;
      });
    await expect.poll(modal).toBe('Remove this item?');
    await page.keyboard.press('Escape');
    await expect.poll(modal).toBe(null);
    expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const locale of ['ar-eg', 'en-sa'] as const) {
    it(`has no serious or critical axe-core violation on /${locale}/`, async () => {
      const { page, errors } = await e2e.newPage();
      const response = await page.goto(`${e2e.url}/${locale}/`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await e2e.expectAccessible(page);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
