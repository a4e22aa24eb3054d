import { documentTitle } from '../../shared/document-title';
import { FIRST_SCREEN_ID, OPENING_RAIL_ATTRIBUTE } from '../../shared/first-screen-id';
import { leadParts, wordsIn, type FirstScreen } from '../../shared/first-screens';
import type { ServerTranslate } from '../i18n/server-messages';
import { LATER_FILES_ATTRIBUTE, type ScreenFiles } from '../../shared/opening-screens';
import type { MailDelivery } from '../../shared/public-config';
import { verificationSentenceId } from '../../shared/verification-banner';
import { PUBLIC_CONFIG_META, type PublicConfig } from '../../shared/public-config';
import { escapeHtml } from './escape-html';

const ROOT_ELEMENT = '<div id="root">';
/** The start of the server's opening, which the app removes when its own screen is ready. */
const OPENING = `<div id="${FIRST_SCREEN_ID}">`;
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/** The lead's words, each Japanese name in a span marked as such, as the app writes them. */
function leadMarkup(lead: NonNullable<FirstScreen['lead']>, translate: ServerTranslate): string {
  return leadParts(lead)
    .map((part) => {
      if ('message' in part) return escapeHtml(translate(part.message));
      const text = escapeHtml(part.text);
      return part.lang === undefined ? text : `<span lang="${part.lang}">${text}</span>`;
    })
    .join('');
}

/**
 * The app's page with a screen's opening words written in ahead of the app (decision 210): the
 * browser paints them with the stylesheet, before any script runs, and the app removes them
 * when its own screen commits. The classes are the app's global ones, so nothing moves.
 */
export function withFirstScreen(
  indexHtml: string,
  screen: FirstScreen,
  translate: ServerTranslate,
): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) return indexHtml;
  const title = wordsIn(screen.title, translate);
  const lead = screen.lead === undefined ? '' : leadMarkup(screen.lead, translate);
  const markup =
    `${OPENING}<div class="page"><header class="page-intro">` +
    `<h1 class="page-title">${escapeHtml(title)}</h1>` +
    (lead === '' ? '' : `<p class="page-lead">${lead}</p>`) +
    `</header>${coverMarkup(screen.cover)}${shortcutsMarkup(screen.shortcuts, translate)}` +
    `${firstRowMarkup(screen.firstRow, translate)}</div></div>`;
  const tabName = screen.documentTitle ? wordsIn(screen.documentTitle, translate) : title;
  const tabTitle = `<title>${escapeHtml(documentTitle(tabName))}</title>`;
  return indexHtml
    .replace(TITLE_ELEMENT, () => tabTitle)
    .replace(ROOT_ELEMENT, () => `${markup}${ROOT_ELEMENT}`);
}

/**
 * The screen's cover drawn by the opening (decision 420), where and as large as the app's poster
 * (global.css): the page's largest paint is the picture, and drawn only by the app it waited for
 * the scripts and the title's data even when preloaded (decision 385). The same sources and sizes
 * as the app's `<img>`, which then finds the picture loaded. Decorative like the app's: the
 * title is written above it.
 */
function coverMarkup(cover: FirstScreen['cover']): string {
  if (!cover) return '';
  return (
    `<div class="opening-cover"><img src="${escapeHtml(cover.src)}"` +
    ` srcset="${escapeHtml(cover.srcSet)}" sizes="${escapeHtml(cover.sizes)}"` +
    ` width="${cover.width}" height="${cover.height}" alt="" fetchpriority="high"></div>`
  );
}

/** Home's shortcuts as the app writes them (rows.css), so the rows below start where the app's do. */
function shortcutsMarkup(shortcuts: FirstScreen['shortcuts'], translate: ServerTranslate): string {
  if (!shortcuts) return '';
  const links = shortcuts.links
    .map(
      ({ to, label }) =>
        `<li><a href="${escapeHtml(to)}" class="home-shortcut">${escapeHtml(translate(label.message))}</a></li>`,
    )
    .join('');
  return `<nav aria-label="${escapeHtml(translate(shortcuts.label.message))}" class="home-shortcuts"><ul>${links}</ul></nav>`;
}

/**
 * The first row as the app's TitleRow writes it, its rail empty and hidden from assistive
 * technology until the page's entry draws its first posters in it (decision 457).
 */
