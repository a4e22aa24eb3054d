import { describe, expect, it } from 'vitest';
import { createRedactor } from './redact';

describe('createRedactor', () => {
  const redact = createRedactor({
    secrets: ['s3cr3t-key', undefined],
    queryParameters: ['api_key'],
  });

  it('blanks the named query parameter wherever it sits in a URL', () => {
    expect(redact('https://api.example/3/tv/1?api_key=abc&language=en')).toBe(
      'https://api.example/3/tv/1?api_key=[redacted]&language=en',
    );
    expect(redact('GET /3/search/multi?query=x&API_KEY=abc failed')).toBe(
      'GET /3/search/multi?query=x&API_KEY=[redacted] failed',
    );
  });

  it('blanks each secret value anywhere in the text', () => {
    expect(redact('Bearer s3cr3t-key rejected; s3cr3t-key again')).toBe(
      'Bearer [redacted] rejected; [redacted] again',
    );
  });

  it('leaves other text alone', () => {
    expect(redact('https://api.example/3/tv/1?language=en')).toBe(
      'https://api.example/3/tv/1?language=en',
    );
  });
});
