import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  PROTOCOL_VERSION,
  cleanName,
  parseGmMessage,
  parseHello,
  parsePlayerMessage,
  parseServerMessage,
  schemas,
  utf8Length,
} from './protocol';
import { jsonProblem } from './schema';

const ROOM = 'R'.repeat(22);
const SECRET = 's'.repeat(43);
const view = {
  encounter: { system: 'mounted4e', creatures: {}, creatureOrder: [] },
  log: [{ en: 'a', ja: 'あ' }],
  events: [],
  change: 'command',
};
const j = (v: unknown) => JSON.stringify(v);

describe('valid messages pass', () => {
  it('openings', () => {
    expect(parseHello(j({ t: 'host', v: PROTOCOL_VERSION })).ok).toBe(true);
    expect(parseHello(j({ t: 'host', v: 1, room: ROOM, secret: SECRET })).ok).toBe(true);
    expect(
      parseHello(j({ t: 'join', v: 1, room: ROOM, secret: SECRET, name: 'アリス', lang: 'ja', resume: SECRET })).ok,
    ).toBe(true);
  });

  it('every GM message', () => {
    for (const m of [
      { t: 'view', rev: 3, view },
      { t: 'camera', x: 1, y: -2, scale: 1.5, width: 800, height: 600 },
      { t: 'assign', playerId: 'pAbc123', creatureIds: ['c1', 'c2'] },
      { t: 'kick', playerId: 'pAbc123' },
      { t: 'answer', to: 'pAbc123', reqId: 'a-1', result: { status: 'applied', rev: 4 } },
      { t: 'answer', to: 'pAbc123', reqId: 'a-1', result: { status: 'queued' } },
      {
        t: 'answer',
        to: 'p1',
        reqId: 'a-2',
        result: {
          status: 'refused',
          refusal: {
            source: 'rules',
            system: 'mounted4e',
            reason: { m: 'notAdjacent', who: { id: 'c2', name: 'Sir Aldric' } },
            ruleId: 'MC-MOUNT-1',
            text: { en: 'e', ja: 'j' },
          },
        },
      },
      { t: 'closeRoom' },
      { t: 'pointer', at: null },
      { t: 'pointer', at: { x: 2.5, y: 3.25 } },
      { t: 'ping', at: { x: 2, y: 3 } },
    ]) {
      const r = parseGmMessage(j(m));
      expect(r.ok, j(m)).toBe(true);
      if (r.ok) expect(r.message).toEqual(m);
    }
  });

  it('every player message', () => {
    for (const m of [
      {
        t: 'request',
        reqId: 'k1:7',
        command: { type: 'mount', id: 'c2', mountId: 'c1', dice: [12] },
        basedOnRevision: 0,
      },
      { t: 'profile', name: 'Bob', lang: 'en' },
      { t: 'profile', lang: 'ja' },
      { t: 'pointer', at: { x: 0, y: 0 } },
      { t: 'ping', at: { x: 0, y: 0 } },
    ]) {
      expect(parsePlayerMessage(j(m)).ok, j(m)).toBe(true);
    }
  });

  it('every server message', () => {
    for (const m of [
      { t: 'hosted', v: 1, room: ROOM, gmSecret: SECRET, playerSecret: SECRET, lastRev: null },
      { t: 'joined', v: 1, room: ROOM, playerId: 'p1', resume: SECRET },
      {
        t: 'roster',
        gmOnline: true,
        players: [{ id: 'p1', name: 'A', lang: 'en', creatureIds: ['c2'], online: false }],
      },
      { t: 'view', rev: 1, view },
      { t: 'camera', x: 0, y: 0, scale: 1, width: 1, height: 1 },
      { t: 'request', reqId: 'r', playerId: 'p1', command: { type: 'standUp', id: 'c2' }, basedOnRevision: 2 },
      { t: 'answer', reqId: 'r', result: { status: 'undelivered' } },
      { t: 'pointer', from: { role: 'player', playerId: 'p1' }, at: null },
      { t: 'ping', from: { role: 'gm' }, at: { x: 1, y: 1 } },
      { t: 'error', code: 'rate' },
    ]) {
      expect(parseServerMessage(j(m)).ok, j(m)).toBe(true);
    }
  });
});

