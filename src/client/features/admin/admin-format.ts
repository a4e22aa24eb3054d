import { i18n } from '../../i18n/i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, made on first use. */
export function dateFormat(options: Intl.DateTimeFormatOptions, locale = i18n.locale) {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** An ISO time in the active language; `absent` when there is none or it cannot be read. */
export function formatDateTime(iso: string | null, absent = '—'): string {
  if (iso === null) return absent;
  const time = Date.parse(iso);
  return Number.isNaN(time)
    ? absent
    : dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(time);
}
