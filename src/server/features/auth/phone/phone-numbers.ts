/** E.164: a plus, a country code and up to 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;

/** The number in E.164 with spaces, dashes, dots and brackets dropped, or null when it is none. */
export function normalisePhoneNumber(text: string): string | null {
  const compact = text.trim().replace(/[\s\-.()]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  return E164.test(international) ? international : null;
}
