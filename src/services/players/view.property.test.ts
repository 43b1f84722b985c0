/**
 * Issue 26, item 0: every view the players' filter can produce is one the players' pages accept. Random sessions of
 * each rule system (its own property test's commands, with effects, hidden creatures and hidden riders, the fog,
 * terrain painted anywhere — blocking terrain under creatures too — and turns); after every applied command the
 * players' encounter is built with a real room's aliases and must pass the player page's own check
 * (`checkedEncounter`, the file loader's checks), name no creature by its real id (`c1`, `c2` …) and hold none of
 * the names of the creatures the players cannot see; and the players' log lines of every change are described
 * cleanly in both languages and name no creature they cannot see.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILE_FORMAT,
  FILE_VERSION,
  parseFile,
  Session,
  unseenByPlayers,
  type AnyEncounter,
  type CoreCommand,
  type EventBase,
  type Point,
} from '../../rules';
import { effectsOf, mounted4e, type M4Command, type M4Encounter } from '../../rules/mounted4e';
import { concretize, randomStart, step, type Step } from '../../rules/mounted4e/randomCommands';
import { effectCommand, effectStep, type EffectStep } from '../../rules/mounted4e/randomEffects';
import { tenkai, type TenkaiCommand, type TkEncounter } from '../../rules/tenkai';
import { command as tenkaiCommand, randomStart as tenkaiStart } from '../../rules/tenkai/randomCommands';
import { sudukuri, type SdEncounter, type SudukuriCommand } from '../../rules/sudukuri';
import { command as sdCommand, opening, setup } from '../../rules/sudukuri/randomCommands';
import { encounter as sdEncounter } from '../../rules/sudukuri/testkit';
import { checkedEncounter } from '../../app/session/arrivals';
import { roomAliases } from './aliases';
import { badText, readAll } from './eventsTesting';
import { playerEncounter } from './view';

/** A table step: what the GM does to the board besides the rules (hide, fog, paint, place, end turns). */
interface TableStep {
  readonly k: number;
  readonly a: number;
  readonly b: number;
  readonly n: number;
}
const tableStep: fc.Arbitrary<TableStep> = fc.record({ k: fc.nat(11), a: fc.nat(40), b: fc.nat(40), n: fc.nat(40) });

/** A table step made concrete against the state (`ids`: the creatures it may name; `size`: the map's side). */
function tableCommand(s: AnyEncounter, t: TableStep, ids: readonly string[], size: number): CoreCommand {
  const id = ids[t.a % ids.length] as string;
  const at: Point = { x: t.b % size, y: t.n % size };
  const c = s.creatures[id];
  switch (t.k) {
    case 0:
    case 1:
    case 2:
      // Hidden creatures (riders and mounts among them), and shown again now and then.
      return { type: 'setCondition', id, condition: 'hidden', on: t.n % 4 !== 0 };
    case 3:
      return {
        type: 'setFog',
        hide: true,
        rect: { x: at.x, y: at.y, width: 1 + (t.a % 5), height: 1 + (t.b % 5) },
      };
    case 4:
      return { type: 'setFog', hide: false, rect: { x: at.x, y: at.y, width: 3, height: 3 } };
    case 5:
      return t.n % 3 === 0
        ? { type: 'setFog', hide: false, off: true }
        : { type: 'setFog', hide: t.a % 2 === 0, all: true };
    case 6:
    case 7:
      // Terrain under a creature (blocking, difficult, clear) or anywhere.
      return { type: 'paintTerrain', squares: [c ? c.pos : at], terrain: ([2, 1, 0] as const)[t.n % 3] };
    case 8:
      return {
        type: 'paintTerrain',
        squares: [at, { x: (at.x + 1) % size, y: at.y }],
        elevation: (t.a % 5) - 1,
      };
    case 9:
      return { type: 'placeCreature', id, to: at };
    default:
      return { type: 'nextTurn' };
  }
}

/** Why the players' page refuses a view (the loader's message), for the failure's text. */
function refusal(view: AnyEncounter): string {
  const { pending: _p, ...rest } = JSON.parse(JSON.stringify(view)) as Record<string, unknown>;
  const r = parseFile(
    JSON.stringify({
      format: FILE_FORMAT,
      version: FILE_VERSION,
      initial: { ...rest, pending: null },
      commands: [],
      cursor: 0,
    }),
  );
  return r.ok ? 'its pending decision' : JSON.stringify(r.error);
}

/** Every key and string value of a JSON value (names and glyphs apart: a creature may be called anything). */
function strings(v: unknown, out: Set<string>, key = ''): Set<string> {
  if (typeof v === 'string') {
    if (key !== 'name' && key !== 'glyph') out.add(v);
  } else if (Array.isArray(v)) for (const x of v) strings(x, out, key);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      strings(x, out, k);
    }
  return out;
}

