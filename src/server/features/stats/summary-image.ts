import { loadSharp } from '../../lib/sharp';
import type { StatsAnswer } from '../../../shared/stats-api';
import { escapeHtml } from '../../http/escape-html';

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

/** User text as SVG element content: bounded, without characters XML forbids, escaped. */
export function svgText(text: string, limit = NAME_CHARACTERS): string {
  const characters = [...text].filter(isXmlCharacter);
  const bounded =
    characters.length > limit
      ? `${characters
          .slice(0, limit - 1)
          .join('')
          .trimEnd()}…`
      : characters.join('');
  return escapeHtml(bounded);
}

const grouped = (value: number) => value.toLocaleString('en-US');

function figure(x: number, value: string, label: string): string {
  return `<text x="${x}" y="300" class="value">${value}</text>
    <text x="${x}" y="340" class="label">${label}</text>`;
}

/** The yearly summary as SVG: only numbers and escaped, bounded text reach the markup. */
export function summarySvg(stats: StatsAnswer): string {
  const hours = Math.round(stats.totals.minutes / 60);
  const streak = stats.longestStreak?.days ?? 0;
  const genre = stats.genres[0]?.name;
  const watched = stats.mostWatched
    .map(
      (entry, index) =>
        `<text x="80" y="${452 + index * 44}" class="name">${index + 1}. ${svgText(entry.name)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SUMMARY_WIDTH}" height="${SUMMARY_HEIGHT}" viewBox="0 0 ${SUMMARY_WIDTH} ${SUMMARY_HEIGHT}">
  <style>
    text { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; fill: #f4f1ff; }
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
  <text x="80" y="175" class="title">My ${stats.year} in anime</text>
  ${figure(80, grouped(stats.totals.episodes), 'episodes')}
  ${figure(360, grouped(hours), 'hours')}
  ${figure(620, grouped(stats.totals.titles), 'titles')}
  ${figure(860, grouped(streak), streak === 1 ? 'day streak' : 'days streak')}
  ${genre ? `<text x="80" y="400" class="note">Most watched genre: ${svgText(genre)}</text>` : ''}
  ${watched}
</svg>`;
}

/**
 * The summary as PNG. The picture's size is fixed and its text bounded, so its cost is too;
 * sharp renders on its own threads, off the event loop.
 */
export async function summaryPng(stats: StatsAnswer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(summarySvg(stats)), { limitInputPixels: SUMMARY_WIDTH * SUMMARY_HEIGHT })
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
