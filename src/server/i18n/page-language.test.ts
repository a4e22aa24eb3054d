import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../shared/i18n/languages';
import { LANGUAGE_COOKIE } from '../../shared/i18n/language-cookie';
import { pageLanguage, withPageLanguage } from './page-language';

const request = (acceptLanguage?: string, cookie?: string) => ({
  cookies: cookie === undefined ? {} : { [LANGUAGE_COOKIE]: cookie },
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe('pageLanguage', () => {
  it('sends the language this browser was set to before the one it asks for', () => {
    expect(pageLanguage(request('de-DE,de;q=0.9', 'ja'), LANGUAGE_TAGS)).toBe('ja');
  });

  it('negotiates Accept-Language among the offered languages', () => {
    expect(pageLanguage(request('pt-PT,pt;q=0.9,en;q=0.5'), LANGUAGE_TAGS)).toBe('pt-BR');
    expect(pageLanguage(request('ko-KR, fr;q=0.4'), LANGUAGE_TAGS)).toBe('fr');
    expect(pageLanguage(request('de;q=0, es;q=0.2'), LANGUAGE_TAGS)).toBe('es');
  });

  it('falls back to English for no header, a language we lack, or a hostile cookie', () => {
    expect(pageLanguage(request(), LANGUAGE_TAGS)).toBe('en');
    expect(pageLanguage(request('ko'), LANGUAGE_TAGS)).toBe('en');
    expect(pageLanguage(request(undefined, '"><script>'), LANGUAGE_TAGS)).toBe('en');
    expect(pageLanguage(request('x'.repeat(100_000)), LANGUAGE_TAGS)).toBe('en');
  });

  it('never sends a language that is not offered, remembered or asked for', () => {
    expect(pageLanguage(request('ja', 'ja'), ['en'])).toBe('en');
  });
});

describe('withPageLanguage', () => {
  const page = '<!doctype html>\n<html lang="en">\n<head></head><body lang="en"></body></html>';

  it('marks the page with its language', () => {
    expect(withPageLanguage(page, 'pt-BR')).toContain('<html lang="pt-BR">');
    expect(withPageLanguage(page, 'pt-BR')).toContain('<body lang="en">');
    expect(withPageLanguage(page, 'en')).toBe(page);
  });
});
