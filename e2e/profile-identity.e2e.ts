import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import type { RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const WAIT = { timeout: 10_000 };

async function photo(format: 'png' | 'jpeg') {
  const bytes = await sharp({
    create: { width: 800, height: 500, channels: 3, background: { r: 30, g: 120, b: 200 } },
  })
    .toFormat(format)
    .toBuffer();
  return { name: `me.${format}`, mimeType: `image/${format}`, buffer: bytes };
}

describe('display name and photo on /profile/account', () => {
  it('uploads a photo shown here and in the menu, names the user, and removes the photo', async () => {
    const { page, context, errors } = await openPage(browser);
    await registerInContext(context, server.baseUrl, { username: 'Haruka' });
    await completeOnboarding(context, server.baseUrl);
    await page.goto(`${server.baseUrl}/profile`);
    await page
      .getByRole('navigation', { name: 'Profile and settings' })
      .getByRole('link', { name: 'Account and security' })
      .click();
    const section = page.getByRole('region', { name: 'Display name and photo' });
    await section.waitFor(WAIT);

    await section.getByLabel('Add a photo').setInputFiles(await photo('png'));
    await section.getByText('Photo saved.').waitFor(WAIT);
    const avatar = section.locator('img');
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth), WAIT)
      .toBe(256);
    const photoUrl = await avatar.getAttribute('src');
    expect(photoUrl).toMatch(/^\/api\/users\/me\/photo\?v=[0-9a-f]{16}$/);

    const form = section.getByRole('form', { name: 'Display name' });
    await form.getByLabel('Display name').fill('Haruka Sato');
    await form.getByRole('button', { name: 'Save display name' }).click();
    await section.getByText('Display name saved.').waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText('Haruka Sato').waitFor(WAIT);
    expect(await menu.locator('img').getAttribute('src')).toBe(photoUrl);
    await page.keyboard.press('Escape');

    // A file of another type is refused before it is sent.
    await section
      .getByLabel('Change photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
    await section.getByText('The photo must be a JPEG, PNG, WebP or GIF image.').waitFor(WAIT);

    await section.getByRole('button', { name: 'Remove photo' }).click();
    await section.getByText('Photo removed.').waitFor(WAIT);
    expect(await section.locator('img').count()).toBe(0);
    expect(await section.getByLabel('Add a photo').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
