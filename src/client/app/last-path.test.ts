import { describe, expect, it } from 'vitest';
import { isRestorablePath, opensAtBareRoot, pathToRemember, pathToRestore } from './last-path';

const root = { pathname: '/', search: '', hash: '' };

describe('opensAtBareRoot', () => {
  it('is the root with no query and no fragment, where storage is worth reading', () => {
    expect(opensAtBareRoot(root)).toBe(true);
    expect(opensAtBareRoot({ ...root, pathname: '/discover' })).toBe(false);
    expect(opensAtBareRoot({ ...root, search: '?genre=16' })).toBe(false);
    expect(opensAtBareRoot({ ...root, hash: '#main' })).toBe(false);
  });
});

describe('pathToRestore', () => {
  it('restores the remembered path when the app is opened at the bare root', () => {
    expect(pathToRestore(root, '/browse/top?genre=16')).toBe('/browse/top?genre=16');
    expect(pathToRestore(root, '/anime/tv/1429')).toBe('/anime/tv/1429');
  });

  it('does nothing when the app is opened anywhere else', () => {
    expect(pathToRestore({ ...root, pathname: '/coming-soon' }, '/browse/top')).toBeNull();
    expect(pathToRestore({ ...root, search: '?q=bebop' }, '/browse/top')).toBeNull();
    expect(pathToRestore({ ...root, hash: '#main' }, '/browse/top')).toBeNull();
  });

  it('does nothing when nothing, or the root itself, was remembered', () => {
    expect(pathToRestore(root, null)).toBeNull();
    expect(pathToRestore(root, '')).toBeNull();
    expect(pathToRestore(root, '/')).toBeNull();
  });

  it('refuses anything that would leave the app', () => {
    expect(pathToRestore(root, '//evil.example/phish')).toBeNull();
    expect(pathToRestore(root, '/\\evil.example')).toBeNull();
    expect(pathToRestore(root, 'https://evil.example/')).toBeNull();
    expect(pathToRestore(root, 'javascript:alert(1)')).toBeNull();
    expect(pathToRestore(root, '/api/auth/logout')).toBeNull();
    expect(pathToRestore(root, '/mylists\n')).toBeNull();
    expect(pathToRestore(root, `/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('pathToRemember', () => {
  it('keeps the path and the query string but not the hash', () => {
    expect(pathToRemember({ pathname: '/browse/top', search: '?season=fall' })).toBe(
      '/browse/top?season=fall',
    );
    expect(pathToRemember({ pathname: '/about', search: '' })).toBe('/about');
  });
});

describe('isRestorablePath', () => {
  it('accepts in-app paths', () => {
    expect(isRestorablePath('/mylists')).toBe(true);
    expect(isRestorablePath('/browse/season?year=2024&format=tv')).toBe(true);
  });
});
