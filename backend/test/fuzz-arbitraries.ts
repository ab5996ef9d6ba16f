/**
 * Generators and oracles for fuzz.e2e-spec.ts. The oracles are written from the contract (openapi.yaml,
 * the DTO messages, the brief's rules), not copied from the server, so that a disagreement is a finding.
 */
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { isEmail } from 'class-validator';
import fc from 'fast-check';
import { CASE_TYPES } from '../src/contacts/contact-submission.entity';
import { STAFF } from './factories';

/** express.json/urlencoded limit ('16kb'), counted on the decoded body. */
export const BODY_LIMIT = 16 * 1024;
/** The deepest a JSON body may nest objects and arrays, the top level counting as 1. */
export const JSON_DEPTH_LIMIT = 32;
export const PUBLIC_ORIGIN = 'http://localhost:3000';
const MAX_ID = 2_147_483_647;

// ---------------------------------------------------------------------------------------------------
// Requests as the fuzzer sends them

/** Which cookie to send; the real session cookie only exists at run time, so it is named, not embedded. */
export type CookieChoice =
  | { kind: 'none' }
  | { kind: 'session' }
  | { kind: 'stale' }
  | { kind: 'tampered' }
  | { kind: 'raw'; value: string };

export interface FuzzRequest {
  method: string;
  /** Exactly what goes on the request line (see wirePath). */
  path: string;
  headers: Record<string, string>;
  cookie: CookieChoice;
  body?: Uint8Array;
  /** Send the body with Transfer-Encoding: chunked instead of Content-Length. */
  chunked?: boolean;
}

/**
 * A path as a browser sends it: every byte outside printable ASCII percent-encoded. `raw` sends UTF-8 and
 * DEL as they are (Node's client allows bytes up to 0xff), which the HTTP parser itself refuses with 400.
 */
export function wirePath(text: string, raw = false): string {
  const hex = (byte: number) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => (byte <= 0x20 || (!raw && byte > 0x7e) ? hex(byte) : String.fromCharCode(byte)))
    .join('');
}

/** Header values may hold tab, printable ASCII and raw bytes 0x80-0xff; anything else is dropped. */
export function wireHeader(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[^\t\u0020-\u007e\u0080-\u00ff]/g, '');
}

/** What percentEncode writes for each byte: unreserved ones as they are, the rest as %XX. */
const PERCENT_ENCODED = Array.from({ length: 256 }, (_, byte) =>
  /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
    ? String.fromCharCode(byte)
    : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
);

/**
 * Percent-encodes every UTF-8 byte that is not unreserved; lone surrogates become U+FFFD, never a throw.
 * Byte by byte through a table: huge generated form values are encoded many times a run.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const byte of Buffer.from(text, 'utf8')) encoded += PERCENT_ENCODED[byte];
  return encoded;
}

/** Long runs of one character shown as ⟨a×5000⟩, so a counterexample stays readable. */
export function compact(value: string): string {
  return value.replace(/(.)\1{11,}/gsu, (run, c: string) => `⟨${c}×${[...run].length}⟩`);
}

/** How fast-check prints a request in a counterexample: the body as latin1 text (reversible), runs compacted. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body && JSON.stringify(Buffer.from(request.body).toString('latin1'));
  return compact(
    JSON.stringify({ ...request, body: undefined }) +
      (body === undefined ? '' : ` body(${request.body!.length} bytes, latin1)=${body}`),
  );
}

/** Gives a generated value its own counterexample text. */
export function printable<T extends object>(value: T, show: (value: T) => string): T {
  return Object.defineProperty(value, fc.toStringMethod, { value: () => show(value), enumerable: false });
}

// ---------------------------------------------------------------------------------------------------
// Text

/** Characters that break naive code: controls, NUL, BOM, joiners, bidi overrides, lone surrogates, NFC pairs. */
export const SPICE = [
  '\u0000',
  '\t',
  '\n',
  '\r',
  '\v',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\ufeff',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2066',
  '\u200f',
  '\u3000',
  '\ufe0f',
  '\ufe0e',
  '\u0301',
  'e\u0301',
  '\u212b',
  '\ud800',
  '\udfff',
  '\ud83d\ude00',
  'ñ',
  'İ',
  'ß',
  '%',
  '"',
  '\\',
  '<',
  ' ',
];

const spice = fc.constantFrom(...SPICE);
const plainChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzÁÉÍÓÚáéíóúñÑ0123456789 .-');

/** Short text: mostly letters, some spice, some arbitrary code points. */
export const text = (maxLength = 40) =>
  fc
    .array(
      fc.oneof(
        { weight: 6, arbitrary: plainChar },
        { weight: 3, arbitrary: spice },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
      ),
      { maxLength },
    )
    .map((parts) => parts.join(''));

/**
 * Text of about `length` characters around a limit: a repeated pattern with a few spices spliced in, so
 * a 5000-character message costs no more to generate (or shrink) than a short one.
 */