/** Every string value of a JSON value, names included. */
function allStrings(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) for (const x of v) allStrings(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) allStrings(x, out);
  return out;
}

const hasOwn = Object.prototype.hasOwnProperty;
const aliases = roomAliases(new Uint8Array(32).map((_, i) => (i * 37 + 11) & 255));

/** The three checks of one view (see the module comment); `what` names the command for the failure's text. */
function checkView(state: AnyEncounter, what: string): AnyEncounter {
  const view = playerEncounter(state, aliases);
  const sent = JSON.parse(JSON.stringify(view)) as unknown;
  if (checkedEncounter(sent) === null)
    expect.fail(`after ${what}: the players' page refuses the view: ${refusal(view)}`);
  const realIds = [...strings(sent, new Set())].filter((x) => /^c\d+$/.test(x));
  if (realIds.length) expect.fail(`after ${what}: the view names creatures by their real ids: ${realIds.join(', ')}`);
  const unseen = unseenByPlayers(state);
  const seenNames = new Set(
    state.creatureOrder.filter((id) => !unseen.has(id)).map((id) => state.creatures[id]?.name as string),
  );
  const texts = allStrings(sent);
  for (const id of unseen) {
    const name = state.creatures[id]?.name as string;
    if (seenNames.has(name)) continue;
    if (texts.some((t) => t === name)) expect.fail(`after ${what}: the view holds the name of unseen ${id} (${name})`);
  }
  return view;
}

/**
 * The players' log lines of a change (issue 26, items 1 and 5): each described cleanly in both languages (no "null",
 * no unworded placeholder, no English in the Japanese: `badText`), and — in 4e and Tenkai, where every character is
 * a creature — none naming a creature the players cannot see.
 */
function checkLines(state: AnyEncounter, events: readonly EventBase[], what: string): number {
  const unseen = unseenByPlayers(state);
  const b = state.system === 'sudukuri' ? state.sys.battle : null;
  const names = [
    ...state.creatureOrder.map((id) => state.creatures[id]?.name as string),
    ...(b ? [...b.pc, ...b.opp].map((c) => c.name) : []),
  ];
  const seenNames = new Set(state.creatureOrder.filter((id) => !unseen.has(id)).map((id) => state.creatures[id]?.name));
  const hidden = [...unseen].map((id) => state.creatures[id]?.name as string).filter((n) => !seenNames.has(n));
  let read = 0;
  for (const r of readAll(state, events)) {
    if (!r.players) continue;
    read++;
    const bad = badText(r.players, names);
    if (bad.length) expect.fail(`after ${what}: ${r.type} reads badly: ${bad.join(' | ')}`);
    if (state.system === 'sudukuri') continue;
    for (const n of hidden) {
      // As a word: a creature called "A" is not in "AP".
      const word = new RegExp(`(^|[^A-Za-z])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`);
      if (word.test(r.players.en) || word.test(r.players.ja))
        expect.fail(`after ${what}: ${r.type} names the unseen ${n}: ${r.players.en}`);
    }
  }
  return read;
}

/** How often each situation the test is about came up (so that it is known to be exercised). */
class Coverage {
  readonly seen = new Map<string, number>();
  /** Count the situations of one state that hold. */
  note(facts: Readonly<Record<string, boolean>>): void {
    for (const [k, v] of Object.entries(facts)) if (v) this.seen.set(k, (this.seen.get(k) ?? 0) + 1);
  }
  /** Every situation came up at least `min` times. */
  expectAll(keys: readonly string[], min: number): void {
    for (const k of keys) expect(this.seen.get(k) ?? 0, `${k} came up`).toBeGreaterThanOrEqual(min);
  }
}

const TABLE = ['hidden', 'hiddenRider', 'hiddenMount', 'fogged', 'blockingUnder', 'pending'];

/** The situations every system's sessions must reach: hidden creatures and riders, fog, blocking ground under one. */
function tableFacts(state: AnyEncounter): Record<string, boolean> {
  const unseen = unseenByPlayers(state);
  const cs = state.creatureOrder.map((id) => state.creatures[id]).filter((c) => c !== undefined);
  const w = state.grid.width;
  return {
    hidden: unseen.size > 0,
    hiddenRider: cs.some((c) => c.mountId !== null && unseen.has(c.id) && !unseen.has(c.mountId)),
    hiddenMount: cs.some((c) => c.mountId !== null && unseen.has(c.mountId)),
    fogged: cs.some((c) => unseen.has(c.id) && !c.mountId && !c.conditions.includes('hidden')),
    blockingUnder: cs.some((c) => !unseen.has(c.id) && !c.mountId && state.grid.terrain[c.pos.y * w + c.pos.x] === 2),
    pending: state.pending !== null,
  };
}

