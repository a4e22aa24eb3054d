import { describe, expect, it } from 'vitest';
import { displayNameUpdateSchema, photoFileProblem } from './profile';

describe('photoFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('lets a %s go', (type) => {
    expect(photoFileProblem({ type, size: 1_000 })).toBeNull();
  });

  it.each(['image/bmp', 'image/heic', 'image/svg+xml', 'application/pdf', ''])(
    'names the types it takes for %j',
    (type) => {
      expect(photoFileProblem({ type, size: 1_000 })).toBe(
        'The photo must be a JPEG, PNG, WebP or GIF image.',
      );
    },
  );

  it('takes 5 MB exactly and refuses a byte more', () => {
    expect(photoFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The photo must be at most 5 MB.',
    );
  });
});

describe('displayNameUpdateSchema', () => {
  it('trims the name and reads an empty one as none', () => {
    expect(displayNameUpdateSchema.parse({ displayName: '  Ada  ' })).toEqual({
      displayName: 'Ada',
    });
    expect(displayNameUpdateSchema.parse({ displayName: '   ' })).toEqual({ displayName: null });
    expect(displayNameUpdateSchema.parse({ displayName: null })).toEqual({ displayName: null });
  });

  it('refuses a name over 100 characters, and other fields', () => {
    expect(displayNameUpdateSchema.safeParse({ displayName: 'x'.repeat(101) }).success).toBe(false);
    expect(displayNameUpdateSchema.safeParse({ displayName: 'Ada', photoURL: 'x' }).success).toBe(
      false,
    );
  });
});