export const sizedText = (lengths: fc.Arbitrary<number>, spices: fc.Arbitrary<string> = spice) =>
  fc
    .record({
      length: lengths,
      pattern: fc.string({ unit: plainChar, minLength: 1, maxLength: 6 }),
      spices: fc.array(fc.tuple(fc.nat(), spices), { maxLength: 4 }),
    })
    .map(({ length, pattern, spices }) => {
      let value = pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);
      for (const [at, piece] of spices) {
        const i = at % (value.length + 1);
        value = value.slice(0, i) + piece + value.slice(i + piece.length);
      }
      return value;
    });

/** Lengths on and just past a field's bounds, and anywhere between. */
export const aroundBounds = (min: number, max: number) =>
  fc.oneof(
    fc.integer({ min: Math.max(0, min - 2), max: min + 2 }),
    fc.integer({ min: max - 2, max: max + 2 }),
    fc.integer({ min, max }),
  );

// ---------------------------------------------------------------------------------------------------
// POST /api/contact: bodies and the oracle

export const CONTACT_FIELDS = ['nombre', 'email', 'telefono', 'tipo_caso', 'mensaje', 'consent'] as const;
const ALLOWED_KEYS = new Set<string>([...CONTACT_FIELDS, 'website']);

export interface ExpectedRow {
  nombre: string;
  email: string;
  telefono: string;
  tipo_caso: string;
  mensaje: string;
}

export type ContactVerdict =
  /** Valid: 201 and this row stored. */
  | { kind: 'stored'; row: ExpectedRow }
  /** The honeypot is filled: 201 and nothing stored. */
  | { kind: 'decoy' }
  /** 400 and nothing stored. */
  | { kind: 'invalid' };

/** Characters as the spec and PostgreSQL's varchar(n) count them: code points. */
const charCount = (value: string) => [...value].length;

/*
 * Found by this fuzzer and fixed (each has a regression test in fuzz.e2e-spec.ts): a lone surrogate in
 * `email` was a 500; MaxLength let a variation selector after each letter through uncounted (twice the
 * column's length, a 500 on PostgreSQL); Swagger UI's files answered an unsatisfiable Range or a failed
 * If-Match with a 500; the honeypot missed `application/*+json`; a trusted proxy's junk X-Forwarded-For made
 * a rate-limit key longer than its column.
 *
 * KNOWN DEVIATION, tolerated: keys named `__proto__`, `constructor`, `prototype` or after any
 * Object.prototype member (`toString`, `hasOwnProperty`…) are dropped by class-transformer before the
 * whitelist check, so they are ignored instead of refused as unknown fields. Harmless: nothing is polluted.
 */
const isIgnoredKey = (key: string) => key === '__proto__' || key === 'prototype' || key in Object.prototype;
/** validator's isLength: a variation selector after another character does not count. */
const validatorLength = (value: string) =>
  value.length -
  (value.match(/[^\uFE0F\uFE0E][\uFE0F\uFE0E]/g) ?? []).length -
  (value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g) ?? []).length;

/**
 * Control characters, halves of UTF-16 pairs and bidirectional controls (Unicode's Bidi_Control) are
 * refused; the message keeps its line breaks.
 */
const CONTROL = /[\p{Cc}\p{Cs}\p{Bidi_Control}]/u;
const CONTROL_BUT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Bidi_Control}]/u;

function cleanText(value: unknown, min: number, max: number, multiLine = false): string | undefined {
  if (typeof value !== 'string') return undefined;
  const normal = value.normalize('NFC').trim();
  // Maximums in characters, as the column holds them; a minimum may be counted as validator does (a
  // variation selector adds no visible character, so not counting it toward the minimum is fair).
  if (validatorLength(normal) < min || charCount(normal) > max) return undefined;
  if ((multiLine ? CONTROL_BUT_LINES : CONTROL).test(normal)) return undefined;
  return normal;
}

/** validator's isEmail throws on a lone surrogate (encodeURI); such a string is no address either way. */
function isEmailAddress(value: string): boolean {
  try {
    return isEmail(value);
  } catch {
    return false;
  }
}

/**
 * Plain addresses only (docs/security.md): the local part letters, digits, marks and !#$%&'*+/=^_`{|}~-
 * with dots; the domain letters, digits, marks, dots and hyphens. No quotes, comments, IP literals or '?'.
 */
function isPlainAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return (
    at > 0 && /^[\p{L}\p{M}\p{N}!#$%&'*+/=^_`{|}~.-]+$/u.test(local) && /^[\p{L}\p{M}\p{N}.-]+$/u.test(domain)
  );
}

/** The honeypot: a `website` that is there and neither null nor blank. */
function fillsHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, 'website')) {
    return false;
  }
  const website = (body as Record<string, unknown>).website;
  return website !== null && (typeof website !== 'string' || website.trim() !== '');
}

/**
 * What the contract says POST /api/contact does with a parsed JSON body: the honeypot first (any
 * `website` that is neither absent, null nor blank), then every field's rule and no unknown keys.
 */
