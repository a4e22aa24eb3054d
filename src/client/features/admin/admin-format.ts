const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO time as people read it here; `absent` when there is none or it cannot be read. */
export function formatDateTime(iso: string | null, absent = '—'): string {
  if (iso === null) return absent;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? absent : dateTime.format(time);
}
