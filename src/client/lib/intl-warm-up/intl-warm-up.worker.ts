/** The formats the app builds first, in the locale the page names; nothing is answered. */
self.onmessage = (event: MessageEvent<unknown>) => {
  const locale = typeof event.data === 'string' && event.data !== '' ? event.data : undefined;
  try {
    new Intl.NumberFormat(locale).format(1);
    new Intl.DateTimeFormat(locale).format(0);
    new Intl.PluralRules(locale).select(1);
  } finally {
    self.close();
  }
};
