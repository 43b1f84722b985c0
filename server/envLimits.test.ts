/** `SADDLEGRID_LIMITS` (issue 27, docs/multiplayer.md "Limits"): limits by name from the environment; bad input changes nothing. */
import { describe, expect, it } from 'vitest';
import { limitsFromJson } from './envLimits.ts';

describe('SADDLEGRID_LIMITS', () => {
  it('sets the named limits of their defaults’ types', () => {
    const warnings: string[] = [];
    const got = limitsFromJson(
      '{"maxPlayersPerRoom":32,"trustLoopbackProxy":false,"allowedOrigins":["https://a.example"]}',
      (l) => warnings.push(l),
    );
    expect(got).toEqual({ maxPlayersPerRoom: 32, trustLoopbackProxy: false, allowedOrigins: ['https://a.example'] });
    expect(warnings).toEqual([]);
  });

  it.each([
    ['not JSON', '{maxRooms: 5', /not a JSON object/],
    ['a list', '[1,2]', /not a JSON object/],
    ['an unknown name', '{"maxRoomz":5}', /maxRoomz ignored/],
    ['a string for a number', '{"maxRooms":"5"}', /maxRooms ignored/],
    ['a negative number', '{"maxRooms":-1}', /maxRooms ignored/],
    ['a number for a boolean', '{"trustLoopbackProxy":0}', /trustLoopbackProxy ignored/],
    ['a prototype key', '{"__proto__":{"maxRooms":1}}', /__proto__ ignored/],
  ])('%s changes nothing and is named in a warning', (_what, text, warning) => {
    const warnings: string[] = [];
    const got = limitsFromJson(text, (l) => warnings.push(l));
    expect(got).toEqual({});
    expect(Object.keys(got)).toEqual([]);
    expect(warnings.join('\n')).toMatch(warning);
  });

  it('no variable: no limits, no warning', () => {
    const warnings: string[] = [];
    expect(limitsFromJson(undefined, (l) => warnings.push(l))).toEqual({});
    expect(warnings).toEqual([]);
  });
});
