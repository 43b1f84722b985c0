/**
 * A rule system that states no players' policy (issue 26: "GM-only unless it says otherwise"). A dummy fourth system,
 * defined with a minimal definition and used directly through the players' services — not added to the app's
 * registry: this file alone lets the registry's lookups know it (`vi.mock` below), so the services, which ask the
 * registry for an encounter's system, find it. It must send the players nothing of its own parts (its creatures' and
 * its encounter's `sys` are the system's defaults), let them ask for nothing, and show them none of its events.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  defineSystem,
  kernelHandlers,
  kernelShapes,
  newEncounterOf,
  obj,
  ref,
  Session,
  str,
  type AnyRuleSystem,
  type CoreCommand,
  type CoreEvent,
  type CreatureId,
  type Encounter,
  type Ref,
  testDice,
} from '../../rules/core';
import { allCreatures, SYSTEM_IDS, systemOf, type AnyEncounter } from '../../rules';
import { checkRequest } from './check';
import { createPlayerLog, playerBoardEvents, playerEvent } from './events';
import { playerMenu } from './menu';
import { playerViewBuilder } from './playerView';
import { ROOM, reasonOf } from './testing';
import { playerEncounter, playerScope } from './view';
import { playersWorld } from './world';

/** What this file lets the registry's lookups know besides the app's systems. */
const extra = vi.hoisted(() => ({ system: null as AnyRuleSystem | null }));

vi.mock('../../rules/registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../rules/registry')>();
  const core = await import('../../rules/core');
  const mine = (id: unknown) => (id === 'dummy' ? extra.system : null);
  return {
    ...real,
    systemOf: (id: unknown) => mine(id) ?? real.systemOf(id),
    systemFor: (enc: { system: string }) => mine(enc.system) ?? real.systemFor(enc),
    newSession: (initial: Encounter) => {
      const s = mine(initial.system);
      return s ? new core.Session(s, initial) : real.newSession(initial as never);
    },
  };
});

/** The dummy system's part of a creature: a secret figure and a mood, both the GM's. */
interface DmPart {
  readonly secret: number;
  readonly mood: string;
}
/** Its part of the encounter: the GM's plan and the creatures it names. */
interface DmSys {
  readonly plan: string | null;
  readonly spies: readonly CreatureId[];
}
type DmEncounter = Encounter<'dummy', DmPart, DmSys>;
/** Its own command: the GM writes the plan down. */
interface DmPlot {
  readonly type: 'dmPlot';
  readonly id: CreatureId;
  readonly plan: string;
}
type DmCommand = CoreCommand | DmPlot;
/** Its own event. */
interface DmPlotted {
  readonly type: 'dmPlotted';
  readonly who: Ref;
  readonly plan: string;
  readonly rules: string[];
  readonly ids?: string[];
}
type DmEvent = CoreEvent | DmPlotted;

const DEFAULT_PART: DmPart = { secret: 0, mood: 'calm' };
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const dummy = defineSystem<DmEncounter, DmCommand, DmEvent>({
  id: 'dummy',
  grid: { metric: 'chebyshev', stacking: false, difficultCostsDouble: true, squareSize: 5, unit: 'ft' },
  conditions: ['prone', 'hidden'],
  riderMoveRule: 'DM-1',
  newSys: () => ({ plan: null, spies: [] }),
  creaturePart: (given, existing) => {
    if (given === undefined) return { ok: true, part: existing ?? DEFAULT_PART };
    if (!isObj(given))
      return { ok: false, reason: { m: 'badCreatureField', field: 'sys', expect: { kind: 'object' } } as never };
    const base = existing ?? DEFAULT_PART;
    return {
      ok: true,
      part: {
        secret: typeof given.secret === 'number' ? given.secret : base.secret,
        mood: typeof given.mood === 'string' ? given.mood : base.mood,
      },
    };
  },
  checkSys: () => null,
  handlers: {
    ...kernelHandlers,
    dmPlot: (w, cmd, ctx) => {
      const c = w.creature(cmd.id);
      if (!c) return;
      w.set('sys', { plan: cmd.plan, spies: [...w.s.sys.spies, c.id] });
      ctx.emit({ type: 'dmPlotted', who: ref(c), plan: cmd.plan, rules: ['DM-2'], ids: [c.id] });
    },
  },
  shapes: { ...kernelShapes, dmPlot: obj({ id: str(200), plan: str(200) }) },
  decisions: {},
  turns: {},
  migrations: [],
});
extra.system = dummy;

