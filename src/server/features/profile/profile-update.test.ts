import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '../../../shared/profile';
import { profileColumnsOf } from './profile-update';

describe('profileColumnsOf', () => {
  it('maps each dotted field to its column, and only the fields given', () => {
    expect(profileColumnsOf({ 'profile.username': 'Ada' })).toEqual({ username: 'Ada' });
    expect(
      profileColumnsOf({ 'profile.allowAdult': true, 'profile.onboardingComplete': false }),
    ).toEqual({ allow_adult: 1, onboarding_complete: 0 });
    expect(profileColumnsOf({ 'profile.scoreScale': 'POINT_3' })).toEqual({
      score_scale: 'POINT_3',
    });
  });

  it('keeps the picks as JSON lists, each genre and title once', () => {
    const frieren = { media_type: 'tv', id: 52991, title: 'Frieren' } as const;
    expect(
      profileColumnsOf({
        'profile.favouriteGenres': ['Drama', 'Fantasy', 'Drama'],
        'profile.favouriteTitles': [frieren, frieren],
      }),
    ).toEqual({
      favourite_genres: '["Drama","Fantasy"]',
      favourite_titles: JSON.stringify([frieren]),
    });
  });
});

describe('profileUpdateSchema', () => {
  it('trims the username and holds it to 2–40 characters', () => {
    expect(profileUpdateSchema.parse({ 'profile.username': '  Ada  ' })).toEqual({
      'profile.username': 'Ada',
    });
    expect(profileUpdateSchema.safeParse({ 'profile.username': ' A ' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ 'profile.username': 'x'.repeat(41) }).success).toBe(
      false,
    );
  });

  it('refuses an empty update, unknown fields and wrong types', () => {
    expect(profileUpdateSchema.safeParse({}).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ 'profile.email': 'a@b.c' }).success).toBe(false);
    expect(profileUpdateSchema.safeParse({ 'profile.allowAdult': 'yes' }).success).toBe(false);
  });

  it('bounds the picks: 20 genres, 20 titles, names of 200 characters', () => {
    const genres = (count: number) => Array.from({ length: count }, (_, index) => `Genre ${index}`);
    const title = { media_type: 'tv', id: 1, title: 'x' };
    const parse = (update: object) => profileUpdateSchema.safeParse(update).success;
    expect(parse({ 'profile.favouriteGenres': genres(20) })).toBe(true);
    expect(parse({ 'profile.favouriteGenres': genres(21) })).toBe(false);
    expect(parse({ 'profile.favouriteGenres': ['x'.repeat(201)] })).toBe(false);
    expect(parse({ 'profile.favouriteTitles': Array(21).fill(title) })).toBe(false);
    expect(parse({ 'profile.favouriteTitles': [{ ...title, media_type: 'person' }] })).toBe(false);
    expect(parse({ 'profile.favouriteTitles': [{ ...title, extra: 1 }] })).toBe(false);
  });
});
