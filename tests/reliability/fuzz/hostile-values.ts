/**
 * What a hostile client puts in a field. None contains the markers the judge looks for in
 * answers (stack frames, "TypeError", file paths of this machine), so an echo of the input is
 * never mistaken for a leak.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '', ' ', '\t\n', 'a'.repeat(10_000), 'Z'.repeat(200_000),
  // unicode: emoji, RTL override, zero-width, combining marks, a lone surrogate, full-width digits
  '💊'.repeat(64), '\u202Eevil', 'a\u200Bb', 'Z̴̧͉̈́ä̵', '\uD800', '９２１０１', 'İstanbul', 'ß'.repeat(300),
  // NUL and control characters
  '\u0000', 'abc\u0000def', '92101\u0000', '\u001b[31mred', '\r\nSet-Cookie: evil=1', '\b\f\v',
  // path traversal
  '../../../../etc/passwd', '..\\..\\..\\windows\\win.ini', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '/etc/passwd%00.png', '....//....//etc/hosts',
  // injection
  "' OR '1'='1", '"; DROP TABLE drugs; --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '${7*7}', '{{7*7}}', '#{7*7}',
  '$(id)', '`id`', '{"$gt":""}', 'javascript:alert(1)', '%s%s%s%n', 'attribute_exists(pk) OR pk = :pk', '*)(uid=*', '\\', '"', "'",
  // prototype keys
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__',
  // numbers as text
  'NaN', 'Infinity', '-Infinity', '-1', '-0', '0', '1e309', '0x1F', '9'.repeat(400), '1.7976931348623157e+309', '3.14159', ' 42 ',
  // e-mail and phone shapes
  'a@b', '@', `${'x'.repeat(300)}@example.com`, 'fuzz@example.com\r\nBcc: all@example.com', '+1 (555) 010-0000 ext. 999999999',
];

const deep = (depth: number): unknown => (depth === 0 ? {} : { a: deep(depth - 1) });

/** JSON values of the wrong type for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], ['a', 'b'], [null], {}, { length: 1e9 },
  { toString: 'x', valueOf: 1 }, deep(200), [[[[[[[[[[[]]]]]]]]]]],
];

/** Bodies that are not JSON, or JSON that parsers disagree on. */
export const MALFORMED_JSON: readonly string[] = [
  '{', '}', '{"a":', '[1,2', 'nul', 'undefined', "{'a':1}", '{"a":1,}', '{a:1}', '"unterminated', '{"a":"\\u12"}', '{"a":"\\x41"}',
  '\uFEFF{}', '{"a":1}{"b":2}', 'NaN', '1e99999', '{"__proto__":', '[', '['.repeat(100_000), '{"a":'.repeat(10_000), '\u0000',
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]).toString('latin1'), '{"a":"\ud800"}',
];

/** Raw query strings a URL builder would never produce. */
export const RAW_QUERIES: readonly string[] = [
  'q=%', 'q=%E0%A4%A', 'q=%00', 'q=%ZZ', 'zip=9%2', '&&&=&=', '=', 'q', 'q=a&q=b&q=c', 'q[]=1&q[]=2', 'q[a][b]=1',
  '__proto__[polluted]=1', 'constructor[prototype][polluted]=1', '__proto__=x&constructor=y', `q=${'a'.repeat(6_000)}`, 'q=a#frag', 'q=%C0%AE%C0%AE%2F',
];

/** Path endings that try to leave or confuse the route. */
export const PATH_SUFFIXES: readonly string[] = [
  '/', '//', '/../../../../etc/passwd', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2f..%2fetc%2fpasswd', '%00', '%00.json', ';jsessionid=x',
  '/.', '/%20', '.json', '/%E0%A4%A', '/%', '/..%5c..%5cwindows%5cwin.ini', `/${'a'.repeat(4_000)}`,
];

/** Content types a JSON route may be sent. */
export const CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz', 'application/json; charset=utf-16le',
  'application/xml', 'application/json, text/html', 'a/b/c;;;=', '*/*', 'application/json; charset=nonsense', 'application/vnd.api+json',
];

/** Header sets a hostile client or a misconfigured proxy sends. */
export const HOSTILE_HEADERS: readonly Record<string, string>[] = [
  { 'x-forwarded-host': 'a b' },
  { 'x-forwarded-host': 'evil.example:99999' },
  { 'x-forwarded-for': 'not-an-ip, ::::, 999.999.999.999' },
  { 'x-forwarded-for': `${'1.2.3.4, '.repeat(500)}5.6.7.8` },
  { 'x-forwarded-proto': 'gopher' },
  { host: 'evil.example' },
  { host: 'a b' },
  { origin: 'null' },
  { origin: 'https://evil.example' },
  { 'accept-language': `${'en-US,'.repeat(1_200)}en` },
  { 'x-huge': 'h'.repeat(12_000) },
  { cookie: `${'c=1; '.repeat(1_500)}` },
  { authorization: 'Bearer ' },
  { authorization: 'Bearer a.b.c' },
  { authorization: `Bearer ${'x'.repeat(8_000)}` },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlcyI6WyJhZG1pbiJdfQ.' },
  { 'x-api-key': "' OR '1'='1" },
  { 'x-api-key': 'k'.repeat(5_000) },
  { 'user-agent': '\u00ff\u00fe\u0080' },
  { 'x-request-id': '../../etc/passwd' },
  { accept: 'application/xml' },
  { 'accept-encoding': 'gzip;q=abc, br, *;q=-1' },
];
