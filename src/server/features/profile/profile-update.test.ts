import { describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '../../../shared/profile';
import { profileColumnsOf } from './profile-update';

describe('profileColumnsOf', () => {
  it('maps each dotted field to its column, and only the fields given', () => {
    expect(profileColumnsOf({ 'profile.username': 'Ada' })).toEqual({ username: 'Ada' });
    expect(
      profileColumnsOf({ 'profile.allowAdult': true, 'profile.onboardingComplete': false }),
    ).toEqual({ allow_adult: 1, onboarding_complete: 0 });
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
});
