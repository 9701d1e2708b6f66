/**
 * Strings an attacker or a careless user sends: each with the input class it stands for, so a
 * failure says what kind of input broke the server.
 */
export const hostileStrings: readonly { inputClass: string; value: string }[] = [
  { inputClass: 'empty string', value: '' },
  { inputClass: 'whitespace only', value: ' \t\n ' },
  { inputClass: 'NUL byte', value: 'Stacked\u0000blocks' },
  { inputClass: 'NUL only', value: '\u0000' },
  { inputClass: 'C0 control characters', value: 'a\u0001\u0007\u001b[31mb\u007f' },
  { inputClass: 'C1 control characters', value: 'a\u0085\u009bb' },
  { inputClass: 'zero-width only', value: '\u200b\u200c\u200d\u2060' },
  { inputClass: 'BOM only', value: '\ufeff' },
  { inputClass: 'bidi override', value: 'abc\u202edcba\u202c' },
  { inputClass: 'bidi override only', value: '\u202e' },
  { inputClass: 'lone high surrogate', value: 'a\ud800b' },
  { inputClass: 'lone low surrogate', value: '\udc00' },
  { inputClass: 'emoji', value: '👩‍👩‍👧‍👦 built a 🏰 with 🧱' },
  { inputClass: 'Arabic', value: 'بنى برجًا من المكعبات' },
  { inputClass: 'Hebrew', value: 'בנה מגדל מקוביות' },
  { inputClass: 'Devanagari', value: 'उसने ब्लॉकों से एक मीनार बनाई' },
  { inputClass: 'markup', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  { inputClass: 'SQL', value: "'; DROP TABLE children; --" },
  { inputClass: 'path traversal', value: '../../../etc/passwd' },
  { inputClass: 'percent escapes', value: '%00%ff%' },
  { inputClass: 'number-like', value: 'NaN' },
  { inputClass: 'number-like', value: '-1' },
  { inputClass: 'number-like', value: '1e309' },
  { inputClass: 'number-like', value: '99999999999999999999999' },
  { inputClass: 'keyword', value: 'null' },
  { inputClass: 'keyword', value: '__proto__' },
  { inputClass: 'date far future', value: '9999-12-31' },
  { inputClass: 'date far future', value: '31-12-9999' },
  { inputClass: 'date far future', value: '9999-12-31T23:59:59.999Z' },
  { inputClass: 'date far past', value: '0001-01-01' },
  { inputClass: 'date impossible', value: '2026-02-30' },
  { inputClass: 'date impossible', value: '2026-13-45' },
  { inputClass: 'date impossible', value: '00-00-0000' },
  { inputClass: 'date impossible', value: '2026-11-20T25:61:00Z' },
  { inputClass: 'time impossible', value: '13:75 PM' },
  { inputClass: 'very long (100 KB)', value: 'a'.repeat(100_000) },
  { inputClass: 'very long (100 KB) multibyte', value: 'अ'.repeat(34_000) },
];

/** Numbers at and past the edges JSON can carry. */
export const edgeNumbers: readonly number[] = [
  0,
  -1,
  1.5,
  -0.5,
  2 ** 31,
  -(2 ** 31),
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e308,
  -1e308,
];

/** Values of the wrong JSON type for any field. */
export const wrongTypes: readonly unknown[] = [null, true, false, 0, 42, 'text', [], [1, 2], {}, { a: 1 }];

/** Bodies that are not the JSON they claim to be. */
export const malformedBodies: readonly { inputClass: string; body: string; contentType: string }[] = [
  { inputClass: 'malformed JSON', body: '{"a":', contentType: 'application/json' },
  { inputClass: 'malformed JSON', body: '{a:1}', contentType: 'application/json' },
  { inputClass: 'malformed JSON', body: '\u0000', contentType: 'application/json' },
  { inputClass: 'empty JSON body', body: '', contentType: 'application/json' },
  { inputClass: 'JSON with charset', body: '{}', contentType: 'application/json; charset=utf-16' },
  { inputClass: 'JSON literal', body: 'null', contentType: 'application/json' },
  { inputClass: 'JSON literal', body: '"text"', contentType: 'application/json' },
  { inputClass: 'JSON literal', body: '[]', contentType: 'application/json' },
  { inputClass: 'JSON literal', body: '12', contentType: 'application/json' },
  { inputClass: 'proto pollution', body: '{"__proto__":{"admin":true}}', contentType: 'application/json' },
  {
    inputClass: 'proto pollution',
    body: '{"constructor":{"prototype":{"admin":true}}}',
    contentType: 'application/json',
  },
  { inputClass: 'wrong content type', body: 'hello', contentType: 'text/plain' },
  { inputClass: 'wrong content type', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { inputClass: 'wrong content type', body: '<a/>', contentType: 'application/xml' },
  { inputClass: 'wrong content type', body: '--x\r\n\r\n', contentType: 'multipart/form-data; boundary=x' },
  { inputClass: 'wrong content type', body: '{}', contentType: 'made/up' },
];

/** Path segments that are not an id, or are one of nothing. */
export const hostilePathSegments: readonly { inputClass: string; value: string }[] = [
  { inputClass: 'unknown id', value: 'ffffffffffffffffffffffff' },
  { inputClass: 'unknown id', value: '000000000000000000000000' },
  { inputClass: 'upper-case id', value: 'ABCDEFABCDEFABCDEFABCDEF' },
  { inputClass: 'short id', value: 'abc' },
  { inputClass: 'not an id', value: 'null' },
  { inputClass: 'not an id', value: '-1' },
  { inputClass: 'encoded NUL', value: '%00' },
  { inputClass: 'encoded traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { inputClass: 'encoded bidi', value: '%E2%80%AE' },
  { inputClass: 'broken escape', value: '%E0%A4%A' },
  { inputClass: 'very long', value: 'a'.repeat(5000) },
];

/** Raw query strings no URL encoder would make. */
export const rawQueries: readonly { inputClass: string; query: (name: string) => string }[] = [
  { inputClass: 'broken escape in query', query: (name) => `${name}=%` },
  { inputClass: 'broken escape in query', query: (name) => `${name}=%ff%fe` },
  { inputClass: 'repeated query field', query: (name) => `${name}=1&${name}=2` },
  { inputClass: 'array query field', query: (name) => `${name}[]=1&${name}[]=2` },
  { inputClass: 'empty query field', query: (name) => `${name}=` },
  { inputClass: 'encoded NUL in query', query: (name) => `${name}=%00` },
];