export function judgeContact(body: unknown): ContactVerdict {
  if (fillsHoneypot(body)) return { kind: 'decoy' };
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  if (!isObject) return { kind: 'invalid' };
  const fields = body as Record<string, unknown>;
  if (Object.keys(fields).some((key) => !ALLOWED_KEYS.has(key) && !isIgnoredKey(key))) {
    return { kind: 'invalid' };
  }
  const nombre = cleanText(fields.nombre, 2, 120);
  const email = cleanText(fields.email, 0, 254)?.toLowerCase();
  const telefono = cleanText(fields.telefono, 10, 30);
  const mensaje = cleanText(fields.mensaje, 10, 5000, true);
  const tipo = fields.tipo_caso;
  const valid =
    nombre !== undefined &&
    email !== undefined &&
    charCount(email) <= 254 &&
    isEmailAddress(email) &&
    isPlainAddress(email) &&
    telefono !== undefined &&
    mensaje !== undefined &&
    typeof tipo === 'string' &&
    (CASE_TYPES as readonly string[]).includes(tipo) &&
    fields.consent === true;
  if (!valid) return { kind: 'invalid' };
  return {
    kind: 'stored',
    row: {
      nombre,
      email,
      telefono,
      tipo_caso: tipo,
      mensaje,
    },
  };
}

/** Spice a valid value may hold: no control characters, no lone surrogates. */
const safeSpice = fc.constantFrom(...SPICE.filter((piece) => !CONTROL.test(piece)));
const lineSpice = fc.oneof(safeSpice, fc.constantFrom('\n', '\t', '\r\n'));
const letters = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnñopqrstuvwxyzáéíóú'),
  minLength: 1,
  maxLength: 5,
});
/** Text that starts and ends with a letter, so trimming cannot push it under its minimum. */
const framed = (length: fc.Arbitrary<number>, spices: fc.Arbitrary<string>) =>
  fc.tuple(letters, sizedText(length, spices), letters).map(([a, middle, b]) => a + middle + b);

/** Each field: values that should pass (`good`), and values on or past the edges of its rules (`edge`). */
const FIELDS = {
  nombre: {
    good: fc.oneof(
      fc.constantFrom('María Pérez', 'José', 'Zoë Ñúñez', '李小龙', "O'Brien", 'e\u0301e\u0301', ' Ana '),
      framed(fc.integer({ min: 0, max: 110 }), safeSpice),
    ),
    edge: fc.oneof(sizedText(aroundBounds(2, 120)), text(10)),
  },
  email: {
    good: fc.emailAddress(),
    edge: fc.oneof(
      fc.constantFrom(
        'MARIA@EXAMPLE.COM',
        '  ana@example.co  ',
        'a@b',
        'a@@b.co',
        'ä@ö.de',
        'a@localhost',
        '"quoted"@example.com',
        'a@[127.0.0.1]',
        '"?to=victim@corp.example&bcc=attacker@evil.example&x="@example.com',
        'ana?bcc=x@example.com',
        'ana(comentario)@example.com',
        'ana@ex¿ample.com',
        'josé.peña@müller.example',
        'ana@example.com\u202e',
        'a@b.co\u0000',
        'İ@example.com',
        `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
        `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
      ),
      fc.tuple(text(12), text(12)).map(([a, b]) => `${a}@${b}.co`),
    ),
  },
  telefono: {
    good: fc.stringMatching(/^\+?[0-9][0-9 ()-]{8,27}[0-9]$/),
    edge: fc.oneof(fc.stringMatching(/^[0-9 ()+-]{8,32}$/), sizedText(aroundBounds(10, 30))),
  },
  tipo_caso: {
    good: fc.constantFrom(...CASE_TYPES),
    edge: fc.constantFrom('Familia', ' penal', 'laboral', '', 'english ', 'toString', '__proto__'),
  },
  mensaje: {
    good: framed(fc.integer({ min: 8, max: 4990 }), lineSpice),
    // Up to a whole body's worth: the field, not the parser, must refuse it.
    edge: fc.oneof(
      sizedText(aroundBounds(10, 5000)),
      text(60),
      sizedText(fc.integer({ min: 16_000, max: 16_400 })),
    ),
  },
  consent: { good: fc.constant(true), edge: fc.constantFrom(false, 'true', 1, null, 'yes') },
};

const MISSING = Symbol('missing');

/** Mostly a good value; sometimes an edge one, a value of the wrong type, or nothing at all. */
const field = ({ good, edge }: { good: fc.Arbitrary<unknown>; edge: fc.Arbitrary<unknown> }) =>
  fc.oneof(
    { weight: 40, arbitrary: good },
    { weight: 3, arbitrary: edge },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constant(MISSING) },
  );

const website = fc.oneof(
  { weight: 12, arbitrary: fc.constant(MISSING) },
  fc.constantFrom<unknown>('', '   ', '\u00a0', 'http://spam.example', null, 0, false, [], {}),
);

const strangeKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'NOMBRE',
    'nombre ',
    'id',
    'processed',
    'createdAt',
    '',
  ),
  text(8),
);

