import fc from 'fast-check';

/** Strings that have broken parsers, validators and queries elsewhere. */
const NOTORIOUS = [
  '',
  ' ',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '\u202E',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9007199254740993',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '%s%s%s%n',
  'ｆｕｌｌｗｉｄｔｈ',
  '👩‍👩‍👧‍👦'.repeat(50),
  'a\r\nX-Injected: 1',
] as const;

/** Percent-encodes any string; a lone surrogate, which encodeURIComponent refuses, becomes U+FFFD. */
export function encodeAny(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));
}

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NOTORIOUS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1000, max: 70_000 }).map((length) => 'x'.repeat(length)),
);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1.5, 1e21),
);

/** Field names the API reads somewhere, so some generated bodies reach deep validation. */
const KNOWN_FIELDS = [
  'email',
  'password',
  'username',
  'status',
  'current_season',
  'current_episode',
  'name',
  'title',
  'genres',
  'seriesDetails',
  'lists',
  'query',
  'variables',
  'mode',
  'oobCode',
  'newPassword',
  'currentPassword',
  'newEmail',
  'profile.username',
  'profile.allowAdult',
  'profile.onboardingComplete',
  'profile.scoreScale',
  'profile.language',
  'profile.titleLanguage',
  'items',
  'code',
  'ticket',
  'phoneNumber',
  '__proto__',
] as const;

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileScalar,
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(hostileScalar, { maxLength: 5 }),
  fc.dictionary(hostileString, hostileScalar, { maxKeys: 4 }),
);

const knownFieldsObject = fc.dictionary(fc.constantFrom(...KNOWN_FIELDS), hostileValue, {
  maxKeys: 6,
});

function deeplyNested(depth: number, open: string, close: string): string {
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

export interface HostileBody {
  contentType?: string;
  payload?: string | Buffer;
}

export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  fc.constant({}),
  knownFieldsObject.map((value) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value),
  })),
  hostileValue.map((value) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  })),
  hostileString.map((text) => ({ contentType: 'application/json', payload: `{"a":${text}` })),
  fc.integer({ min: 1000, max: 100_000 }).map((depth) => ({
    contentType: 'application/json',
    payload: deeplyNested(depth, '[', ']'),
  })),
  fc.integer({ min: 1000, max: 20_000 }).map((depth) => ({
    contentType: 'application/json',
    payload: deeplyNested(depth, '{"a":', '}'),
  })),
  fc.constant({
    contentType: 'application/json',
    payload: `{"a":"${'x'.repeat(1_100_000)}"}`,
  }),
  fc
    .tuple(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/gzip',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        '\u0000/\u0000',
      ),
      hostileString,
    )
    .map(([contentType, text]) => ({ contentType, payload: text })),
  fc.uint8Array({ maxLength: 256 }).map((bytes) => ({
    contentType: 'application/gzip',
    payload: Buffer.from(bytes),
  })),
);

/** A query string with hostile keys and values, repeats, and broken percent-encoding. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom('page', 'query', 'format', 'cursor', 'limit', 'status'),
          hostileString,
        )
        .map(([key, value]) => `${key}=${encodeAny(value)}`),
      fc
        .tuple(hostileString, hostileString)
        .map(([key, value]) => `${encodeAny(key)}=${encodeAny(value)}`),
      fc.constantFrom('%', '%E0%A4%A', 'a=%FF%FE', 'page=1&page=2', '&&=&', 'a[b][c]=1'),
    ),
    { maxLength: 4 },
  )
  .map((parts) => (parts.length === 0 ? '' : `?${parts.join('&')}`));

/** A path segment where the route takes a parameter; ids out of range, traversal, junk. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((text) => encodeAny(text) || '%20'),
  fc.constantFrom('..', '%2e%2e', '%00', '0', '-5', '99999999999999999999', 'tv', 'movie'),
  fc.integer().map(String),
);

/** Request headers a hostile client might send alongside. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-request-id': hostileString.filter((text) => /^[\x20-\x7e]*$/.test(text)),
    'accept-encoding': fc.constantFrom('br;q=2, gzip;q=-1', '*', 'identity;q=0', 'x'.repeat(300)),
    'if-none-match': fc.constantFrom('*', 'W/"x"', '"' + 'y'.repeat(500) + '"'),
    origin: fc.constantFrom('null', 'http://evil.example', 'not a url'),
  },
  { requiredKeys: [] },
);

export const HOSTILE_ROLES = ['anonymous', 'user', 'admin'] as const;

/** The route's path with each parameter, and any wildcard, filled with hostile segments. */
export function pathFor(url: string, segments: string[]): string {
  let index = 0;
  const next = () => segments[index++ % segments.length] ?? 'x';
  return url.replace(/:[A-Za-z]+/g, next).replace(/\*$/, () => `${next()}/${next()}`);
}

export interface HostileRequest {
  role: (typeof HOSTILE_ROLES)[number];
  /** The path with its query string. */
  path: string;
  body: HostileBody;
  headers: Record<string, string>;
}

/** One hostile request to the route `url` (Fastify's spelling, e.g. `/api/lists/:mediaType/:id`). */
export function hostileRequestTo(url: string): fc.Arbitrary<HostileRequest> {
  return fc
    .tuple(
      fc.constantFrom(...HOSTILE_ROLES),
      fc.array(hostileSegment, { minLength: 1, maxLength: 3 }),
      hostileQuery,
      hostileBody,
      hostileHeaders,
    )
    .map(([role, segments, query, body, headers]) => ({
      role,
      path: pathFor(url, segments) + query,
      body,
      headers,
    }));
}
