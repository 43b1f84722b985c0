/**
 * The leak audit (issue 26): a hostile player's raw WebSocket client against the real session server and the GM's
 * real host (the app's stores, filter, request desk and menus), in every rule system.
 *
 * A secret is kept only if no answer differs because of it. So each system's table is built twice — two worlds
 * whose *secrets* differ (hidden creatures: how many, where, what they are called and carry; what is under the fog;
 * enemies' GM-only statistics, notes and initiative values; the GM's palette; the faces of the GM's secret roll; an
 * enemy's pending decision; effect labels and sources the players cannot see; the GM's pointer) while everything
 * the players may see is the same — and the same player probes both: guessed ids, menu questions for every
 * creature, requests naming hidden creatures or aimed at the squares a hidden creature stands on in one world and
 * not in the other. Everything the raw client receives (views, roster, menus, answers, overlays, pointers,
 * cameras, log lines) is recorded and normalised (creature ids become the names the view gives them, room ids and
 * secrets dropped); the two transcripts must be identical. A player's acts that run into a hidden creature come
 * last (the ruling may reveal it, as at a real table); they are checked on their own.
 *
 * On the code before issue 26 this test fails (see the closing note): the move menu had a hole under the hidden
 * creature, guessed ids were sequential, enemies' pending saves and initiative reached the players, …
 */
import { playerOffersOf } from '../../ui/actions/registry';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { testServer, type Peer } from '../../../server/testkit';
import { peer } from '../../../server/testkit';
import type { SessionServer } from '../../../server/sessionServer';
import type { WebSocketLike } from '../../net/client';
import { PROTOCOL_VERSION, type ServerMessage } from '../../net/protocol';
import { readInvite } from '../../net/invite';
import { creatureOf, type AnyEncounter, type Command } from '../../rules';
import { createEncounterStore, createUiStore } from '../../store';
import { sampleEncounter } from '../sample';
import { sampleTenkaiEncounter } from '../sampleTenkai';
import { createSessionHost, type SessionHost } from './host';

const socket = (url: string) => new NodeWebSocket(url) as unknown as WebSocketLike;

