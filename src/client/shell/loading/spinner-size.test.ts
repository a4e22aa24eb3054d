import { describe, expect, it } from 'vitest';
import { DEFAULT_SPINNER_SIZE, spinnerSize } from './spinner-size';

describe('spinnerSize', () => {
  it('keeps sizes inside 24..96', () => {
    expect(spinnerSize(24)).toBe(24);
    expect(spinnerSize(56)).toBe(56);
    expect(spinnerSize(96)).toBe(96);
  });

  it('clamps sizes outside 24..96', () => {
    expect(spinnerSize(0)).toBe(24);
    expect(spinnerSize(23)).toBe(24);
    expect(spinnerSize(-40)).toBe(24);
    expect(spinnerSize(97)).toBe(96);
    expect(spinnerSize(500)).toBe(96);
    expect(spinnerSize(Number.POSITIVE_INFINITY)).toBe(96);
  });

  it('rounds to whole pixels', () => {
    expect(spinnerSize(40.6)).toBe(41);
  });

  it('falls back to the default for a non-number', () => {
    expect(spinnerSize(Number.NaN)).toBe(DEFAULT_SPINNER_SIZE);
  });
});
