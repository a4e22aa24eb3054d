import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags a closed network needs: without the background ones Chromium floods refusals. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

/** Debian's Chromium, headless, with the flags a closed network needs (no background calls). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions, including Content-Security-Policy refusals. */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    /** A phone: touch events (tap) and the mobile viewport. */
    touch?: boolean;
    /** The browser's time zone (IANA), where a journey depends on it; else the machine's. */
    timezoneId?: string;
    /** The browser's language (navigator.languages and Accept-Language); else the machine's. */
    locale?: string;
    /** Device pixels per CSS pixel, where a journey checks which picture a screen asks for. */
    deviceScaleFactor?: number;
  } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.deviceScaleFactor ? { deviceScaleFactor: options.deviceScaleFactor } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

const SEASON_LOOK_UP = /^\/api\/tmdb-proxy\/tv\/\d+\/season\/\d+$/;
const NOT_FOUND_REPORT = /status of 404/;

/**
 * The progress dialog asks for a season to name its episodes, and the fake TMDB answers 404 for
 * seasons it holds no recording of; the dialog then goes without names. This counts those
 * answers, and `othersThan(errors)` leaves out exactly that many of Chromium's 404 reports, so
 * any other 404, or any other error, still fails a journey.
 */
export function seasonsNotFound(page: Page) {
  const paths: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.status() === 404 && SEASON_LOOK_UP.test(path)) paths.push(path);
  });
  return {
    paths,
    othersThan(errors: readonly string[]): string[] {
      let excused = paths.length;
      return errors.filter((error) => {
        if (excused === 0 || !NOT_FOUND_REPORT.test(error)) return true;
        excused -= 1;
        return false;
      });
    },
  };
}
