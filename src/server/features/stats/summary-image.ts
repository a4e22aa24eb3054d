import { genreMessageId } from '../../../shared/i18n/genre-names';
import type { Language } from '../../../shared/i18n/languages';
import type { TitleLanguage } from '../../../shared/i18n/title-language';
import type { StatsAnswer } from '../../../shared/stats-api';
import { shownNames, trackedNames } from '../../../shared/title-display-name';
import { escapeHtml } from '../../http/escape-html';
import type { ServerTranslate } from '../../i18n/server-messages';
import { loadSharp } from '../../lib/sharp';

/** The usual size of a shared link's preview image. */
export const SUMMARY_WIDTH = 1200;
export const SUMMARY_HEIGHT = 630;
/** Longest title shown, in characters: longer ones are cut with an ellipsis. */
const NAME_CHARACTERS = 38;

/** XML 1.0's Char production: anything else breaks the image even escaped. */
function isXmlCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/** User text bounded, without characters XML forbids, which break the image even escaped. */
function bounded(text: string, limit = NAME_CHARACTERS): string {
  const characters = [...text].filter(isXmlCharacter);
  return characters.length > limit
    ? `${characters
        .slice(0, limit - 1)
        .join('')
        .trimEnd()}…`
    : characters.join('');
}

/** User text as SVG element content: bounded, without characters XML forbids, escaped. */
export function svgText(text: string, limit = NAME_CHARACTERS): string {
  return escapeHtml(bounded(text, limit));
}

/** Whom the picture is for: their language's words and numbers, and their titles' names. */
export interface SummaryReader {
  language: Language;
  t: ServerTranslate;
  titleLanguage: TitleLanguage;
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** 12345 as the language writes it: 12,345, 12.345, 12 345. */
function grouped(value: number, language: Language): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language === 'en' ? 'en-US' : language);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

function figure(x: number, value: string, label: string): string {
  return `<text x="${x}" y="300" class="value">${value}</text>
    <text x="${x}" y="340" class="label">${escapeHtml(label)}</text>`;
}

/**
 * The families text is drawn in: Japanese leads in a Japanese picture so its digits and Latin
 * letters match its kana; elsewhere it only draws what DejaVu lacks (fonts/README.md).
 */
const fontFamilies = (language: Language) =>
  language === 'ja'
    ? `'Noto Sans JP', 'DejaVu Sans', sans-serif`
    : `'DejaVu Sans', 'Liberation Sans', 'Noto Sans JP', sans-serif`;

/**
 * The yearly summary as SVG, in the reader's language: only numbers and escaped, bounded text
 * reach the markup.
 */
export function summarySvg(
  stats: StatsAnswer,
  { language, t, titleLanguage }: SummaryReader,
): string {
  const hours = Math.round(stats.totals.minutes / 60);
  const streak = stats.longestStreak?.days ?? 0;
  const genre = stats.genres[0]?.name;
  const genreId = genre === undefined ? null : genreMessageId(genre);
  const genreName = genreId ? t(genreId) : genre;
  const watched = stats.mostWatched
    .map(
      (entry, index) =>
        `<text x="80" y="${452 + index * 44}" class="name">${index + 1}. ${svgText(shownNames(trackedNames(entry), titleLanguage).main)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" xml:lang="${language}" width="${SUMMARY_WIDTH}" height="${SUMMARY_HEIGHT}" viewBox="0 0 ${SUMMARY_WIDTH} ${SUMMARY_HEIGHT}">
  <style>
    text { font-family: ${fontFamilies(language)}; fill: #f4f1ff; }
    .brand { font-size: 30px; font-weight: 700; fill: #c4b5fd; }
    .title { font-size: 56px; font-weight: 700; }
    .value { font-size: 64px; font-weight: 700; }
    .label { font-size: 24px; fill: #c9c3e6; }
    .name { font-size: 28px; }
    .note { font-size: 24px; fill: #c9c3e6; }
  </style>
  <rect width="100%" height="100%" fill="#1b1630"/>
  <rect x="0" y="0" width="${SUMMARY_WIDTH}" height="12" fill="#8b5cf6"/>
  <text x="80" y="100" class="brand">Tsuzuki</text>
  <text x="80" y="175" class="title">${escapeHtml(t('stats.share.title', { year: stats.year }))}</text>
  ${figure(80, grouped(stats.totals.episodes, language), t('summary.episodes', { count: stats.totals.episodes }))}
  ${figure(360, grouped(hours, language), t('summary.hours', { count: hours }))}
  ${figure(620, grouped(stats.totals.titles, language), t('summary.titles', { count: stats.totals.titles }))}
  ${figure(860, grouped(streak, language), t('summary.streak', { days: streak }))}
  ${genreName ? `<text x="80" y="400" class="note">${escapeHtml(t('summary.topGenre', { genre: bounded(genreName) }))}</text>` : ''}
  ${watched}
</svg>`;
}

/**
 * The summary as PNG. The picture's size is fixed and its text bounded, so its cost is too;
 * sharp renders on its own threads, off the event loop.
 */
export async function summaryPng(stats: StatsAnswer, reader: SummaryReader): Promise<Buffer> {
  const sharp = await loadSharp();
  const svg = summarySvg(stats, reader);
  return sharp(Buffer.from(svg), { limitInputPixels: SUMMARY_WIDTH * SUMMARY_HEIGHT })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