/** A table of the dummy system: the hero (the party's, c1), a spy (c2), a hidden lurker (c3); the GM's plan. */
function table() {
  const session = new Session<DmEncounter, DmCommand>(
    dummy,
    newEncounterOf<DmEncounter>(dummy, { width: 10, height: 8, dice: testDice(1) }),
  );
  const gm = (c: object) => {
    const r = session.apply(c as DmCommand);
    if (!r.ok) throw new Error(JSON.stringify(r));
    return r.events;
  };
  const events = [
    ...gm({
      type: 'addCreature',
      creature: { name: 'Hero', side: 'party', pos: { x: 1, y: 1 }, sys: { secret: 7, mood: 'brave' } },
    }),
    ...gm({
      type: 'addCreature',
      creature: { name: 'Spy', side: 'enemy', pos: { x: 6, y: 1 }, sys: { secret: 99, mood: 'furious' } },
    }),
    ...gm({
      type: 'addCreature',
      creature: { name: 'Lurker', side: 'enemy', pos: { x: 6, y: 6 }, conditions: ['hidden'] },
    }),
    ...gm({ type: 'dmPlot', id: 'c2', plan: 'ambush at dawn' }),
    ...gm({ type: 'moveCreature', id: 'c1', to: { x: 2, y: 2 } }),
    ...gm({ type: 'setCondition', id: 'c1', condition: 'prone', on: true }),
    ...gm({ type: 'changeHp', id: 'c2', amount: -3 }),
    ...gm({ type: 'rollDice', expr: '1d20', dice: [11] }),
    ...gm({ type: 'setInitiative', id: 'c1', value: 12 }),
  ];
  return { session, events, enc: () => session.state as unknown as AnyEncounter };
}

describe('a rule system without a players’ policy (issue 26: GM-only by default)', () => {
  it('is not in the app’s registry (only this file’s lookups know it)', () => {
    expect(SYSTEM_IDS).not.toContain('dummy');
    expect(systemOf('dummy')).toBe(dummy);
    expect(dummy.players).toBeUndefined();
  });

  it('sends nothing of its own parts: its creatures’ and its encounter’s parts are the system’s defaults', () => {
    const { enc } = table();
    expect(enc().sys).toEqual({ plan: 'ambush at dawn', spies: ['c2'] });
    const pv = playerEncounter(enc(), ROOM);
    expect(pv.sys).toEqual({ plan: null, spies: [] });
    const seen = allCreatures(pv);
    expect(seen.map((c) => c.name)).toEqual(['Hero', 'Spy']);
    // The party's own creature too: what the system does not state is the GM's.
    for (const c of seen) expect(c.sys, c.name).toEqual(DEFAULT_PART);
    // The kernel's fields follow the kernel's rules (the party's HP exact, the spy's coarse).
    expect(seen.find((c) => c.name === 'Hero')?.initiative).toBe(12);
    expect(seen.find((c) => c.name === 'Spy')?.hpMax).toBe(4);
    const text = JSON.stringify(pv);
    for (const secret of ['ambush', 'brave', 'furious', '99', 'Lurker', '"c1"', '"c2"'])
      expect(text).not.toContain(secret);
  });

  it('shows none of its events — nor the kernel’s, which only a policy lets through', () => {
    const { session, events, enc } = table();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'creatureAdded',
        'dmPlotted',
        'creatureMoved',
        'conditionGained',
        'damaged',
        'diceRolled',
      ]),
    );
    const scope = playerScope(enc(), ROOM);
    for (const e of events) expect(playerEvent(e, scope), e.type).toBeNull();
    expect(playerBoardEvents(events, scope)).toEqual([]);
    expect(createPlayerLog().lines(session as never, scope, 20)).toEqual([]);
    const view = playerViewBuilder(ROOM)({
      session: session as never,
      encounter: enc() as never,
      lastEvents: events,
      lastChange: 'command' as never,
    });
    expect(view.log).toEqual([]);
    expect(view.events).toEqual([]);
  });

  it('lets the players ask for nothing: every command of the system, the kernel’s too, is the GM’s', () => {
    const { session, enc } = table();
    const roster = [{ id: 'p', name: 'P', creatureIds: [ROOM('c1')] }];
    const ask = (command: object) =>
      checkRequest(
        { session: session as never, roster, revision: 0, aliases: ROOM },
        { playerId: 'p', command, basedOnRevision: 0 },
      );
    const types = Object.keys(dummy.handlers);
    expect(types).toContain('dmPlot');
    expect(types).toContain('moveCreature');
    for (const type of types)
      for (const extra of [{}, { id: ROOM('c1') }, { id: ROOM('c1'), to: { x: 3, y: 3 }, plan: 'mine' }])
        expect(reasonOf(ask({ type, ...extra })), type).toBe('gmOnly');
    // The players' world still leaves out what they cannot see; the menu offers nothing the check refuses.
    expect(playersWorld(enc()).session.state.creatureOrder).toEqual(['c1', 'c2']);
    const menu = playerMenu(
      { session: session as never, roster, revision: 0, aliases: ROOM },
      roster[0] as (typeof roster)[number],
      ROOM('c1'),
      () => [
        {
          id: 'move',
          label: { en: 'Move', ja: '移動' },
          command: { type: 'moveCreature', id: 'c1' },
          pick: { field: 'to', squares: [{ x: 3, y: 3 }], prompt: { en: '', ja: '' } },
        },
      ],
    );
    expect(menu).toEqual([]);
  });
});
