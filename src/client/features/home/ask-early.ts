import { FIRST_SCREEN_ID, OPENING_RAIL_ATTRIBUTE } from '../../../shared/first-screen-id';
import { CARD_POSTER, posterSources } from '../../../shared/poster-address';
import type { UpcomingPage } from '../../../shared/upcoming-query';
import { soonestPerShow } from '../../../shared/upcoming-shows';
import { upcomingUrl } from '../../../shared/upcoming-window';
import { deviceTimeZone } from '../../../shared/zoned-date';
import { pictureDrawn } from '../../lib/after-next-paint';
import { askEarly } from '../../lib/early-answers';
import { configInPage } from '../../lib/page-config';
import { RAIL_FIRST_SCREEN } from '../../ui/rail-sizes';
import { airingThisWeekWindow } from './airing-this-week';

/** A poster as the app's card draws it (`CARD_POSTER`), in a frame of the same size. */
function openingPoster(
  anime: UpcomingPage['entries'][number]['anime'],
  priority: 'high' | 'eager',
  pictures: boolean,
): HTMLLIElement {
  const item = document.createElement('li');
  const frame = item.appendChild(document.createElement('div'));
  frame.className = 'opening-poster';
  const sources =
    pictures && posterSources({ media_type: 'tv', id: anime.id }, anime.poster_path, CARD_POSTER);
  if (sources) {
    const image = frame.appendChild(document.createElement('img'));
    image.src = sources.src;
    image.srcset = sources.srcSet;
    image.sizes = sources.sizes;
    image.width = sources.width;
    image.height = sources.height;
    image.alt = '';
    if (priority === 'high') image.fetchPriority = 'high';
  }
  return item;
}

const openingRail = () => document.querySelector(`#${FIRST_SCREEN_ID} [${OPENING_RAIL_ATTRIBUTE}]`);
/** Without pictures the app draws generated covers: the opening keeps their places meanwhile. */
const picturesShown = () => configInPage()?.pictures !== false;

/** Whether the opening's rail will draw pictures once its data comes. */
export function openingRailDrawsPictures(): boolean {
  return openingRail() !== null && picturesShown();
}

/**
 * Draws the rail's first posters into the opening's empty row (the server writes it for visitors,
 * decision 457), where the app's cards will be: home's largest paint is its first poster, which
 * otherwise waits for the app's code to run. A rail with nothing to show goes, as the app's does.
 */
function drawFirstPosters(page: UpcomingPage): Promise<void> {
  const rail = openingRail();
  if (!rail) return Promise.resolve();
  const shows = soonestPerShow(page.entries);
  if (shows.length === 0) {
    rail.closest('section')?.remove();
    return Promise.resolve();
  }
  const pictures = picturesShown();
  rail.append(
    ...shows
      .slice(0, RAIL_FIRST_SCREEN)
      .map(({ anime }, index) => openingPoster(anime, index === 0 ? 'high' : 'eager', pictures)),
  );
  const first = rail.querySelector('img');
  return first ? pictureDrawn(first) : Promise.resolve();
}

/**
 * Asked on `/` beside the app's code (decision 457): the rail's first page as a visitor sees it,
 * whose first posters the opening then draws. Settles once the first poster is drawn, or there is
 * none to draw. A signed-in user who allows adult titles asks for another page, and this one goes
 * unused.
 */
export async function askAiringThisWeekEarly(): Promise<void> {
  const visitorsRail = airingThisWeekWindow(new Date(), deviceTimeZone(), false);
  const answer = await askEarly(upcomingUrl(visitorsRail, 1));
  if (answer) await drawFirstPosters(answer as UpcomingPage);
}