function firstRowMarkup(row: FirstScreen['firstRow'], translate: ServerTranslate): string {
  if (!row) return '';
  const title = translate(row.title.message);
  const seeAllLabel = translate('common.row.seeAllLabel', { title });
  return (
    `<section aria-labelledby="${escapeHtml(row.id)}" class="title-row"><div class="title-row-head">` +
    `<h2 id="${escapeHtml(row.id)}">${escapeHtml(title)}</h2>` +
    `<a href="${escapeHtml(row.seeAll)}" class="title-row-see-all" aria-label="${escapeHtml(seeAllLabel)}">` +
    `${escapeHtml(translate('common.row.seeAll'))} <span aria-hidden="true">→</span></a></div>` +
    `<ul class="title-rail title-rail-cards with-notes" ${OPENING_RAIL_ATTRIBUTE} aria-hidden="true"></ul></section>`
  );
}

const HEAD_END = '</head>';

/**
 * The page with the instance's public settings in a meta element (decision 256): a meta, not an
 * inline script, so the CSP stays as strict; the words are escaped like any attribute value.
 */
export function withPublicConfig(indexHtml: string, config: PublicConfig): string {
  const meta = `<meta name="${PUBLIC_CONFIG_META}" content="${escapeHtml(JSON.stringify(config))}" />`;
  return indexHtml.replace(HEAD_END, () => `${meta}${HEAD_END}`);
}

const BODY_END = '</body>';

/**
 * The page listing a screen's own code (decision 261) in an inert template, which the entry moves
 * into the page after the first frame with the app's (decision 270): asked for in the page, the
 * files were downloading while the opening painted, and the first paint waited behind them.
 * Scripts as module preloads and stylesheets as links, both at low priority.
 */
export function withScreenFiles(indexHtml: string, files: ScreenFiles): string {
  if (files.scripts.length === 0 && files.styles.length === 0) return indexHtml;
  const links =
    lowPriorityLinks('modulepreload', files.scripts) + lowPriorityLinks('stylesheet', files.styles);
  return indexHtml.replace(
    BODY_END,
    () => `<template ${LATER_FILES_ATTRIBUTE}>${links}</template>${BODY_END}`,
  );
}

function lowPriorityLinks(rel: 'modulepreload' | 'stylesheet', hrefs: readonly string[]): string {
  return hrefs
    .map((href) => `<link rel="${rel}" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`)
    .join('');
}

/** Whether the page carries the server's opening, which the banner below is written above. */
export function hasOpening(page: string): boolean {
  return page.includes(OPENING);
}

/**
 * The opening with the verification banner above it, as the app draws it for an unverified user
 * (decision 264): its words paint with the opening's, not a second later as the largest text on
 * the screen. Its buttons wait for the app, which takes over a moment later. A page without an
 * opening is left as it is.
 */
export function withVerificationBanner(
  page: string,
  account: { email: string; delivery: MailDelivery },
  translate: ServerTranslate,
): string {
  if (!hasOpening(page)) return page;
  const resend =
    account.delivery === 'outbox'
      ? ''
      : `<button type="button" class="button account-banner-resend" disabled>${escapeHtml(translate('shell.banner.verify.resend'))}</button>`;
  const banner =
    `<section class="account-banner" aria-label="${escapeHtml(translate('shell.banner.verify.label'))}">` +
    '<div class="account-banner-inner"><span class="account-banner-icon" aria-hidden="true"></span>' +
    `<p class="account-banner-text">${sentenceAround(account, translate)}</p>` +
    resend +
    `<button type="button" class="icon-button" aria-label="${escapeHtml(translate('shell.banner.verify.dismiss'))}" disabled></button>` +
    '</div></section>';
  return page.replace(OPENING, () => `${OPENING}${banner}`);
}

/** A marker no address or catalogue message holds, where the address goes once all is escaped. */
const ADDRESS_MARK = '\u0000';

/** The banner's sentence with the address in bold, escaped as the app's `Trans` renders it. */
function sentenceAround(
  account: { email: string; delivery: MailDelivery },
  translate: ServerTranslate,
): string {
  const sentence = escapeHtml(
    translate(verificationSentenceId(account.delivery), { email: ADDRESS_MARK }),
  );
  return sentence.replace(
    `&lt;0&gt;${ADDRESS_MARK}&lt;/0&gt;`,
    () => `<strong>${escapeHtml(account.email)}</strong>`,
  );
}
