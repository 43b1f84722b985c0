import { describe, expect, it } from 'vitest';
import { duplicateKey } from './jsonKeys';

describe('duplicateKey (issue 31: a file may not give a key twice)', () => {
  it.each([
    ['{"a":1,"b":2}', null],
    ['{"a":1,"a":2}', 'a'],
    ['{"a":{"b":1},"c":{"b":2}}', null],
    ['{"a":[{"b":1,"b":2}]}', 'b'],
    ['[{"x":1},{"x":2}]', null],
    ['{"k":"a\\"b","a\\"b":1,"k2":"\\\\"}', null],
    ['{"n\\u0061me":1,"name":2}', 'name'],
    ['{"s":"{\\"a\\":1,\\"a\\":2}"}', null],
    ['{"a":[1,2,{"a":3}],"b":"]"}', null],
    ['{"a":{},"b":[],"a":0}', 'a'],
  ])('%s → %s', (text, want) => {
    JSON.parse(text);
    expect(duplicateKey(text)).toBe(want);
  });
});
