import { describe, expect, it, vi } from 'vitest';
import { isRestorablePath, pathToRemember, pathToRestore } from './last-path';

const root = { pathname: '/', search: '', hash: '' };
const stored = (value: string | null) => () => value;

describe('pathToRestore', () => {
  it('restores the remembered path when the app is opened at the bare root', () => {
    expect(pathToRestore(root, stored('/browse/top?genre=16'))).toBe('/browse/top?genre=16');
    expect(pathToRestore(root, stored('/anime/tv/1429'))).toBe('/anime/tv/1429');
  });

  it('reads storage only when the app is opened at the bare root', () => {
    const read = vi.fn(stored('/browse/top'));
    for (const opened of [
      { ...root, pathname: '/discover' },
      { ...root, search: '?genre=16' },
      { ...root, hash: '#main' },
    ])
      expect(pathToRestore(opened, read)).toBeNull();
    expect(read).not.toHaveBeenCalled();
    expect(pathToRestore(root, read)).toBe('/browse/top');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the app is opened anywhere else', () => {
    expect(pathToRestore({ ...root, pathname: '/coming-soon' }, stored('/browse/top'))).toBeNull();
    expect(pathToRestore({ ...root, search: '?q=bebop' }, stored('/browse/top'))).toBeNull();
    expect(pathToRestore({ ...root, hash: '#main' }, stored('/browse/top'))).toBeNull();
  });

  it('does nothing when nothing, or the root itself, was remembered', () => {
    expect(pathToRestore(root, stored(null))).toBeNull();
    expect(pathToRestore(root, stored(''))).toBeNull();
    expect(pathToRestore(root, stored('/'))).toBeNull();
  });

  it('refuses anything that would leave the app', () => {
    expect(pathToRestore(root, stored('//evil.example/phish'))).toBeNull();
    expect(pathToRestore(root, stored('/\\evil.example'))).toBeNull();
    expect(pathToRestore(root, stored('https://evil.example/'))).toBeNull();
    expect(pathToRestore(root, stored('javascript:alert(1)'))).toBeNull();
    expect(pathToRestore(root, stored('/api/auth/logout'))).toBeNull();
    expect(pathToRestore(root, stored('/mylists\n'))).toBeNull();
    expect(pathToRestore(root, stored(`/${'a'.repeat(3000)}`))).toBeNull();
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