/** Entries of a JSON object, in order, possibly with unknown or repeated keys (JSON.parse keeps the last). */
export const contactEntries = fc
  .record({
    nombre: field(FIELDS.nombre),
    email: field(FIELDS.email),
    telefono: field(FIELDS.telefono),
    tipo_caso: field(FIELDS.tipo_caso),
    mensaje: field(FIELDS.mensaje),
    consent: field(FIELDS.consent),
    website,
    extra: fc.oneof(
      { weight: 8, arbitrary: fc.constant([]) },
      fc.array(fc.tuple(strangeKey, fc.jsonValue({ maxDepth: 1 })), { minLength: 1, maxLength: 3 }),
    ),
    repeat: fc.oneof(
      { weight: 10, arbitrary: fc.constant(undefined) },
      fc.tuple(fc.constantFrom(...CONTACT_FIELDS), fc.jsonValue({ maxDepth: 1 })),
    ),
  })
  .map(({ extra, repeat, ...fields }) => {
    const entries: Array<[string, unknown]> = Object.entries(fields).filter(([, value]) => value !== MISSING);
    // A repeated key first, so the real value (later) wins unless the field itself was left out.
    if (repeat) entries.unshift(repeat);
    return [...entries, ...extra];
  });

const jsonOf = (value: unknown) => JSON.stringify(value) ?? 'null';

/** JSON text written entry by entry, so a `__proto__` key stays a key (an object literal would swallow it). */
export function objectText(
  entries: Array<[string, unknown]>,
  layout: 'compact' | 'spaced' | 'escaped',
): string {
  const sep = layout === 'spaced' ? ',\n  ' : ',';
  const colon = layout === 'spaced' ? ': ' : ':';
  const textOut = `{${entries.map(([key, value]) => jsonOf(key) + colon + jsonOf(value)).join(sep)}}`;
  // \u escapes for every non-ASCII character: the same JSON value, other bytes.
  return layout === 'escaped'
    ? textOut.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    : textOut;
}

/**
 * How deep a parsed JSON value nests objects and arrays (a scalar is 0). Walked with a list, not recursion:
 * the bodies go thousands of levels down, past what the test process's own stack holds.
 */
export function jsonDepth(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * A contact body with one field (the honeypot too) nested in arrays or objects: around the depth limit, or
 * thousands of levels down (the validation pipe's recursion once overflowed there, a 500).
 */
const deepEntries = fc
  .record({
    entries: contactEntries,
    key: fc.constantFrom(...CONTACT_FIELDS, 'website', 'extra'),
    depth: fc.oneof(
      fc.integer({ min: JSON_DEPTH_LIMIT - 3, max: JSON_DEPTH_LIMIT + 1 }),
      fc.integer({ min: 100, max: 3000 }),
    ),
    shape: fc.constantFrom('array', 'object'),
  })
  .map(({ entries, key, depth, shape }) => {
    let value: unknown = entries.find(([name]) => name === key)?.[1] ?? 'x';
    for (let level = 0; level < depth; level += 1) value = shape === 'array' ? [value] : { a: value };
    return [...entries.filter(([name]) => name !== key), [key, value]] as Array<[string, unknown]>;
  });

export type BodyCoding = 'identity' | 'gzip' | 'deflate' | 'br';

export function encodeBody(bytes: Buffer, coding: BodyCoding): Buffer {
  if (coding === 'gzip') return gzipSync(bytes);
  if (coding === 'deflate') return deflateSync(bytes);
  if (coding === 'br') return brotliCompressSync(bytes);
  return bytes;
}

/** A request whose outcome the oracle knows: UTF-8 JSON, a JSON media type, a supported coding. */
export interface CleanContact {
  kind: 'clean';
  request: FuzzRequest;
  /** The JSON text as the server decodes it. */
  json: string;
}

/** Anything else: the oracle only knows it must not be a 5xx and must not store a bad row. */
export interface MessyContact {
  kind: 'messy';
  request: FuzzRequest;
}

const CLEAN_JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json;charset=UTF-8',
  'Application/JSON',
  'application/json; charset="utf-8"',
  'application/vnd.api+json',
  'application/merge-patch+json; charset=utf-8',
];

/** Trailing whitespace: none, some, or enough to land the body within a few bytes of the limit. */
const padding = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ to: 'none' as const, delta: 0 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 200 }).map((delta) => ({ to: 'some' as const, delta })) },
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 3 }).map((delta) => ({ to: 'limit' as const, delta })) },
);

export const cleanContact: fc.Arbitrary<CleanContact> = fc
  .record({
    // Mostly an object with the real keys; sometimes any JSON value at all (arrays, strings, numbers, null).
    value: fc.oneof(
      { weight: 12, arbitrary: contactEntries },
      { weight: 1, arbitrary: deepEntries },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ value })) },
    ),
    layout: fc.constantFrom('compact' as const, 'spaced' as const, 'escaped' as const),
    padding,
    contentType: fc.constantFrom(...CLEAN_JSON_TYPES),
    coding: fc.oneof(
      { weight: 5, arbitrary: fc.constant<BodyCoding>('identity') },
      fc.constantFrom<BodyCoding>('gzip', 'deflate', 'br'),
    ),
    chunked: fc.boolean(),
  })
  .map(({ value, layout, padding, contentType, coding, chunked }) => {
    let json = Array.isArray(value) ? objectText(value, layout) : jsonOf(value.value);
    const size = Buffer.byteLength(json);
    if (padding.to === 'some') json += ' '.repeat(padding.delta);
    if (padding.to === 'limit') json += ' '.repeat(Math.max(0, BODY_LIMIT - size + padding.delta));
    const headers: Record<string, string> = { 'Content-Type': contentType };
    if (coding !== 'identity') headers['Content-Encoding'] = coding;
    const sample = {
      kind: 'clean' as const,
      json,
      request: {
        method: 'POST',
        path: '/api/contact',
        headers,
        cookie: { kind: 'none' as const },
        body: encodeBody(Buffer.from(json, 'utf8'), coding),
        chunked,
      },
    };
    return printable(sample, ({ json: j, request }) =>
      compact(
        `clean ${JSON.stringify({ headers: request.headers, chunked: request.chunked })} json=${JSON.stringify(j)}`,
      ),
    );
  });

