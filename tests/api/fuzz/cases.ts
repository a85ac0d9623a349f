/**
 * The hostile requests of the fuzz suite, generated for one API call from its request schemas
 * (contract/requests.ts): a valid sample first, then each field of its body, path and query
 * replaced by what an attacker or a broken client sends, and the body as a whole malformed.
 */
import type { ApiCall } from '../../../contract/requests';
import { fields, sample, type Field } from './schemaWalk';

export interface FuzzCase {
  /** What the case sends, e.g. `body.searchQuery.checkinDate: date 9999-12-31`. */
  name: string;
  method: ApiCall['method'];
  url: string;
  headers: Record<string, string>;
  /** The body as sent (text, so malformed JSON stays malformed); none for a GET. */
  payload?: string;
  /** The field a 400 must name: the case is to be refused there, whatever else it holds. */
  refusedAt?: string;
}

const LONG = 10_000;

/** Text values, for any field (a text field's own kind, and a wrong one for the others). */
const hostileTexts: Array<[string, string]> = [
  ['empty', ''],
  ['blank', '   '],
  [`${LONG} characters`, 'a'.repeat(LONG)],
  [`${LONG} digits`, '9'.repeat(LONG)],
  [`${LONG / 2} emoji`, '🏨'.repeat(LONG / 2)],
  ['NUL', '\u0000'],
  ['a NUL inside', '12\u00003456'],
  ['control characters', '\u0001\u0007\u001b[31m\u007f'],
  ['C1 control', '\u0085\u009b'],
  ['line breaks', 'a\r\nb\nc'],
  ['emoji', '🏨🇮🇳👍🏽'],
  ['right-to-left override', '\u202eevil'],
  ['a lone surrogate', '\ud800'],
  ['SQL', "' or 1=1; drop table users; --"],
  ['a path', '../../../../etc/passwd'],
  ['HTML', '<script>alert(1)</script>'],
  ['a number as text', '12345'],
  ['a negative number as text', '-1'],
  ['JSON as text', '{"a":1}'],
  ['__proto__', '__proto__'],
];

/** Dates out of range and malformed, for date fields. */
const hostileDates: Array<[string, string]> = [
  ['year 0', '0000-01-01'],
  ['year 9999', '9999-12-31'],
  ['before 1900', '1899-12-31'],
  ['30 February', '2026-02-30'],
  ['month 13', '2026-13-01'],
  ['day 0', '2026-12-00'],
  ['short form', '2026-1-1'],
  ['extended year', '+275760-09-13'],
  ['with a time', '2026-12-01T10:00:00Z'],
  ['far past', '1900-01-01'],
];

/** Numbers huge, negative and odd, for number fields (and as a wrong type for the others). */
const hostileNumbers: Array<[string, number]> = [
  ['zero', 0],
  ['negative', -1],
  ['negative huge', -1e308],
  ['huge', 1e308],
  ['above 2^31', 2_147_483_648],
  ['above 2^53', 9_007_199_254_740_993],
  ['1e21', 1e21],
  ['a fraction', 0.5],
  ['many decimals', 1.000000001],
  ['negative zero', -0],
  ['tiny', 5e-324],
];

/** Values of another type than the field's. */
const otherTypes: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['an array', []],
  ['an object', {}],
  ['a nested array', [[['x']]]],
  ['an array of 10,000', Array.from({ length: LONG }, () => 1)],
];

function valuesFor(field: Field): Array<[string, unknown]> {
  const texts = hostileTexts as Array<[string, unknown]>;
  const numbers = hostileNumbers.map(([n, v]) => [`number ${n}`, v] as [string, unknown]);
  switch (field.kind) {
    case 'string':
    case 'choice':
      return [...texts, ...(field.date ? hostileDates.map(([n, v]) => [`date ${n}`, v] as [string, unknown]) : []), ...numbers.slice(0, 4), ...otherTypes];
    case 'number':
      return [...numbers, ...texts.slice(0, 8), ...otherTypes];
    case 'boolean':
      return [['"true"', 'true'], ['1', 1], ['0', 0], ...otherTypes];
    case 'array':
      return [['empty', []], ['text', 'x'], ['an object', {}], ['null', null], ['10,000 nulls', Array.from({ length: LONG }, () => null)], ['nested 1,000 deep', nested(1_000, [])]];
    case 'object':
    case 'record':
      return [
        ['an array', []],
        ['text', 'x'],
        ['null', null],
        ['a __proto__ key', JSON.parse('{"__proto__":{"polluted":true}}')],
        ['a constructor.prototype key', { constructor: { prototype: { polluted: true } } }],
        ['1,000 keys', Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`k${i}`, i]))],
        ['nested 1,000 deep', nested(1_000, {})],
      ];
    default:
      return [...texts.slice(0, 6), ...otherTypes];
  }
}

/** `depth` arrays (or objects) inside one another. */
function nested(depth: number, leaf: unknown): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = Array.isArray(leaf) ? [value] : { a: value };
  return value;
}