function memory(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

async function until(cond: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A GM's table in one world: its encounter, what the GM does before and during the round, the player's creatures. */
interface World {
  /** The encounter with this world's secrets, as the GM set it up (every command must apply). */
  readonly setup: readonly Command[];
  readonly initial: () => AnyEncounter;
  /** The GM's round: commands (every one must apply) and pointer moves, in order. */
  readonly round: readonly ({ readonly command: Command } | { readonly pointer: { x: number; y: number } })[];
  /** The names of the creatures the GM gives the player. */
  readonly mine: readonly string[];
}

/** What the player probes (the same in both worlds): squares to move to, and ids to guess. */
interface Probes {
  /** Squares the player asks to move a creature of theirs (by name) to, before acting for real. */
  readonly moves: readonly { readonly mover: string; readonly to: { x: number; y: number }; readonly type: string }[];
  /** Guessed ids (sequential ids of today, random strings). */
  readonly guesses: readonly string[];
}

interface Table {
  readonly host: SessionHost;
  readonly encounter: ReturnType<typeof createEncounterStore>;
  readonly p: Peer;
  /** The player's creature id (as the player sees it) by name. */
  mineId(name: string): string;
  /** Every id the player has seen for a visible creature, by name. */
  names(): Map<string, string>;
}

describe('leak audit: a hostile player learns nothing the GM did not show (issue 26)', () => {
  const servers: SessionServer[] = [];
  const stops: (() => void)[] = [];
  afterEach(async () => {
    for (const s of stops.splice(0)) s();
    for (const s of servers.splice(0)) await s.close();
  });

  async function open(world: World): Promise<Table> {
    const server = await testServer();
    servers.push(server);
    const encounter = createEncounterStore(world.initial());
    for (const c of world.setup) {
      const r = encounter.getState().dispatch(c);
      if (!r.ok) throw new Error(`setup ${c.type}: ${JSON.stringify(r)}`);
    }
    const ui = createUiStore('en');
    const host = createSessionHost({
      offersOf: playerOffersOf,
      encounter,
      ui,
      pictures: null,
      encounterKey: () => 'e1',
      onEncounterSwitch: () => () => {},
      settings: memory(),
      rooms: memory(),
      page: { protocol: 'http:', host: `127.0.0.1:${server.port}`, hostname: '127.0.0.1', port: '', pathname: '/' },
      url: server.wsUrl,
      info: async () => ({ inviteHosts: [] }),
      socket,
    });
    stops.push(
      () => host.dispose(),
      () => host.client?.close(),
    );
    host.start();
    await until(() => host.view.getState().link !== null);
    const invite = readInvite(new URL(host.view.getState().link as string).hash);
    if (!invite) throw new Error('no invite');
    const p = await peer(server);
    stops.push(() => p.close());
    p.send({ t: 'join', v: PROTOCOL_VERSION, room: invite.room, secret: invite.secret, name: 'Mallory', lang: 'en' });
    await p.take('joined');
    await until(() => host.view.getState().roster.length === 1);
    const playerId = host.view.getState().roster[0]?.id as string;
    const enc = encounter.getState().encounter;
    const ids = world.mine.map((n) => enc.creatureOrder.find((id) => creatureOf(enc, id)?.name === n) as string);
    host.assign(playerId, ids);
    const names = () => {
      const out = new Map<string, string>();
      for (const m of p.all('view')) {
        const e = m.view.encounter as unknown as AnyEncounter;
        for (const id of Object.keys(e.creatures ?? {})) out.set(id, (e.creatures[id] as { name: string }).name);
      }
      return out;
    };
    await until(() => p.all('roster').some((r) => r.players.some((x) => x.creatureIds.length === ids.length)));
    await until(() => p.all('view').length > 0);
    const mineId = (name: string) => {
      for (const [id, n] of names()) if (n === name) return id;
      throw new Error(`no visible creature named ${name}`);
    };
    return { host, encounter, p, mineId, names };
  }

  /** Ask and wait for the answer (a menu or a request's answer) to `reqId`. */
  async function ask(t: Table, m: { t: 'options' | 'request'; reqId: string } & Record<string, unknown>) {
    t.p.send(m);
    const type = m.t === 'options' ? 'menu' : 'answer';
    await until(() => t.p.received.some((x) => x.t === type && (x as { reqId?: string }).reqId === m.reqId), 8000);
  }

  /** Everything the player got, with ids replaced by names and per-room values dropped, in a stable order. */
  function transcript(t: Table): Record<string, unknown[]> {
    const names = t.names();
    // 4e effect ids in a view are drawn from the room's keyed alias of the GM's id (issue 33 moved effects onto their
    // targets): the two worlds' GM ids differ (a hidden creature's effect takes a number), so their aliases do, but
    // without the room's key neither says anything. They are compared by order of first appearance instead.
    const effects = new Map<string, string>();
    const effectId = (v: string) => {
      if (!effects.has(v)) effects.set(v, `#effect${effects.size + 1}`);
      return effects.get(v) as string;
    };
    const norm = (v: unknown): unknown => {
      if (typeof v === 'string' && /^e\d{5,9}$/.test(v)) return effectId(v);
      if (typeof v === 'string')
        // A menu entry's id may carry a creature's id after a dot ("mount.<id>").
        return v
          .split('.')
          .map((part) => (names.has(part) ? `@${names.get(part)}` : part))
          .join('.');
      if (Array.isArray(v)) return v.map(norm);
      if (v && typeof v === 'object') {
        const out: Record<string, unknown> = {};
        const o = v as Record<string, unknown>;
        // Keys of records keyed by creature id become names too; sorted so that key order (creation order) is moot.
        for (const k of Object.keys(o).sort())
          out[typeof k === 'string' && names.has(k) ? `@${names.get(k)}` : k] = norm(o[k]);
        return out;
      }
      return v;
    };
    const by: Record<string, unknown[]> = {};
    let firstRev: number | null = null;
    for (const m of t.p.received as ServerMessage[]) {
      // Patches and parts (issue 27) are checked as the views they make (the peer records those after them) and
      // on their own below: their paths name the room's aliases, and their split depends on publishing's timing.
      if (m.t === 'joined' || m.t === 'patch' || m.t === 'viewPart') continue;
      const x = { ...(m as Record<string, unknown>) };
      if ('rev' in x && typeof x.rev === 'number') {
        firstRev ??= x.rev;
        x.rev = x.rev - firstRev;
      }
      if (m.t === 'roster') x.players = (m.players ?? []).map((p) => ({ ...p, id: 'P' }));
      if (m.t === 'answer' && (x.result as { rev?: number })?.rev !== undefined) {
        x.result = { ...(x.result as object), rev: 'R' };
      }
      (by[m.t] ??= []).push(norm(x));
    }
    // Views: consecutive duplicates are one (publishing is coalesced by timing).
    by.view = (by.view ?? []).filter((v, i, a) => i === 0 || JSON.stringify(v) !== JSON.stringify(a[i - 1]));
    by.roster = (by.roster ?? []).filter((v, i, a) => i === 0 || JSON.stringify(v) !== JSON.stringify(a[i - 1]));
    return by;
  }

  /** Run the round and the probes in one world; returns the table for the acts that follow. */
  async function play(world: World, probes: Probes): Promise<Table> {
    const t = await open(world);
    let n = 0;
    for (const step of world.round) {
      const views = t.p.all('view').length;
      if ('command' in step) {
        const r = t.encounter.getState().dispatch(step.command);
        if (!r.ok) throw new Error(`round ${step.command.type}: ${JSON.stringify(r)}`);
        // One view per command, whatever the timing: wait for the view that shows it.
        await until(() => t.p.all('view').length > views);
      } else t.host.pointer(step.pointer);
    }
    await until(() => t.p.all('view').length > 0);
    // Menu questions: for every creature id the player has seen (in the order of their names), and for guessed ids.
    const seen = [...t.names()].sort((x, y) => x[1].localeCompare(y[1])).map(([id]) => id);
    for (const id of [...seen, ...probes.guesses]) await ask(t, { t: 'options', reqId: `o${n++}`, creatureId: id });
    // Requests naming guessed ids: a move, a mount, an attack.
    for (const id of probes.guesses) {
      await ask(t, {
        t: 'request',
        reqId: `g${n++}`,
        command: { type: 'moveCreature', id, to: { x: 1, y: 1 } },
        basedOnRevision: t.p.all('view').at(-1)?.rev ?? 0,
      });
    }
    return t;
  }

  const names = (t: Table) => [...t.names().values()];

  it.each(['mounted4e', 'tenkai'] as const)(
    '%s: two worlds with different secrets look the same to the player',
    async (system) => {
      const [w1, w2, probes] = system === 'mounted4e' ? worlds4e() : worldsTenkai();
      const a = await play(w1, probes);
      const b = await play(w2, probes);
      const ta = transcript(a);
      const tb = transcript(b);
      if (process.env.AUDIT_DUMP) {
        const { writeFileSync } = await import('node:fs');
        writeFileSync(`/tmp/audit-${system}.json`, JSON.stringify({ ta, tb }, null, 1));
      }
      // Secrets of either world never appear.
      const blob = JSON.stringify(ta) + JSON.stringify(tb) + JSON.stringify([...a.p.all('patch'), ...b.p.all('patch')]);
      for (const s of SECRETS) expect.soft(blob).not.toContain(s);
      expect.soft(names(a).sort()).toEqual(names(b).sort());
      for (const k of new Set([...Object.keys(ta), ...Object.keys(tb)]))
        expect.soft({ [k]: ta[k] }).toEqual({ [k]: tb[k] });
      // The ids a player sees do not let them count or guess the rest: no kernel id (c1, c2 …) reaches them, anywhere
      // in any frame (views, menus, refusals, rosters, overlays).
      for (const id of a.names().keys()) expect.soft(id).not.toMatch(/^c\d+$/);
      // (A menu's answer echoes the id the player asked about, guesses included: that is the player's own string.)
      const sent = (t: Table) => t.p.received.map((m) => (m.t === 'menu' ? { ...m, creatureId: '' } : m));
      for (const t of [a, b]) expect.soft(JSON.stringify(sent(t))).not.toMatch(/"c\d+"|\/c\d+(\/|")/);
      // The view travelled as patches too (issue 27), not only whole.
      expect(a.p.all('patch').length).toBeGreaterThan(0);
    },
  );

  it('mounted4e: a move into the hidden assassin stops before it and reveals it (MC-R19); the same move in the other world goes through', async () => {
    const [w1, w2, probes] = worlds4e();
    const a = await play(w1, probes);
    const b = await play(w2, probes);
    const move = async (t: Table) => {
      const rev = t.p.all('view').at(-1)?.rev ?? 0;
      const reqId = `act${t.p.received.length}`;
      await ask(t, {
        t: 'request',
        reqId,
        command: { type: 'moveCreature', id: t.mineId('Blaze (warhorse)'), to: { x: 7, y: 6 } },
        basedOnRevision: rev,
      });
      return t.p.all('answer').find((x) => x.reqId === reqId);
    };
    // Asked the same way, answered the same way: applied.
    expect((await move(a))?.result.status).toBe('applied');
    expect((await move(b))?.result.status).toBe('applied');
    const blaze = (t: Table) => creatureOf(t.encounter.getState().encounter, 'c1');
    // Where nothing stood, the horse is there; where the assassin stood unseen, it stopped in the last square before.
    expect(blaze(b)?.pos).toEqual({ x: 7, y: 6 });
    const stop = blaze(a)?.pos;
    expect(stop).not.toEqual({ x: 7, y: 6 });
    expect(stop).not.toEqual({ x: 3, y: 6 });
    const assassin = creatureOf(a.encounter.getState().encounter, 'c12');
    expect(assassin?.conditions).not.toContain('hidden');
    const last = a.encounter.getState().session.entry(a.encounter.getState().session.cursor - 1);
    expect(last?.command.type).toBe('revealUnseen');
    const blocked = last?.events.find((e) => e.type === 'unseenBlocked') as
      { at?: unknown; rules: readonly string[] } | undefined;
    expect(blocked?.rules).toContain('MC-R19');
    expect(blocked?.at).toEqual(stop);
    // The players now see it, and read why.
    await until(() => a.names().has(a.mineId('Shadow assassin')), 5000);
    await until(() => (a.p.all('view').at(-1)?.view.log ?? []).some((l) => l.en.includes('MC-R19')));
    // One undo puts the horse back and hides the assassin again.
    a.encounter.getState().undo();
    expect(blaze(a)?.pos).toEqual({ x: 3, y: 6 });
    expect(creatureOf(a.encounter.getState().encounter, 'c12')?.conditions).toContain('hidden');
  });

  it("a player's secret roll: the roller reads the result, the table reads who rolled; the GM's pointer only while shared", async () => {
    const [w1, , probes] = worlds4e();
    const t = await play(w1, probes);
    const reqId = 'secret1';
    await ask(t, {
      t: 'request',
      reqId,
      command: { type: 'rollDice', expr: 'S1d20', by: t.mineId('Sir Aldric'), dice: [13] },
      basedOnRevision: t.p.all('view').at(-1)?.rev ?? 0,
    });
    const answer = t.p.all('answer').find((x) => x.reqId === reqId);
    expect(answer?.result.status).toBe('applied');
    const note = answer?.result.status === 'applied' ? answer.result.note : undefined;
    expect(note?.en).toMatch(/13/);
    expect(note?.en).toMatch(/Mallory/);
    await until(() =>
      (t.p.all('view').at(-1)?.view.log ?? []).some((l) => l.en === 'Mallory rolled secretly for Sir Aldric.'),
    );
    const lines = t.p.all('view').flatMap((v) => v.view.log.map((l) => l.en));
    expect(lines.filter((l) => /secret/.test(l) && /13/.test(l))).toEqual([]);
    // The GM's own log says who asked.
    const e = t.encounter.getState().session.entry(t.encounter.getState().session.cursor - 1);
    expect(e?.command.asker?.name).toBe('Mallory');
    // The GM's pointer: nothing reached the player so far (it was not shared); once shared, it does.
    expect(t.p.all('pointer')).toEqual([]);
    t.host.share({ pointer: true });
    t.host.pointer({ x: 2.5, y: 2.5 });
    await until(() => t.p.all('pointer').length > 0);
    expect(t.p.all('pointer')[0]?.at).toEqual({ x: 2.5, y: 2.5 });
  });
});

/** Strings that only the GM may ever see (names of hidden creatures, notes, palette lines, labels of hidden sources). */
const SECRETS = [
  'Shadow assassin',
  'Lurking ghoul',
  'Goblin sniper',
  'Hiding in the brush',
  'Carries the key',
  'Knows the password',
  'venom of the assassin',
  'ghoul claws',
  "Assassin's mark",
  "Ghoul's touch",
  '影の刺客',
  'Cloud lurker',
  'Mist stalker',
] as const;

/** The 4e sample with two sets of secrets. */
function worlds4e(): [World, World, Probes] {
  const base = () => sampleEncounter('en');
  // Common to both worlds: the fog over the south-east corner, the turn order (party first), the party's turn.
  const fog: Command = {
    type: 'setFog',
    hide: true,
    rect: { x: 19, y: 8, width: 5, height: 8 },
  } as unknown as Command;
  const initiative = (extra: Record<string, number>): Command[] =>
    Object.entries({ c2: 20, c5: 18, c3: 16, c7: 10, c9: 9, c10: 5, ...extra }).map(
      ([id, value]) => ({ type: 'setInitiative', id, value }) as unknown as Command,
    );
  const w1: World = {
    initial: base,
    setup: [
      fog,
      // A hidden assassin two squares from Blaze; the archer (hidden in the sample) with its notes; a wolf under the fog.
      add('Shadow assassin', 7, 6, { conditions: ['hidden'], notes: 'Carries the key', side: 'enemy' }),
      { type: 'moveCreature', id: 'c8', to: { x: 20, y: 10 }, gm: true } as unknown as Command,
      { type: 'paintTerrain', squares: [{ x: 22, y: 9 }], terrain: 2 } as unknown as Command,
      // The ogre: hurt, with notes, and its GM-only figures.
      { type: 'changeHp', id: 'c10', amount: -20 } as unknown as Command,
      { type: 'editCreature', id: 'c10', patch: { notes: 'Knows the password' } } as unknown as Command,
      { type: 'setPalette', owner: null, lines: ['1d20+9 venom of the assassin'] } as unknown as Command,
      // An effect on the knight from the hidden assassin (its label names it); one on the hidden archer.
      {
        type: 'addEffect',
        targetId: 'c2',
        sourceId: 'c12',
        what: { kind: 'defence', defence: 'ac', value: -2 },
        duration: { kind: 'encounter' },
        label: "Assassin's mark",
      } as unknown as Command,
      {
        type: 'addEffect',
        targetId: 'c11',
        what: { kind: 'condition', condition: 'slowed' },
        duration: { kind: 'encounter' },
        label: 'x',
      } as unknown as Command,
      ...initiative({ c11: 12, c12: 14 }),
    ],
    round: [
      { pointer: { x: 7.5, y: 6.5 } },
      // The GM's secret roll, typed in.
      { command: { type: 'rollDice', expr: 'S1d20', dice: [17] } as unknown as Command },
      // The hidden assassin moves (unseen).
      { command: { type: 'moveCreature', id: 'c12', to: { x: 7, y: 7 }, gm: true } as unknown as Command },
      { pointer: { x: 9, y: 9 } },
      ...visibleRound4e({ ogreBonus: 9, pushSave: 7 }),
    ],
    mine: ['Sir Aldric'],
  };
  const w2: World = {
    initial: base,
    setup: [
      fog,
      // Other secrets: no assassin; a ghoul elsewhere (hidden), the archer renamed with other notes; the wolf elsewhere under the fog.
      add('Lurking ghoul', 8, 12, { conditions: ['hidden'], notes: 'ghoul claws', side: 'enemy' }),
      {
        type: 'editCreature',
        id: 'c11',
        patch: { name: 'Goblin sniper', notes: 'Carries the key' },
      } as unknown as Command,
      { type: 'moveCreature', id: 'c8', to: { x: 19, y: 13 }, gm: true } as unknown as Command,
      { type: 'paintTerrain', squares: [{ x: 20, y: 9 }], terrain: 1 } as unknown as Command,
      {
        type: 'editCreature',
        id: 'c10',
        patch: { hpMax: 120, hp: 120, initBonus: 3, sys: { defences: { ac: 19, fort: 21, ref: 16, will: 15 } } },
      } as unknown as Command,
      // The goblin rider A's saddle: its MC-FM-2 save gets another bonus than in the other world.
      {
        type: 'editCreature',
        id: 'c7',
        patch: { sys: { riding: { militarySaddle: true } } },
      } as unknown as Command,
      { type: 'changeHp', id: 'c10', amount: -20 } as unknown as Command,
      { type: 'setPalette', owner: null, lines: ['2d8 ghoul claws'] } as unknown as Command,
      {
        type: 'addEffect',
        targetId: 'c2',
        sourceId: 'c12',
        what: { kind: 'defence', defence: 'ac', value: -2 },
        duration: { kind: 'encounter' },
        label: "Ghoul's touch",
      } as unknown as Command,
      ...initiative({ c11: 3, c12: 2, c10: 4 }),
    ],
    round: [
      { pointer: { x: 8.5, y: 12.5 } },
      { command: { type: 'rollDice', expr: 'S1d20', dice: [3] } as unknown as Command },
      { command: { type: 'moveCreature', id: 'c12', to: { x: 9, y: 12 }, gm: true } as unknown as Command },
      { pointer: { x: 9, y: 9 } },
      ...visibleRound4e({ ogreBonus: 6, pushSave: 4 }),
    ],
    mine: ['Sir Aldric'],
  };
  const probes: Probes = {
    moves: [
      { mover: 'Blaze (warhorse)', to: { x: 5, y: 6 }, type: 'moveCreature' },
      { mover: 'Blaze (warhorse)', to: { x: 8, y: 11 }, type: 'moveCreature' },
    ],
    guesses: ['c1', 'c2', 'c10', 'c11', 'c12', 'c13', 'c99', 'zzz'],
  };
  return [w1, w2, probes];
}

/**
 * The round the players see in the 4e worlds (the same in both): the knight shoots the ogre (its Reflex is GM-only),
 * the ogre hits back (its attack bonus is GM-only), the GM pushes a goblin rider off its wolf and its MC-FM-2 save
 * (an enemy's decision, with its bonus) is answered with a typed die.
 */
function visibleRound4e(n: { ogreBonus: number; pushSave: number }): World['round'] {
  const cmd = (c: Record<string, unknown>) => ({ command: c as unknown as Command });
  return [
    cmd({
      type: 'attack',
      attackerId: 'c2',
      targetId: 'c10',
      kind: 'ranged',
      action: 'none',
      attack: { bonus: 8, vs: 'ref', damage: { count: 1, sides: 8, plus: 3 } },
      dice: [14, 5],
    }),
    cmd({
      type: 'attack',
      attackerId: 'c10',
      targetId: 'c2',
      kind: 'ranged',
      action: 'none',
      attack: { bonus: n.ogreBonus, vs: 'ac', damage: { count: 2, sides: 6, plus: 4 } },
      dice: [16, 3, 4],
    }),
    cmd({ type: 'forceMove', targetId: 'c7', kind: 'slide', sourceId: 'c5', distance: 1, path: [{ x: 14, y: 8 }] }),
    cmd({ type: 'decide', optionId: 'save', dice: [n.pushSave] }),
    cmd({ type: 'decide', optionId: '14,8' }),
  ];
}

/** The Tenkai sample with two sets of secrets. */
function worldsTenkai(): [World, World, Probes] {
  const base = () => sampleTenkaiEncounter('en');
  const w1: World = {
    initial: base,
    setup: [
      add('Cloud lurker', 6, 5, { conditions: ['hidden'], notes: 'Carries the key', side: 'enemy' }, {}),
      { type: 'setPalette', owner: null, lines: ['1d20+9 venom of the assassin'] } as unknown as Command,
    ],
    round: [
      { pointer: { x: 6.5, y: 5.5 } },
      { command: { type: 'rollDice', expr: 'S1d20', dice: [17] } as unknown as Command },
    ],
    mine: ['Akane (志士)'],
  };
  const w2: World = {
    initial: base,
    setup: [
      add('Mist stalker', 10, 2, { conditions: ['hidden'], notes: 'Knows the password', side: 'enemy' }, {}),
      { type: 'setPalette', owner: null, lines: ['2d8 ghoul claws'] } as unknown as Command,
    ],
    round: [
      { pointer: { x: 10.5, y: 2.5 } },
      { command: { type: 'rollDice', expr: 'S1d20', dice: [3] } as unknown as Command },
    ],
    mine: ['Akane (志士)'],
  };
  return [w1, w2, { moves: [], guesses: ['c1', 'c2', 'c8', 'c9', 'c10', 'c99', 'zzz'] }];
}

function add(
  name: string,
  x: number,
  y: number,
  extra: Record<string, unknown>,
  sys?: Record<string, unknown>,
): Command {
  return {
    type: 'addCreature',
    creature: { name, pos: { x, y }, ...extra, ...(sys ? { sys } : {}) },
  } as unknown as Command;
}