const messyBody = fc.oneof(
  fc.uint8Array({ maxLength: 600 }),
  fc.uint8Array({ minLength: BODY_LIMIT - 8, maxLength: BODY_LIMIT + 8 }),
  fc.json({ maxDepth: 3 }).map((json) => Buffer.from(json)),
  fc.jsonValue({ maxDepth: 2 }).map((value) => Buffer.from(`\ufeff${jsonOf(value)}`)),
  // A valid-looking object cut short, or sent in another charset than the header may claim.
  contactEntries.chain((entries) =>
    fc.oneof(
      fc.nat().map((cut) => {
        const json = objectText(entries, 'compact');
        return Buffer.from(json.slice(0, cut % json.length));
      }),
      fc
        .constantFrom<BufferEncoding>('utf16le', 'latin1', 'utf8')
        .map((encoding) => Buffer.from(objectText(entries, 'compact'), encoding)),
    ),
  ),
  text(80).map((value) => Buffer.from(`nombre=${value}&email=a%40b.co&consent=true`)),
  fc.constant(Buffer.alloc(0)),
);

/** Mostly a JSON type (so the body reaches the parser), with odd charsets and parameters; sometimes none. */
const messyContentType = fc.option(
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-16',
        'application/json; charset=utf-16le',
        'application/json; charset=utf-32',
        'application/json; charset=latin1',
        'application/json; charset=utf-7',
        'application/json; charset=',
        'application/json;;;',
        'application/json, text/plain',
        'application/json\u00ff',
        'application/x-json+json',
      ),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        'text/plain',
        'text/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/jsonp',
        'application/*',
        '*/*',
        '',
        'json',
      ),
    },
    { weight: 1, arbitrary: text(30) },
  ),
  { nil: undefined, freq: 8 },
);

const messyCoding = fc.option(
  fc.constantFrom(
    'gzip',
    'deflate',
    'br',
    'identity',
    'x-gzip',
    'compress',
    'zstd',
    'gzip, gzip',
    'GZIP',
    '*',
    'gzip;q=1',
    '',
  ),
  { nil: undefined, freq: 2 },
);

export const messyContact: fc.Arbitrary<MessyContact> = fc
  .record({
    body: messyBody,
    contentType: messyContentType,
    coding: messyCoding,
    // Whether the bytes really are in the coding the header names (a lie is a fine test too).
    compress: fc.constantFrom<BodyCoding>('identity', 'identity', 'gzip', 'deflate', 'br'),
    chunked: fc.boolean(),
  })
  .map(({ body, contentType, coding, compress, chunked }) => {
    const headers: Record<string, string> = {};
    if (contentType !== undefined) headers['Content-Type'] = wireHeader(contentType);
    if (coding !== undefined) headers['Content-Encoding'] = coding;
    const request: FuzzRequest = {
      method: 'POST',
      path: '/api/contact',
      headers,
      cookie: { kind: 'none' as const },
      body: encodeBody(Buffer.from(body), compress),
      chunked,
    };
    return printable({ kind: 'messy' as const, request }, () => `messy ${describeRequest(request)}`);
  });

export const anyContact = fc.oneof(
  { weight: 3, arbitrary: cleanContact },
  { weight: 1, arbitrary: messyContact },
);

// ---------------------------------------------------------------------------------------------------
// Cross-site requests and cookies

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const originHeader = fc.constantFrom(
  PUBLIC_ORIGIN,
  `${PUBLIC_ORIGIN}/`,
  'https://evil.example',
  'http://localhost:3000.evil.example',
  'null',
  '',
  'HTTP://LOCALHOST:3000',
);
export const fetchSiteHeader = fc.constantFrom(
  'same-origin',
  'same-site',
  'cross-site',
  'none',
  '',
  'CROSS-SITE',
);

/** The browser's provenance headers, each present or not. */
/**
 * Headers each present one time in `rarity + 1`, so a request carries few of them and a rule that one
 * header triggers (a cross-site refusal, say) does not hide what the others do.
 */
export function sparseHeaders(
  values: Record<string, fc.Arbitrary<string>>,
  rarity: number,
): fc.Arbitrary<Record<string, string>> {
  const maybe = (value: fc.Arbitrary<string>) =>
    fc.oneof({ weight: rarity, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });
  return fc
    .record(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, maybe(value)])))
    .map((record) =>
      Object.fromEntries(
        Object.entries(record)
          .filter((entry): entry is [string, string] => entry[1] !== undefined)
          .map(([name, value]) => [name, wireHeader(value)]),
      ),
    );
}

