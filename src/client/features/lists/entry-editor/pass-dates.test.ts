import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOURCE_LANGUAGE } from '../../../../shared/i18n/languages';
import { i18n, loadMessages } from '../../../i18n/i18n';
import type { Translate } from '../../../i18n/messages';
import { passDatesText } from './pass-dates';

const t: Translate = (id, values) => i18n._(id, values);
const pass = (startedOn: string | null, finishedOn: string | null) => ({
  pass: 2,
  progress: 0,
  startedOn,
  finishedOn,
});

describe('a rewatch’s own dates', () => {
  beforeAll(async () => {
    await loadMessages('entry', 'en');
    await loadMessages('entry', 'de');
  });
  afterAll(() => i18n.activate(SOURCE_LANGUAGE));

  it('read as much as is known, partial dates included', () => {
    i18n.activate('en');
    expect(passDatesText(pass('2021-03-12', '2021-04-30'), t, 'en')).toBe(
      'Rewatch 2: 12 March 2021 – 30 April 2021',
    );
    expect(passDatesText(pass('2024-05-03', null), t, 'en')).toBe('Rewatch 2: started 3 May 2024');
    expect(passDatesText(pass(null, '2021-00-00'), t, 'en')).toBe('Rewatch 2: finished 2021');
    expect(passDatesText(pass(null, null), t, 'en')).toBe('Rewatch 2: no dates kept');
  });

  it('read in the active language, its dates by Intl', () => {
    i18n.activate('de');
    expect(passDatesText(pass('2021-03-12', '2021-04-30'), t, 'de')).toBe(
      '2. erneutes Ansehen: 12. März 2021 – 30. April 2021',
    );
  });
});