/** A copy of `root` with the value at `path` replaced, or removed when `remove`. */
function withValue(root: unknown, path: Array<string | number>, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown> & unknown[];
  const [key, ...rest] = path;
  if (rest.length === 0) {
    if (remove) {
      if (Array.isArray(copy)) copy.splice(key as number, 1);
      else delete copy[key as string];
    } else copy[key as string] = value;
    return copy;
  }
  copy[key as string] = withValue(copy[key as string], rest, value, remove);
  return copy;
}

const pathText = (where: string, path: Array<string | number>) => [where, ...path].join('.');

/** The value at `path` in `root`. */
const valueAt = (root: unknown, path: Array<string | number>): unknown => path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], root);

/** The JSON text of a value; `__proto__` keys are written as keys (JSON.stringify keeps own ones). */
const json = (value: unknown) => JSON.stringify(value);

/** Bodies no schema reads: malformed JSON, other media types, odd shapes, deep nesting, prototype keys. */
function bodyCases(base: unknown): Array<{ name: string; payload: string; contentType?: string }> {
  const valid = json(base);
  const deep = (depth: number) => `{"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
  return [
    { name: 'malformed JSON: cut short', payload: valid.slice(0, Math.max(1, valid.length - 3)) },
    { name: 'malformed JSON: a trailing comma', payload: valid.replace(/}$/, ',}') },
    { name: 'malformed JSON: single quotes', payload: "{'a':'b'}" },
    { name: 'malformed JSON: bare words', payload: 'undefined' },
    { name: 'malformed JSON: NUL bytes', payload: '\u0000\u0000' },
    { name: 'malformed JSON: a NaN', payload: '{"a":NaN}' },
    { name: 'empty body', payload: '' },
    { name: 'body null', payload: 'null' },
    { name: 'body an array', payload: '[]' },
    { name: 'body a string', payload: '"text"' },
    { name: 'body a number', payload: '42' },
    { name: 'body false', payload: 'false' },
    { name: 'body an empty object', payload: '{}' },
    { name: 'body nested 1,000 deep', payload: deep(1_000) },
    { name: 'body nested 100,000 deep', payload: deep(100_000) },
    { name: 'body with __proto__', payload: valid.replace(/^{/, '{"__proto__":{"polluted":true},') },
    { name: 'body with constructor.prototype', payload: valid.replace(/^{/, '{"constructor":{"prototype":{"polluted":true}},') },
    { name: 'body with a duplicate key', payload: valid.replace(/^{/, '{"userId":"x",') },
    { name: 'content-type text/plain', payload: valid, contentType: 'text/plain' },
    { name: 'content-type form', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { name: 'content-type multipart', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    { name: 'content-type xml', payload: '<a/>', contentType: 'application/xml' },
    { name: 'content-type json in UTF-16', payload: valid, contentType: 'application/json; charset=utf-16' },
    { name: 'content-type json with junk', payload: valid, contentType: 'application/json; \u00e9=\u00e9' },
    { name: 'content-type missing', payload: valid, contentType: '' },
  ];
}

/** Path parameter values, as they arrive after the URL's %-escapes. */
const hostileParams: Array<[string, string]> = [
  ['NUL', '%00'],
  ['a NUL inside', '12%003456'],
  ['a control character', '%01%1b'],
  ['a line break', 'a%0d%0ab'],
  ['emoji', '%F0%9F%8F%A8'],
  ['a malformed escape', '%E0%A4%A'],
  ['an escaped slash', '..%2F..%2Fetc'],
  ['dots', '..'],
  ['spaces', '%20%20'],
  ['zero', '0'],
  ['negative', '-1'],
  ['above 2^31', '2147483648'],
  ['20 digits', '99999999999999999999'],
  ['1e308', '1e308'],
  ['NaN', 'NaN'],
  ['100 characters', 'a'.repeat(100)],
  ['10,000 characters', 'a'.repeat(LONG)],
];

/** Query strings, for calls that read one and for those that do not. */
function queryCases(base: Record<string, unknown> | undefined): Array<[string, string]> {
  const keys = base ? Object.keys(base) : ['q'];
  const forEach = keys.flatMap((key) => [
    [`${key} NUL`, `${key}=%00`],
    [`${key} control characters`, `${key}=%01%1b%7f`],
    [`${key} ${LONG} characters`, `${key}=${'a'.repeat(LONG)}`],
    [`${key} emoji`, `${key}=%F0%9F%8F%A8`],
    [`${key} twice`, `${key}=a&${key}=b`],
    [`${key} as an array`, `${key}[]=a`],
    [`${key} as an object`, `${key}[a]=b`],
    [`${key} a malformed escape`, `${key}=%E0%A4%A`],
    [`${key} __proto__`, `__proto__[${key}]=x`],
  ] as Array<[string, string]>);
  return [...forEach, ['1,000 keys', Array.from({ length: 1_000 }, (_, i) => `k${i}=${i}`).join('&')]];
}

/** Headers a client may get wrong: the token, the content type's length, the idempotency key. */
const hostileHeaders: Array<[string, Record<string, string>]> = [
  ['no authorization', { authorization: '' }],
  ['authorization of 1,000 characters', { authorization: 'a'.repeat(1_000) }],
  ['authorization Bearer only', { authorization: 'Bearer ' }],
  ['authorization emoji', { authorization: Buffer.from('🏨', 'utf8').toString('latin1') }],
  ['a hostile correlation-id', { 'correlation-id': 'x'.repeat(500) }],
  ['an idempotency key of 1,000 characters', { 'idempotency-key': 'k'.repeat(1_000) }],
  ['an idempotency key with spaces', { 'idempotency-key': 'a b' }],
];

export interface Caller {
  token: string;
  userId: string;
  /** A hotel and a city of the catalogue, so samples reach past "no such hotel". */
  hotelId: string;
  /** That hotel's code (the partner API names hotels by it). */
  hotelCode: string;
  cityId: number;
}

/**
 * `value` with the caller's own ids: every `userId` the caller's (a sample's would be someone
 * else's: 403 before the input is read), hotels and cities ones the catalogue has.
 */
function asCaller(value: unknown, caller: Caller): unknown {
  if (Array.isArray(value)) return value.map((v) => asCaller(v, caller));
  if (!value || typeof value !== 'object') return value;
  const known = (key: string, v: unknown): unknown => {
    if (key === 'userId') return caller.userId;
    if (key === 'hotelId' || (key === 'id' && typeof v === 'string' && /^\d{4,16}$/.test(v))) return caller.hotelId;
    if (key === 'hids') return [caller.hotelId];
    if (key === 'hotelCode') return caller.hotelCode;
    if (key === 'city') return caller.cityId;
    return asCaller(v, caller);
  };
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, known(k, v)]));
}

/**
 * Every case for `call`: its valid sample (to show the call is reached), then every field, path
 * parameter, query and header made hostile, then the body as a whole. The caller is a logged-in
 * user (`token`, `userId`), so owner-only calls read their input.
 */
export function casesFor(call: ApiCall, caller: Caller): FuzzCase[] {
  const token = caller.token;
  const params = asCaller(call.params ? sample(call.params) : {}, caller) as Record<string, unknown>;
  const query = call.query ? (asCaller(sample(call.query), caller) as Record<string, unknown>) : undefined;
  const body = call.body ? asCaller(sample(call.body), caller) : undefined;
  const hasBody = call.method !== 'GET';
  const urlWith = (values: Record<string, unknown>, search = '') =>
    call.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name] ?? 'x'))) + (search ? `?${search}` : '');
  const searchOf = (q: Record<string, unknown> | undefined) => (q ? new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)])).toString() : '');
  const headers = { authorization: token, 'content-type': 'application/json' };
  const make = (name: string, parts: { url?: string; payload?: string; headers?: Record<string, string> }): FuzzCase => ({
    name,
    method: call.method,
    url: parts.url ?? urlWith(params, searchOf(query)),
    headers: { ...headers, ...parts.headers },
    ...(hasBody ? { payload: parts.payload ?? json(body ?? {}) } : {}),
  });

  const cases: FuzzCase[] = [make('the valid sample', {})];
  if (call.body && hasBody) {
    for (const field of fields(call.body, body)) {
      const where = pathText('body', field.path);
      if (field.path.length) cases.push(make(`${where}: missing`, { payload: json(withValue(body, field.path, undefined, true)) }));
      for (const [label, value] of valuesFor(field)) cases.push(make(`${where}: ${label}`, { payload: json(withValue(body, field.path, value)) }));
      // Half a character inside text that is otherwise the valid sample's ("Ash\ud800a"), and at its end.
      if (field.kind === 'string' || field.kind === 'choice') {
        const text = String(valueAt(body, field.path) ?? 'Asha');
        for (const [label, broken] of [['a lone high surrogate inside', `${text.slice(0, 1)}\ud800${text.slice(1)}`], ['a lone low surrogate at the end', `${text}\udc00`]] as const) {
          cases.push({ ...make(`${where}: ${label}`, { payload: json(withValue(body, field.path, broken)) }), refusedAt: where });
        }
      }
    }
  }
  if (hasBody) {
    for (const c of bodyCases(body ?? {})) {
      cases.push(make(`body: ${c.name}`, { payload: c.payload, ...(c.contentType !== undefined ? { headers: { 'content-type': c.contentType } } : {}) }));
    }
  }
  for (const name of Object.keys(params)) {
    for (const [label, raw] of hostileParams) {
      cases.push(make(`params.${name}: ${label}`, { url: call.url.replace(`:${name}`, raw).replace(/:(\w+)/g, (_, n: string) => encodeURIComponent(String(params[n]))) }));
    }
  }
  for (const [label, search] of queryCases(query)) cases.push(make(`query: ${label}`, { url: urlWith(params, search) }));
  for (const [label, extra] of hostileHeaders) cases.push(make(`headers: ${label}`, { headers: extra }));
  return cases;
}