export const provenance = sparseHeaders({ Origin: originHeader, 'Sec-Fetch-Site': fetchSiteHeader }, 2);

/**
 * Whether the CSRF rule must refuse the request: a state-changing method whose Sec-Fetch-Site names
 * another site or, without that header, whose Origin is neither the public one nor the host's own.
 */
export function mustRefuseCrossSite(
  method: string,
  headers: Record<string, string>,
  hostOrigin: string,
): boolean {
  // Node's client upper-cases the method before sending it.
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers['Sec-Fetch-Site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const origin = headers.Origin;
  return origin !== undefined && origin !== PUBLIC_ORIGIN && origin !== hostOrigin;
}

export const cookieChoice: fc.Arbitrary<CookieChoice> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'session' as const }) },
  fc.constant({ kind: 'stale' as const }),
  fc.constant({ kind: 'tampered' as const }),
  fc
    .oneof(
      fc.constantFrom(
        'sid=',
        'sid=s%3A',
        'sid=s%3Aabc.def',
        'sid=s:abc',
        'sid=%',
        'sid=%zz',
        'sid="quoted"',
        'sid=a; sid=b',
        'a=b; c',
        ';;;',
        `sid=${'x'.repeat(4000)}`,
        'sid=s%3A%00.%00',
      ),
      text(30).map((value) => `sid=${value}`),
      text(30),
    )
    .map((value) => ({ kind: 'raw' as const, value: wireHeader(value) })),
);

// ---------------------------------------------------------------------------------------------------
// Any method, path and headers

export const ODD_METHODS = [
  'TRACE',
  'PROPFIND',
  'MKCOL',
  'PURGE',
  'LINK',
  'SEARCH',
  'QUERY',
  'BREW',
  'FOO',
  'get',
  'M-SEARCH',
];
export const method = fc.oneof(
  { weight: 24, arbitrary: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_METHODS) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z!#$%&'*+.^_`|~-]{1,12}$/) },
);

export const KNOWN_PATHS = [
  '/api/contact',
  '/api/auth/user',
  '/api/contacts',
  '/api/contacts/stats',
  '/api/contacts/1/processed',
  '/api/contacts/1',
  '/api/contacts/2/notes',
  '/api/contacts/export.csv',
  '/api/login',
  '/api/logout',
  '/api/health',
  '/api/docs',
  '/api/docs/',
  '/api/docs-json',
  '/api/docs-yaml',
  '/api',
  '/',
  '/en',
  '/en/blog/x',
  '/servicios',
  '/blog/divorcio-en-medellin-2025',
  '/admin',
  '/robots.txt',
  '/sitemap.xml',
  '/assets/app-abc123.js',
  '/assets/vendor-def456.js.gz',
  '/favicon.svg',
  '/site.json',
  '/antiguo/index.html',
  '/index.html',
];

const segment = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '',
    '%2e%2e',
    '%2E',
    '%2f',
    '%5c',
    '%00',
    '%zz',
    '%',
    '%c3',
    '%ff',
    '%25',
    '~',
    'NUL',
    'ñ',
    '😀',
    '\u202e',
  ),
  fc.webSegment(),
  text(12),
  fc.integer({ min: 1, max: 6000 }).map((n) => 'a'.repeat(n)),
);

