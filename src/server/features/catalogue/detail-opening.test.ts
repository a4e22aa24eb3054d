import { describe, expect, it, vi } from 'vitest';
import onePiece from '../../../../test/fixtures/tmdb/tv-37854.json';
import { detailPosterSources } from '../../../shared/poster-address';
import { detailOpenings } from './detail-opening';
import { serializedAnswers } from './kept-answers';
import type { CatalogueAnswer, CatalogueProvider, CatalogueProviderName } from './provider';

const PAGE = '/anime/tv/37854';
const DETAILS = { kind: 'details', mediaType: 'tv', id: 37854 } as const;
const COVER = detailPosterSources({ media_type: 'tv', id: 37854 }, onePiece.poster_path);

function providerNamed(name: CatalogueProviderName, answer: CatalogueAnswer) {
  const get = vi.fn(() => Promise.resolve(answer));
  const provider: CatalogueProvider = {
    name,
    capabilities: { posters: true, airDates: true, seasons: true },
    get,
  };
  return { provider, get, answers: serializedAnswers(provider) };
}

describe('a title page’s opening from TMDB', () => {
  it('is written only from an answer the proxy keeps: the page never waits on TMDB', async () => {
    const { provider, get, answers } = providerNamed('tmdb', { status: 200, body: onePiece });
    const openingFor = detailOpenings(provider, answers, { pictures: true });
    expect(await openingFor(PAGE, 'english')).toBeUndefined();
    expect(get).not.toHaveBeenCalled();
    await answers.get(DETAILS, {});
    expect(await openingFor(PAGE, 'english')).toMatchObject({ title: 'One Piece', cover: COVER });
    expect(await openingFor(PAGE, 'native')).toMatchObject({ title: 'ワンピース', cover: COVER });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('is none for a title TMDB does not know', async () => {
    const { provider, answers } = providerNamed('tmdb', { status: 404, body: {} });
    await answers.get(DETAILS, {});
    expect(
      await detailOpenings(provider, answers, { pictures: true })(PAGE, 'english'),
    ).toBeUndefined();
  });
});

describe('a title page’s opening from the offline catalogue', () => {
  it('asks the catalogue, and draws the cover only where the server serves pictures', async () => {
    const { provider, answers } = providerNamed('offline', { status: 200, body: onePiece });
    const withPictures = await detailOpenings(provider, answers, { pictures: true })(
      PAGE,
      'english',
    );
    expect(withPictures).toMatchObject({ title: 'One Piece', cover: COVER });
    const without = await detailOpenings(provider, answers, { pictures: false })(PAGE, 'english');
    expect(without?.title).toBe('One Piece');
    expect(without).not.toHaveProperty('cover');
  });

  it('is named in the title language asked, each kept apart', async () => {
    const { provider, get, answers } = providerNamed('offline', { status: 200, body: onePiece });
    const openingFor = detailOpenings(provider, answers, { pictures: false });
    expect((await openingFor(PAGE, 'native'))?.title).toBe('ワンピース');
    expect((await openingFor(PAGE, 'english'))?.title).toBe('One Piece');
    expect((await openingFor(PAGE, 'native'))?.title).toBe('ワンピース');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('is none for a path that is no title', async () => {
    const { provider, get, answers } = providerNamed('offline', { status: 200, body: onePiece });
    expect(
      await detailOpenings(provider, answers, { pictures: true })('/anime/tv/x', 'english'),
    ).toBe(undefined);
    expect(get).not.toHaveBeenCalled();
  });
});
