import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/messages';
import { translateIn } from '../../i18n/translate-in';
import { quietHoursFields, readQuietHours } from './quiet-hours';

let t: Translate;
beforeAll(async () => {
  t = await translateIn('en', ['alerts']);
});

describe('reading the quiet-hours fields', () => {
  it('saves nothing when they are off, whatever the times say', () => {
    expect(readQuietHours(t, { on: false, start: 'nonsense', end: '' })).toEqual({
      ok: true,
      quietHours: null,
    });
  });

  it('keeps hours that cross midnight', () => {
    expect(readQuietHours(t, { on: true, start: '22:30', end: '07:00' })).toEqual({
      ok: true,
      quietHours: { start: '22:30', end: '07:00' },
    });
  });

  it('drops the seconds some browsers add', () => {
    expect(readQuietHours(t, { on: true, start: '23:00:00', end: '06:15:00' })).toEqual({
      ok: true,
      quietHours: { start: '23:00', end: '06:15' },
    });
  });

  it('names the field that is empty or not a time, in the contract’s words', () => {
    expect(readQuietHours(t, { on: true, start: '', end: '07:00' })).toEqual({
      ok: false,
      field: 'start',
      problem: 'Quiet from must be a time of day as HH:MM (00:00 to 23:59).',
    });
    expect(readQuietHours(t, { on: true, start: '22:00', end: '24:00' })).toMatchObject({
      ok: false,
      field: 'end',
    });
  });

  it('refuses hours that end when they start', () => {
    expect(readQuietHours(t, { on: true, start: '08:00', end: '08:00' })).toEqual({
      ok: false,
      field: 'end',
      problem: 'Quiet hours must end at another time than they start.',
    });
  });

  it('fills the fields from the saved hours, or offers a night when there are none', () => {
    expect(quietHoursFields({ start: '01:00', end: '05:00' })).toEqual({
      on: true,
      start: '01:00',
      end: '05:00',
    });
    expect(quietHoursFields(null)).toEqual({ on: false, start: '22:00', end: '07:00' });
  });
});
