import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ListEntry } from '../src/shared/list-entry';
import { completeOnboarding, registerInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/browser';
import { withServerAndBrowser } from './support/journey';
import { FMA, listsJourney, WAIT } from './support/lists-journey';
import type { RunningServer } from './support/server';

/**
 * Issue 32: a season's score, dates, rewatches, notes, tags and favourite, edited on a 360 px
 * phone from the title page, a list row and the progress dialog.
 */
let server: RunningServer;
let browser: Browser;

withServerAndBrowser((started, launched) => {
  [server, browser] = [started, launched];
});

const { listedTitle } = listsJourney(() => ({ server, browser }));

const PHONE = { width: 360, height: 740 };
const EDITOR = `Score and notes: ${FMA}`;
const TAP_SIZE = 44;

async function phonePage() {
  const watched = await openPage(browser, { viewport: PHONE, touch: true });
  await registerInContext(watched.context, server.baseUrl);
  await completeOnboarding(watched.context, server.baseUrl);
  return watched;
}

async function seasonEntry(context: BrowserContext, season: number): Promise<ListEntry> {
  const title = await listedTitle(context, 'tv/5114');
  const entry = title?.seasons?.find((held) => held.season === season);
  if (!entry) throw new Error(`No entry for season ${season}`);
  return entry;
}

async function putSeason(context: BrowserContext, season: number, body: object) {
  const answer = await context.request.put(
    `${server.baseUrl}/api/lists/tv/5114/seasons/${season}`,
    { data: body },
  );
  expect(answer.status()).toBe(200);
}

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width, `the page lays out ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

/** Every control in the dialog a thumb can hit: at least 44 px each way (a checkbox's label). */
async function expectThumbSized(dialog: Locator) {
  const small = await dialog.evaluate((root, size) => {
    const controls = root.querySelectorAll<HTMLElement>(
      'button, select, textarea, input:not([type=checkbox]):not([type=radio]), label:has(input[type=checkbox]), label:has(input[type=radio])',
    );
    return [...controls]
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.height < size || box.width < size)
      .map(
        ({ control, box }) =>
          `${control.tagName} “${control.getAttribute('aria-label') ?? control.textContent ?? ''}” ${box.width}×${box.height}`,
      );
  }, TAP_SIZE);
  expect(small).toEqual([]);
  const overflow = await dialog.evaluate((root) => root.scrollWidth - root.clientWidth);
  expect(overflow, 'the dialog scrolls sideways').toBe(0);
}

/** The list's rows have a fixed height and clip what overflows: the button must fit in its row. */
async function expectWithinItsRow(button: Locator) {
  const [box, row] = await Promise.all([
    button.boundingBox(),
    button.locator('xpath=ancestor::li[1]').boundingBox(),
  ]);
  expect(box && row && box.y + box.height <= row.y + row.height, 'the button is clipped').toBe(
    true,
  );
  expect(box && box.x + box.width <= PHONE.width, 'the button is off screen').toBe(true);
}

describe('the entry editor on a 360 px phone', () => {
  it('edits a season’s entry from the title page, a list row and the progress dialog', async () => {
    const { page, context, errors } = await phonePage();

    // Track the title from its page: Watching asks where the viewer is first.
    await page.goto(`${server.baseUrl}/anime/tv/5114`);
    await page.getByRole('heading', { level: 1, name: FMA }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Choose a list' }).tap();
    await page
      .getByRole('group', { name: `Add “${FMA}” to a list` })
      .getByRole('button', { name: 'Watching' })
      .tap();
    const progress = page.getByRole('dialog', { name: `Progress: ${FMA}` });
    await progress.getByRole('button', { name: 'Start watching' }).tap();
    await page.getByText('In My Lists: Watching · S1 · E1', { exact: true }).waitFor(WAIT);

    // From the title page: the compact bar's full controls hold it.
    await page.getByRole('button', { name: 'More options' }).tap();
    await page.getByRole('button', { name: 'Score and notes', exact: true }).tap();
    const editor = page.getByRole('dialog', { name: EDITOR });
    await editor.waitFor(WAIT);
    await expectThumbSized(editor);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);

    const score = editor.getByLabel('Score (out of 10)');
    await score.fill('11');
    await editor.getByRole('button', { name: 'Save' }).tap();
    await editor
      .getByText('Score must be a whole number from 0 to 10; empty or 0 means no score.')
      .waitFor(WAIT);
    expect(await score.evaluate((input) => input === document.activeElement)).toBe(true);
    await score.fill('9');
    await editor.getByLabel('Started').fill('2021-03-04');
    await editor.getByLabel('Finished').fill('2021-05-06');
    await editor.getByRole('button', { name: 'One rewatch more' }).tap();
    await editor.getByLabel('Rewatching now').check();
    await editor.getByLabel('Notes', { exact: true }).fill('Brotherhood over the 2003 series.');
    const tags = editor.getByLabel('Tags', { exact: true });
    await tags.fill('Mecha');
    await tags.press('Enter');
    await tags.pressSequentially('Brothers,');
    const chips = editor.getByRole('list', { name: 'Tags on this entry' }).getByRole('listitem');
    await expect.poll(() => chips.allTextContents(), WAIT).toEqual(['Mecha', 'Brothers']);
    await editor.getByLabel('Favourite', { exact: true }).check();
    await expectThumbSized(editor);
    await editor.getByRole('button', { name: 'Save' }).tap();
    await editor.waitFor({ state: 'detached', ...WAIT });
    await page.getByText(`Saved your score and notes for “${FMA}”.`).waitFor(WAIT);
    await expect
      .poll(() => seasonEntry(context, 1), WAIT)
      .toMatchObject({
        score: 90,
        startedOn: '2021-03-04',
        finishedOn: '2021-05-06',
        rewatchCount: 1,
        rewatching: true,
        notes: 'Brotherhood over the 2003 series.',
        tags: ['Mecha', 'Brothers'],
        favourite: true,
      });

    // After a reload the editor shows what was saved; a chip's × removes its tag.
    await page.reload();
    await page.getByText('In My Lists: Watching · S1 · E1', { exact: true }).waitFor(WAIT);
    await page.getByRole('button', { name: 'More options' }).tap();
    await page.getByRole('button', { name: 'Score and notes', exact: true }).tap();
    await editor.waitFor(WAIT);
    expect(await score.inputValue()).toBe('9');
    expect(await editor.getByLabel('Started').inputValue()).toBe('2021-03-04');
    expect(await editor.getByLabel('Finished').inputValue()).toBe('2021-05-06');
    expect(await editor.getByLabel('Rewatches', { exact: true }).inputValue()).toBe('1');
    expect(await editor.getByLabel('Rewatching now').isChecked()).toBe(true);
    expect(await editor.getByLabel('Notes', { exact: true }).inputValue()).toBe(
      'Brotherhood over the 2003 series.',
    );
    expect(await chips.allTextContents()).toEqual(['Mecha', 'Brothers']);
    expect(await editor.getByLabel('Favourite', { exact: true }).isChecked()).toBe(true);
    await editor.getByRole('button', { name: 'Remove tag “Mecha”' }).tap();
    await editor.getByRole('button', { name: 'Save' }).tap();
    await editor.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(async () => (await seasonEntry(context, 1)).tags, WAIT).toEqual(['Brothers']);

    // A second season's entry: the title page asks which season; the 5-star scale picks stars.
    await putSeason(context, 2, { status: 'planToWatch', score: 70 });
    const scale = await context.request.patch(`${server.baseUrl}/api/users/me`, {
      data: { 'profile.scoreScale': 'POINT_5' },
    });
    expect(scale.status()).toBe(200);
    await page.reload();
    await page.getByText('In My Lists: Watching · S1 · E1', { exact: true }).waitFor(WAIT);
    await page.getByRole('button', { name: 'More options' }).tap();
    await page.getByRole('button', { name: 'Score and notes', exact: true }).tap();
    await editor.getByLabel('Season', { exact: true }).selectOption('2');
    const stars = editor.getByRole('group', { name: 'Score' });
    expect(await stars.getByLabel('4 of 5 stars').isChecked()).toBe(true);
    await expectThumbSized(editor);
    expect(await seriousViolations(page)).toEqual([]);
    await stars.locator('label', { hasText: 'No score' }).tap();
    await editor.getByRole('button', { name: 'Save' }).tap();
    await editor.waitFor({ state: 'detached', ...WAIT });
    await expect.poll(async () => (await seasonEntry(context, 2)).score, WAIT).toBe(0);
    // Its button was folded away with the bar's panel: the focus goes to the bar's toggle.
    const more = page.getByRole('button', { name: 'More options' });
    await expect
      .poll(() => more.evaluate((button) => button === document.activeElement), WAIT)
      .toBe(true);
    expect((await seasonEntry(context, 1)).score).toBe(90);

    // From a list row: an imported partial date is kept while another field changes.
    await putSeason(context, 1, { startedOn: '2021-00-00' });
    await page.goto(`${server.baseUrl}/mylists`);
    const rowButton = page.getByRole('button', { name: `Score and notes: ${FMA}` });
    await expectWithinItsRow(rowButton);
    await rowButton.tap();
    await editor.waitFor(WAIT);
    await editor.getByText('Kept as 2021: the exact day is not known.').waitFor(WAIT);
    expect(await stars.getByLabel('5 of 5 stars').isChecked()).toBe(true);
    await stars.locator('label', { hasText: '3 of 5 stars' }).tap();
    await editor.getByLabel('Notes', { exact: true }).fill('Edited from the list.');
    await expectThumbSized(editor);
    await expectNoSidewaysScroll(page);
    await editor.getByRole('button', { name: 'Save' }).tap();
    await editor.waitFor({ state: 'detached', ...WAIT });
    await expect
      .poll(() => seasonEntry(context, 1), WAIT)
      .toMatchObject({
        score: 60,
        startedOn: '2021-00-00',
        notes: 'Edited from the list.',
      });

    // From the progress dialog: the editor opens over it and gives focus back to it.
    await page.getByRole('button', { name: `Edit progress: ${FMA}` }).tap();
    const opener = progress.getByRole('button', { name: 'Score and notes', exact: true });
    await opener.tap();
    await editor.waitFor(WAIT);
    await expectThumbSized(editor);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await editor.getByLabel('Favourite', { exact: true }).uncheck();
    await editor.getByRole('button', { name: 'Save' }).tap();
    await editor.waitFor({ state: 'detached', ...WAIT });
    await expect
      .poll(() => opener.evaluate((button) => button === document.activeElement), WAIT)
      .toBe(true);
    await expect.poll(async () => (await seasonEntry(context, 1)).favourite, WAIT).toBe(false);
    await page.keyboard.press('Escape');
    await progress.waitFor({ state: 'detached', ...WAIT });

    // Escape closes the editor unsaved.
    await page.getByRole('button', { name: `Score and notes: ${FMA}` }).tap();
    await editor.getByLabel('Notes', { exact: true }).fill('Not kept.');
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached', ...WAIT });
    expect((await seasonEntry(context, 1)).notes).toBe('Edited from the list.');

    // The server's refusal is shown in words beside the fields, which stay as typed.
    await page.getByRole('button', { name: `Score and notes: ${FMA}` }).tap();
    await editor.getByLabel('Notes', { exact: true }).fill('Too late.');
    const removed = await context.request.delete(`${server.baseUrl}/api/lists/tv/5114`);
    expect(removed.ok()).toBe(true);
    await editor.getByRole('button', { name: 'Save' }).tap();
    await editor
      .getByRole('alert')
      .getByText('Not saved: This title is not on your lists.')
      .waitFor(WAIT);
    expect(await editor.getByLabel('Notes', { exact: true }).inputValue()).toBe('Too late.');
    await expectNoSidewaysScroll(page);

    // The one refusal the journey asked for is the only error the page reported.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    expect(errors.length).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe('the entry editor on a desktop', () => {
  it('takes the focus when it opens and gives it back to its button on Escape', async () => {
    const { page, context, errors } = await openPage(browser);
    await registerInContext(context, server.baseUrl);
    await completeOnboarding(context, server.baseUrl);
    const track = await context.request.put(`${server.baseUrl}/api/lists/movie/199`, {
      data: { status: 'completed', title: 'Spirited Away' },
    });
    expect(track.ok()).toBe(true);
    await page.goto(`${server.baseUrl}/anime/movie/199`);
    const open = page.getByRole('button', { name: 'Score and notes', exact: true });
    await open.click();
    const editor = page.getByRole('dialog', { name: 'Score and notes: Spirited Away' });
    await editor.getByText('Your score, dates and notes for this film.').waitFor(WAIT);
    expect(await editor.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(await editor.getByLabel('Season', { exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await editor.waitFor({ state: 'detached', ...WAIT });
    await expect
      .poll(() => open.evaluate((button) => button === document.activeElement), WAIT)
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the entry editor offline', () => {
  it('keeps a change made offline on the device and sends it when the server is back', async () => {
    const { page, context, errors } = await phonePage();
    const track = await context.request.put(`${server.baseUrl}/api/lists/tv/5114`, {
      data: { status: 'completed', name: FMA },
    });
    expect(track.ok()).toBe(true);
    await page.goto(`${server.baseUrl}/mylists?status=completed`);
    const open = page.getByRole('button', { name: `Score and notes: ${FMA}` });
    const editor = page.getByRole('dialog', { name: EDITOR });
    // The service worker keeps the app's code, the editor's and the offline notices' with it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    await context.setOffline(true);
    await open.tap();
    await editor.getByLabel('Score (out of 10)').fill('7');
    await editor.getByLabel('Notes', { exact: true }).fill('Written on a train.');
    await editor.getByRole('button', { name: 'Save' }).tap();
    await editor.waitFor({ state: 'detached', ...WAIT });
    await page.getByText('Kept on this device').waitFor(WAIT);
    await open.tap();
    expect(await editor.getByLabel('Score (out of 10)').inputValue()).toBe('7');
    await page.keyboard.press('Escape');
    expect((await seasonEntry(context, 1)).score).toBe(0);

    await context.setOffline(false);
    await expect
      .poll(() => seasonEntry(context, 1), WAIT)
      .toMatchObject({
        score: 70,
        notes: 'Written on a train.',
        status: 'completed',
      });
    expect(
      errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load/.test(error)),
    ).toEqual([]);
    await context.close();
  });
});