describe('malformed and hostile messages are refused', () => {
  const bad: [string, unknown][] = [
    ['not JSON', '{"t":'],
    ['a binary frame', new Uint8Array([1, 2])],
    ['an array', '[]'],
    ['null', 'null'],
    ['no type', j({ rev: 1 })],
    ['an unknown type', j({ t: 'hack' })],
    ['an inherited type name', j({ t: 'toString' })],
    ['__proto__ as the type', j({ t: '__proto__' })],
    ['an extra field', j({ t: 'closeRoom', please: true })],
    ['a field of the wrong type', j({ t: 'kick', playerId: 12 })],
    ['an id with odd characters', j({ t: 'kick', playerId: '../../etc' })],
    ['a negative revision', j({ t: 'view', rev: -1, view })],
    ['a fractional revision', j({ t: 'view', rev: 1.5, view })],
    [
      'a view without the encounter system',
      j({ t: 'view', rev: 1, view: { ...view, encounter: { creatures: {}, creatureOrder: [] } } }),
    ],
    [
      'a view whose creatures are a list',
      j({ t: 'view', rev: 1, view: { ...view, encounter: { ...view.encounter, creatures: [] } } }),
    ],
    ['a log line without Japanese', j({ t: 'view', rev: 1, view: { ...view, log: [{ en: 'x' }] } })],
    ['an unknown change kind', j({ t: 'view', rev: 1, view: { ...view, change: 'magic' } })],
    [
      '__proto__ deep in a view',
      `{"t":"view","rev":1,"view":{"encounter":{"system":"mounted4e","creatures":{"c1":{"__proto__":{"hp":1}}},"creatureOrder":[]},"log":[],"events":[],"change":"load"}}`,
    ],
    [
      'constructor deep in a view',
      j({
        t: 'view',
        rev: 1,
        view: { ...view, encounter: { ...view.encounter, creatures: { c1: { constructor: 1 } } } },
      }),
    ],
    ['an infinite number (1e400)', `{"t":"camera","x":1e400,"y":0,"scale":1,"width":1,"height":1}`],
    ['a zero scale', j({ t: 'camera', x: 0, y: 0, scale: 0, width: 1, height: 1 })],
    ['a pointer far off', j({ t: 'pointer', at: { x: 1e9, y: 0 } })],
    ['a pointer with an extra field', j({ t: 'pointer', at: { x: 1, y: 0, z: 1 } })],
    ['an answer with an unknown status', j({ t: 'answer', to: 'p1', reqId: 'r', result: { status: 'maybe' } })],
    [
      'a refusal without text',
      j({
        t: 'answer',
        to: 'p1',
        reqId: 'r',
        result: { status: 'refused', refusal: { source: 'rules', system: 'x', reason: { m: 'k' } } },
      }),
    ],
    [
      'a refusal whose reason has no key',
      j({
        t: 'answer',
        to: 'p1',
        reqId: 'r',
        result: {
          status: 'refused',
          refusal: { source: 'net', system: 'x', reason: { x: 1 }, text: { en: '', ja: '' } },
        },
      }),
    ],
    [
      'too many creature ids',
      j({ t: 'assign', playerId: 'p1', creatureIds: Array.from({ length: 201 }, (_, i) => `c${i}`) }),
    ],
    [
      'a frame above the view limit',
      j({
        t: 'view',
        rev: 1,
        view: { ...view, log: Array.from({ length: 100 }, () => ({ en: 'x'.repeat(4000), ja: 'あ'.repeat(4000) })) },
      }),
    ],
    [
      'a non-view GM frame above its limit',
      j({ t: 'assign', playerId: 'p1', creatureIds: Array.from({ length: 200 }, () => 'c'.repeat(100)) }).padEnd(
        LIMITS.gmBytes + 10,
        ' ',
      ),
    ],
  ];
  for (const [what, frame] of bad) {
    it(`GM: ${what}`, () => {
      const r = parseGmMessage(frame);
      expect(r.ok).toBe(false);
    });
  }

  it('nesting 100,000 levels deep is refused without overflowing the stack', () => {
    const deep = `{"t":"view","rev":1,"view":{"encounter":{"system":"x","creatures":{},"creatureOrder":[],"deep":${'['.repeat(100_000)}${']'.repeat(100_000)}},"log":[],"events":[],"change":"load"}}`;
    const r = parseGmMessage(deep, { viewBytes: 1e6, gmBytes: 1e6 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.expected).toMatch(/nesting|JSON/);
    expect(
      jsonProblem(JSON.parse(`${'['.repeat(50_000)}${']'.repeat(50_000)}`), {
        maxDepth: 32,
        maxNodes: 1e6,
        maxString: 10,
        maxKey: 10,
      })?.expected,
    ).toMatch(/nesting/);
  });

  it('a player may not send GM messages, a forged sender, or a command without a type', () => {
    for (const m of [
      { t: 'view', rev: 1, view },
      { t: 'answer', to: 'p1', reqId: 'r', result: { status: 'applied', rev: 1 } },
      { t: 'assign', playerId: 'p1', creatureIds: ['c1'] },
      { t: 'ping', at: { x: 1, y: 1 }, from: { role: 'gm' } },
      { t: 'request', reqId: 'r', command: { id: 'c1' }, basedOnRevision: 0 },
      { t: 'request', reqId: 'r', command: { type: '' }, basedOnRevision: 0 },
      { t: 'request', reqId: 'r', command: { type: 'x'.repeat(61) }, basedOnRevision: 0 },
      { t: 'request', reqId: 'r', command: ['mount'], basedOnRevision: 0 },
      { t: 'request', reqId: 'r with spaces', command: { type: 'mount' }, basedOnRevision: 0 },
      { t: 'request', reqId: 'r', command: { type: 'mount', deep: [[[[[[[[[[[[[1]]]]]]]]]]]]] }, basedOnRevision: 0 },
      { t: 'profile', name: 'x'.repeat(81) },
      { t: 'profile', lang: 'fr' },
    ]) {
      expect(parsePlayerMessage(j(m)).ok, j(m)).toBe(false);
    }
    expect(parsePlayerMessage(j({ t: 'profile', name: 'x'.repeat(70) }), 50).ok).toBe(false);
  });

  it('openings with a wrong shape are refused', () => {
    for (const m of [
      { t: 'join', v: 1, room: ROOM, secret: 'short', name: 'A', lang: 'en' },
      { t: 'join', v: 1, room: 'short', secret: SECRET, name: 'A', lang: 'en' },
      { t: 'join', v: 1, room: ROOM, secret: SECRET, name: 'A' },
      { t: 'join', v: '1', room: ROOM, secret: SECRET, name: 'A', lang: 'en' },
      { t: 'host', v: 1, room: ROOM, secret: SECRET, admin: true },
      { t: 'host', v: 1, room: `${ROOM}/../x`, secret: SECRET },
    ]) {
      expect(parseHello(j(m)).ok, j(m)).toBe(false);
    }
    expect(parseHello(j({ t: 'host', v: 1, token: 'x'.repeat(5000) })).ok).toBe(false);
  });

  it('the schemas name the failing field', () => {
    expect(schemas.gm.check({ t: 'kick', playerId: 5 }, '')).toEqual({
      path: 'playerId',
      expected: expect.stringMatching(/id/),
    });
    expect(
      schemas.player.check({ t: 'request', reqId: 'r', command: { type: 'x' }, basedOnRevision: 0, extra: 1 }, ''),
    ).toEqual({ path: 'extra', expected: 'no such field' });
  });
});

describe('helpers', () => {
  it('measures UTF-8 like Node does', () => {
    for (const s of ['', 'abc', 'é', 'サドルグリッド', '🐎 knight', '\ud800 lone surrogate', 'x'.repeat(1000)])
      expect(utf8Length(s), s).toBe(Buffer.byteLength(s, 'utf8'));
  });

  it('cleans names: controls, bidi overrides and zero-width characters go; at most 40 characters', () => {
    expect(cleanName('  \u202eAlice\u200b\u0007 ')).toBe('Alice');
    expect(cleanName('\u200b\u200d')).toBe('');
    expect(cleanName('あ'.repeat(50))).toBe('あ'.repeat(40));
    expect(cleanName('🐎'.repeat(41))).toBe('🐎'.repeat(40));
  });
});