/**
 * A 4e step that provokes the party's opportunity attacks (B-11), so that the players get decisions whose options
 * are creatures: the creature whose turn it is, when not the party's, is placed beside a party creature, and walks
 * away from it when it stands there already.
 */
function provoke(s: M4Encounter, t: TableStep): M4Command {
  const id = s.turns.order[s.turns.current];
  const c = id ? s.creatures[id] : undefined;
  const party = s.creatureOrder.filter((x) => s.creatures[x]?.side === 'party');
  const p = s.creatures[party[t.a % Math.max(1, party.length)] ?? ''];
  if (!c || !p || c.side === 'party' || c.mountId) return { type: 'nextTurn' };
  const dir = [
    [-1, 0],
    [0, -1],
    [2, 0],
    [0, 2],
  ][t.n % 4] as [number, number];
  const beside = { x: p.pos.x + dir[0], y: p.pos.y + dir[1] };
  if (c.pos.x !== beside.x || c.pos.y !== beside.y) return { type: 'placeCreature', id: c.id, to: beside };
  return {
    type: 'moveCreature',
    id: c.id,
    to: { x: beside.x + 2 * Math.sign(dir[0]), y: beside.y + 2 * Math.sign(dir[1]) },
  };
}

describe("property: every view the players' filter makes is one the players' pages accept (issue 26)", () => {
  it('4e: random sessions with effects, hidden creatures and riders, fog, terrain under creatures, turns', () => {
    const start = randomStart();
    const ids = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8'];
    type AnyStep =
      | { t: 'rules'; s: Step }
      | { t: 'effect'; s: EffectStep }
      | { t: 'table'; s: TableStep }
      | { t: 'provoke'; s: TableStep };
    const any: fc.Arbitrary<AnyStep> = fc.oneof(
      { arbitrary: step.map((s) => ({ t: 'rules' as const, s })), weight: 3 },
      { arbitrary: effectStep.map((s) => ({ t: 'effect' as const, s })), weight: 2 },
      { arbitrary: tableStep.map((s) => ({ t: 'table' as const, s })), weight: 2 },
      { arbitrary: tableStep.map((s) => ({ t: 'provoke' as const, s })), weight: 1 },
    );
    let views = 0;
    let lines = 0;
    const cover = new Coverage();
    fc.assert(
      fc.property(fc.array(any, { minLength: 30, maxLength: 80 }), (steps) => {
        const session = new Session<M4Encounter, M4Command>(mounted4e, start);
        checkView(session.state, 'the start');
        for (const st of steps) {
          const s = session.state;
          const cmd =
            st.t === 'rules'
              ? concretize(s, st.s)
              : st.t === 'effect'
                ? effectCommand(s, st.s)
                : st.t === 'provoke'
                  ? provoke(s, st.s)
                  : tableCommand(s, st.s, ids, 10);
          const r = session.apply(cmd);
          if (!r.ok) continue;
          views++;
          const view = checkView(session.state, JSON.stringify(cmd)) as M4Encounter;
          lines += checkLines(session.state, r.events, JSON.stringify(cmd));
          const unseen = unseenByPlayers(session.state);
          cover.note({
            ...tableFacts(session.state),
            // Effects on their targets (issue 33).
            effectShown: effectsOf(view).length > 0,
            effectOnHidden: effectsOf(session.state).some(
              (e) => unseen.has(e.target) || (e.source !== null && unseen.has(e.source)),
            ),
            // A decision of the players' whose options are creatures (an opportunity attack's targets).
            creatureOption: (view.pending?.options ?? []).some((o) => hasOwn.call(view.creatures, o.id)),
            linkToHiddenRider: session.state.creatureOrder.some((id) => {
              const l = session.state.creatures[id]?.sys.initLink;
              return !unseen.has(id) && l !== null && l !== undefined && unseen.has(l.rider);
            }),
          });
        }
      }),
      { numRuns: 60, seed: 26_0001 },
    );
    expect(views).toBeGreaterThan(1000);
    expect(lines).toBeGreaterThan(1000);
    cover.expectAll([...TABLE, 'effectShown', 'effectOnHidden', 'linkToHiddenRider', 'creatureOption'], 1);
  }, 30_000);

  it('Tenkai: random sessions with hidden characters and partners, fog, terrain under creatures, rounds', () => {
    const ids = ['c1', 'c2', 'c3', 'c4'];
    // Besides the Tenkai property test's commands: timed effects (their owner hidden at times) and mounted pairs.
    const more: fc.Arbitrary<TenkaiCommand> = fc.oneof(
      fc.record({
        type: fc.constant('tkAddEffect' as const),
        ownerId: fc.constantFrom(...ids),
        name: fc.constantFrom('瞬脚', '練力集中'),
        duration: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        type: fc.constant('tkMountPartner' as const),
        riderId: fc.constantFrom('c1', 'c2'),
        partnerId: fc.constant('c3'),
        gm: fc.constant(true),
      }),
    );
    // An attack by the creature whose round it is, the defence left to a decision (TK-TURN-2).
    const attack = fc.record({ target: fc.nat(3), kind: fc.constantFrom('melee' as const, 'shooting' as const) });
    const any = fc.oneof(
      { arbitrary: tenkaiCommand.map((c) => ({ t: 'rules' as const, c })), weight: 3 },
      { arbitrary: more.map((c) => ({ t: 'rules' as const, c })), weight: 1 },
      { arbitrary: attack.map((a) => ({ t: 'attack' as const, a })), weight: 1 },
      { arbitrary: tableStep.map((s) => ({ t: 'table' as const, s })), weight: 2 },
    );
    let views = 0;
    let lines = 0;
    const cover = new Coverage();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(any, { minLength: 20, maxLength: 60 }),
        (seed, steps) => {
          const session = new Session<TkEncounter, TenkaiCommand>(tenkai, tenkaiStart(seed).state);
          checkView(session.state, 'the start');
          for (const st of steps) {
            const s = session.state;
            const cmd: TenkaiCommand =
              st.t === 'rules'
                ? st.c
                : st.t === 'attack'
                  ? {
                      type: 'tkAttack',
                      attackerId: s.turns.order[s.turns.current] ?? 'c1',
                      targetId: ids[st.a.target] as string,
                      kind: st.a.kind,
                      range: 20,
                    }
                  : tableCommand(s, st.s, ids, 8);
            const r = session.apply(cmd);
            if (!r.ok) continue;
            views++;
            checkView(session.state, JSON.stringify(cmd));
            lines += checkLines(session.state, r.events, JSON.stringify(cmd));
            const unseen = unseenByPlayers(session.state);
            cover.note({
              ...tableFacts(session.state),
              statusShown: session.state.creatureOrder.some(
                (id) => !unseen.has(id) && (session.state.creatures[id]?.sys.statuses.length ?? 0) > 0,
              ),
              effectOfHidden: session.state.sys.effects.some((e) => unseen.has(e.ownerId)),
            });
          }
        },
      ),
      { numRuns: 60, seed: 26_0002 },
    );
    expect(views).toBeGreaterThan(500);
    expect(lines).toBeGreaterThan(500);
    cover.expectAll([...TABLE, 'statusShown', 'effectOfHidden'], 5);
  }, 30_000);

  it('巣作りドラゴン: random battles over creatures on the map, hidden and fogged, terrain under them', () => {
    const ids = ['c1', 'c2', 'c3', 'c4'];
    const any = fc.oneof(
      { arbitrary: sdCommand.map((c) => ({ t: 'rules' as const, c })), weight: 3 },
      { arbitrary: tableStep.map((s) => ({ t: 'table' as const, s })), weight: 2 },
    );
    let views = 0;
    let lines = 0;
    const cover = new Coverage();
    fc.assert(
      fc.property(
        fc.integer(),
        setup,
        fc.constantFrom('lowest-hp' as const, 'first' as const, 'manual' as const),
        fc.array(any, { minLength: 10, maxLength: 60 }),
        (seed, battle, policy, steps) => {
          const session = new Session<SdEncounter, SudukuriCommand>(
            sudukuri,
            sdEncounter({ seed, width: 12, height: 12 }),
          );
          for (const c of opening(battle, policy))
            if (!session.apply(c as SudukuriCommand).ok) expect.fail(`opening ${JSON.stringify(c)}`);
          checkView(session.state, 'the opening');
          for (const st of steps) {
            const cmd = (st.t === 'rules' ? st.c : tableCommand(session.state, st.s, ids, 12)) as SudukuriCommand;
            const r = session.apply(cmd);
            if (!r.ok) continue;
            views++;
            checkView(session.state, JSON.stringify(cmd));
            lines += checkLines(session.state, r.events, JSON.stringify(cmd));
            const unseen = unseenByPlayers(session.state);
            const b = session.state.sys.battle;
            cover.note({
              ...tableFacts(session.state),
              battle: b !== null,
              hiddenInBattle:
                b !== null && [...b.pc, ...b.opp].some((c) => c.creatureId !== null && unseen.has(c.creatureId)),
            });
          }
        },
      ),
      { numRuns: 150, seed: 26_0003 },
    );
    expect(views).toBeGreaterThan(500);
    expect(lines).toBeGreaterThan(500);
    cover.expectAll(['hidden', 'fogged', 'blockingUnder', 'battle', 'hiddenInBattle'], 5);
  }, 30_000);
});