const queryValue = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '-1',
    '200',
    '201',
    '1e3',
    '0x10',
    ' 5',
    '5 ',
    '1.5',
    'NaN',
    '',
    '%zz',
    '9'.repeat(30),
    'pending',
    '2025-06-01',
    '2025-02-30',
    '%25',
    '_',
    '%5C',
  ),
  text(10).map(percentEncode),
);
const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          'limit',
          'offset',
          'limit[]',
          'offset[x]',
          '__proto__[x]',
          'constructor',
          'a',
          '',
          'q',
          'status',
          'tipo_caso',
          'from',
          'to',
          'q[]',
        ),
        queryValue,
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`),
  text(20).map((value) => `?${value}`),
);

/** One way to bend a path: case, trailing or doubled slash, an odd segment inserted or swapped in, encoding. */
const pathEdit = fc.oneof(
  fc.constant({ op: 'upper' as const }),
  fc.constant({ op: 'slash' as const }),
  fc.constant({ op: 'double' as const }),
  fc.tuple(fc.nat(), segment).map(([at, value]) => ({ op: 'insert' as const, at, value })),
  fc.tuple(fc.nat(), segment).map(([at, value]) => ({ op: 'replace' as const, at, value })),
  fc.nat().map((at) => ({ op: 'encode' as const, at })),
);

/** A known path bent out of shape: case, slashes, dot segments, odd percent-encoding, long or unicode segments. */
export const path = fc
  .record({
    base: fc.constantFrom(...KNOWN_PATHS),
    // Two in five paths as they are, so the routes themselves get their share of the fuzz.
    edits: fc.oneof(
      { weight: 2, arbitrary: fc.constant([]) },
      { weight: 3, arbitrary: fc.array(pathEdit, { minLength: 1, maxLength: 3 }) },
    ),
    query,
    raw: fc.oneof({ weight: 19, arbitrary: fc.constant(false) }, fc.constant(true)),
  })
  .map(({ base, edits, query, raw }) => {
    let parts = base.split('/');
    for (const edit of edits) {
      if (edit.op === 'upper') parts = parts.map((p) => p.toUpperCase());
      else if (edit.op === 'slash') parts.push('');
      else if (edit.op === 'double') parts.splice(1, 0, '');
      else if (edit.op === 'insert') parts.splice(1 + (edit.at % parts.length), 0, edit.value);
      else if (edit.op === 'replace') parts[1 + (edit.at % (parts.length - 1 || 1))] = edit.value;
      else {
        const i = edit.at % parts.length;
        parts[i] = percentEncode(parts[i]).replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
      }
    }
    return wirePath(parts.join('/') + query, raw);
  });

/** Paths that are not even shaped like one: asterisk-form, absolute-form, no leading slash. */
export const oddPath = fc.constantFrom(
  '*',
  'http://localhost:3000/api/health',
  'http://evil.example/api/contacts',
  'api/health',
  '?',
  '/%',
);

/** Values for the headers that steer caching, encoding, CSRF, proxies and parsing. */
const HEADER_VALUES: Record<string, fc.Arbitrary<string>> = {
  Origin: originHeader,
  'Sec-Fetch-Site': fetchSiteHeader,
  'Accept-Encoding': fc.constantFrom(
    'gzip',
    'br',
    'br;q=0',
    'gzip;q=abc',
    '*',
    '*;q=0',
    'identity;q=0',
    'x-gzip',
    'br, gzip;q=1.0001',
    ',,,',
  ),
  Range: fc.constantFrom(
    'bytes=0-10',
    'bytes=-5',
    'bytes=999999-',
    'bytes=5-1',
    'bytes=0-0,1-1,2-2',
    'items=0-1',
    'bytes=',
  ),
  'If-None-Match': fc.constantFrom('*', '"abc"', 'W/"abc"', ',,,', 'W/', '"'),
  'If-Modified-Since': fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'yesterday', ''),
  'If-Match': fc.constantFrom('*', '"nope"', 'W/"x"', ''),
  'If-Unmodified-Since': fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'garbage'),
  'X-Forwarded-For': fc.oneof(
    fc.ipV4(),
    fc.ipV6(),
    fc.constantFrom('', ',', 'unknown', '1.2.3.4, 5.6.7.8', '::ffff:10.0.0.1', '[::1]:80'),
    text(20),
  ),
  'X-Forwarded-Proto': fc.constantFrom('https', 'http', 'gopher', ''),
  'X-Forwarded-Host': fc.constantFrom('evil.example', 'localhost:3000'),
  Accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/*;q=0', 'garbage'),
  'Content-Type': fc.constantFrom(
    'application/json',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data',
  ),
  'Content-Encoding': fc.constantFrom('gzip', 'br', 'identity', 'bogus'),
  Authorization: fc.constantFrom('Bearer x', 'Basic Og==', ''),
};

export const headers = sparseHeaders(HEADER_VALUES, 5);

export const anyBody = fc.option(
  fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    fc.json({ maxDepth: 2 }).map((json) => Buffer.from(json)),
    fc.constant(Buffer.from('email=a%40b.co&password=x')),
    fc.uint8Array({ minLength: BODY_LIMIT, maxLength: BODY_LIMIT + 100 }),
  ),
  { nil: undefined, freq: 2 },
);

export const anyRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method,
    path: fc.oneof({ weight: 20, arbitrary: path }, { weight: 1, arbitrary: oddPath }),
    headers,
    cookie: cookieChoice,
    body: anyBody,
    chunked: fc.boolean(),
  })
  .map((request) => {
    return printable({ ...request, body: request.body && Buffer.from(request.body) }, describeRequest);
  });

// ---------------------------------------------------------------------------------------------------
// PATCH /api/contacts/{id}/processed

/** An id segment exactly as it goes on the wire. */
export const idSegment = (existingMax: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: existingMax }).map(String) },
    { weight: 2, arbitrary: fc.integer({ min: existingMax + 1, max: MAX_ID }).map(String) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '-0',
        '+1',
        '01',
        '0000000001',
        '00000000001',
        '2147483647',
        '2147483648',
        '4294967297',
        '9999999999',
        '99999999999',
        '1.0',
        '1.5',
        '1e3',
        '0x10',
        '1,2',
        'NaN',
        'Infinity',
        'null',
        'true',
        '%31',
        '%2531',
        '%20%31',
        '1%00',
        '%zz',
        '%',
        '%E2%80%AE',
        '%2F',
        '..',
        '.',
        '',
        '%EF%BC%91',
        "1'%20OR%20'1'='1",
        '1;DROP%20TABLE%20contact_submissions',
        '[1]',
        '%7B%22id%22:1%7D',
      ),
    },
    { weight: 1, arbitrary: fc.double().map((n) => percentEncode(String(n))) },
    { weight: 1, arbitrary: fc.bigInt().map(String) },
    { weight: 1, arbitrary: text(12).map(percentEncode) },
  );

export type IdExpectation =
  | { kind: 'route-miss' }
  /** Malformed percent-encoding: the router cannot decode the parameter, whatever the method. */
  | { kind: 'undecodable' }
  | { kind: 'bad' }
  | { kind: 'id'; id: number };

/** The contract: a positive 32-bit whole number in plain digits; anything else is a 400. */
export function judgeId(wire: string): IdExpectation {
  if (wire === '') return { kind: 'route-miss' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(wire);
  } catch {
    return { kind: 'undecodable' };
  }
  if (!/^[0-9]+$/.test(decoded)) return { kind: 'bad' };
  const id = Number(decoded);
  return id >= 1 && id <= MAX_ID && decoded.length <= 10 ? { kind: 'id', id } : { kind: 'bad' };
}

export const patchRequest = (existingMax: number) =>
  fc.record({
    id: idSegment(existingMax),
    method: fc.oneof(
      { weight: 12, arbitrary: fc.constant('PATCH') },
      fc.constantFrom('POST', 'PUT', 'GET', 'DELETE'),
    ),
    prefix: fc.constantFrom('/api/contacts/', '/api/contacts/', '/api/contacts/', '/API/Contacts/'),
    suffix: fc.constantFrom(
      '/processed',
      '/processed',
      '/processed',
      '/processed/',
      '/PROCESSED',
      '/processed?x=1',
    ),
    provenance,
    cookie: cookieChoice,
    body: fc.option(fc.constantFrom('{}', '{"processed":false}', 'null', '[]', '{'), {
      nil: undefined,
      freq: 3,
    }),
  });

// ---------------------------------------------------------------------------------------------------
// POST /api/login

const formValue = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(STAFF.email, STAFF.email.toUpperCase(), ` ${STAFF.email} `, STAFF.password),
  },
  { weight: 3, arbitrary: text(20) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom('', '%', '%zz', '%00', '+', '&', '=', '%E0%A4%A') },
);
const formKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('email', 'password') },
  fc.constantFrom(
    'email[]',
    'password[0]',
    'email[a]',
    'Email',
    'email ',
    '__proto__',
    'remember',
    '',
    'email.x',
  ),
  text(6),
);

export interface LoginForm {
  /** Pairs as written; `raw` pairs go unencoded (so `&`, `=` and `%` in them mean what they mean on the wire). */
  pairs: Array<{ key: string; value: string; raw: boolean }>;
  contentType: string | undefined;
}

export const loginForm: fc.Arbitrary<LoginForm> = fc
  .record({
    pairs: fc.oneof(
      // The usual shape: email and password once each, well encoded.
      fc.tuple(formValue, formValue).map(([emailValue, password]) => [
        { key: 'email', value: emailValue, raw: false },
        { key: 'password', value: password, raw: false },
      ]),
      fc.array(fc.record({ key: formKey, value: formValue, raw: fc.boolean() }), { maxLength: 25 }),
    ),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/x-www-form-urlencoded') },
      fc.constantFrom(
        'application/x-www-form-urlencoded; charset=utf-8',
        'application/x-www-form-urlencoded; charset=iso-8859-1',
        'application/x-www-form-urlencoded; charset=latin2',
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        undefined,
      ),
    ),
  })
  .map((form) => printable(form, (value) => compact(JSON.stringify(value))));

export function formText(form: LoginForm): string {
  return form.pairs
    .map(({ key, value, raw }) => (raw ? `${key}=${value}` : `${percentEncode(key)}=${percentEncode(value)}`))
    .join('&');
}

/**
 * The fields passport-local sees when the form is plain: both keys exactly once, well encoded, under the
 * form media type and the parameter limit. Otherwise undefined (the oracle then only bounds the outcome).
 */
export function plainCredentials(form: LoginForm): { email: string; password: string } | undefined {
  const type = form.contentType?.split(';')[0];
  if (type !== 'application/x-www-form-urlencoded' || /latin2|iso-8859-1/.test(form.contentType ?? ''))
    return undefined;
  if (form.pairs.length > 20 || form.pairs.some(({ raw }) => raw)) return undefined;
  if (Buffer.byteLength(formText(form)) > BODY_LIMIT) return undefined;
  // `email[]`, `email[a]` and the like may parse into the field as an array or object.
  if (form.pairs.some(({ key }) => /^(email|password)./.test(key))) return undefined;
  const emails = form.pairs.filter(({ key }) => key === 'email');
  const passwords = form.pairs.filter(({ key }) => key === 'password');
  if (emails.length !== 1 || passwords.length !== 1) return undefined;
  return { email: emails[0].value, password: passwords[0].value };
}

export function isStaffLogin(credentials: { email: string; password: string }): boolean {
  return credentials.email.trim().toLowerCase() === STAFF.email && credentials.password === STAFF.password;
}

/**
 * Whether passport-local could get one string email and one string password out of the form, which costs
 * a 0.65 s scrypt here; the cheap property leaves those forms to the one with the real lock-out.
 */
export function mayCheckPassword(form: LoginForm): boolean {
  if (!form.contentType?.startsWith('application/x-www-form-urlencoded')) return false;
  const keys = [...new URLSearchParams(formText(form)).keys()];
  const count = (name: string) => keys.filter((key) => key === name || key.startsWith(`${name}[`)).length;
  return count('email') === 1 && count('password') === 1;
}
