/** The command envelope: own-property lookup, shape checks, the pending check, refusals vs bugs, dry runs. */
import { describe, expect, it } from 'vitest';
import { describeMsg } from '../../i18n';
import type { CoreEvent } from './events';
import { creatureOf } from './creatures';
import { execute } from './engine';
import { Session } from './session';
import { defineSystem, type AnyRuleSystem } from './system';
import { kapply, kernelEncounter, kernelSession, kernelSystem, krun } from './testing';

const two = () =>
  krun(
    kernelEncounter({ width: 10, height: 10 }),
    { type: 'addCreature', creature: { name: 'Knight', pos: { x: 1, y: 1 }, side: 'party' } },
    { type: 'addCreature', creature: { name: 'Ogre', size: 'large', pos: { x: 4, y: 1 }, side: 'enemy' } },
  );
const text = (r: ReturnType<typeof kapply>) =>
  r.ok ? '' : r.kind === 'refused' ? describeMsg('kernel', r.reason, 'en') : `BUG ${r.error}`;

describe('the command envelope', () => {
  it('adds, moves and refuses a move into an occupied space without changing state', () => {
    const s = two();
    const moved = kapply(s, { type: 'moveCreature', id: 'c1', to: { x: 3, y: 1 } });
    expect(moved.ok).toBe(true);
    if (moved.ok) {
      expect(creatureOf(moved.state, 'c1')?.pos).toEqual({ x: 3, y: 1 });
      expect(
        (moved.events.find((e) => e.type === 'creatureMoved') as Extract<CoreEvent, { type: 'creatureMoved' }>).cost,
      ).toBe(2);
    }
    const blocked = kapply(s, { type: 'moveCreature', id: 'c1', to: { x: 4, y: 2 } });
    expect(text(blocked)).toMatch(/occupied by Ogre/);
    expect(creatureOf(s, 'c1')?.pos).toEqual({ x: 1, y: 1 });
  });

  it('refuses an impossible typed-in d20 and accepts a valid one', () => {
    const s = krun(kernelEncounter(), { type: 'addCreature', creature: { name: 'A', initBonus: 3 } });
    expect(kapply(s, { type: 'rollInitiative', dice: [21] }).ok).toBe(false);
    const good = kapply(s, { type: 'rollInitiative', dice: [17] });
    expect(good.ok && creatureOf(good.state, 'c1')?.initiative).toBe(20);
  });

  it('looks handlers up by own property only: "toString" and "__proto__" are not commands', () => {
    const s = two();
    expect(text(kapply(s, { type: 'toString' }))).toMatch(/Unknown command "toString"/);
    expect(text(kapply(s, { type: '__proto__' }))).toMatch(/Unknown command/);
    expect(text(kapply(s, { type: 'constructor' }))).toMatch(/Unknown command/);
    expect(text(kapply(s, { type: 'moveCreature', id: 'toString', to: { x: 2, y: 2 } }))).toMatch(
      /No creature with id "toString"/,
    );
    expect(text(kapply(s, 42 as never))).toMatch(/Not a command/);
  });

  it('checks a command’s shape before its handler, naming the field', () => {
    const s = two();
    expect(text(kapply(s, { type: 'moveCreature', id: 'c1', to: 'north' }))).toMatch(/field "to" must be a square/);
    expect(text(kapply(s, { type: 'moveCreature', id: 'c1', to: { x: 2, y: 1 }, path: [{ x: 'a', y: 1 }] }))).toMatch(
      /path\[0\]/,
    );
    expect(text(kapply(s, { type: 'changeHp', id: 'c1' }))).toMatch(/field "amount" must be given/);
    expect(text(kapply(s, { type: 'changeHp', id: 'c1', amount: -2, typo: 1 }))).toMatch(
      /Unknown or read-only field "typo"/,
    );
  });

  it('tells a bug from a refusal: an exception in a handler is a bug and changes nothing', () => {
    const broken: AnyRuleSystem = defineSystem({
      ...(kernelSystem as never as Parameters<typeof defineSystem>[0]),
      handlers: {
        ...kernelSystem.handlers,
        changeHp: (w: { edit: (id: string) => { hp: number } }) => {
          w.edit('c1').hp = 1;
          throw new TypeError('boom');
        },
      },
    } as never);
    const s = two();
    const live = { ...s, creatures: { ...s.creatures } };
    const r = execute(broken, live, { type: 'changeHp', id: 'c1', amount: -1 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.kind).toBe('bug');
    expect(!r.ok && r.kind === 'bug' && r.error).toMatch(/TypeError: boom/);
    expect(live.creatures.c1).toBe(s.creatures.c1); // rolled back
  });

  it("a session's one transaction (issue 33) starts clean after a bug, a refusal and a dry run: the next command's diff names only its own change, and a handler that runs a command inside a command gets a transaction of its own", () => {
    let inner: ReturnType<typeof execute> | null = null;
    const broken: AnyRuleSystem = defineSystem({
      ...(kernelSystem as never as Parameters<typeof defineSystem>[0]),
      handlers: {
        ...kernelSystem.handlers,
        setName: (w: { edit: (id: string) => { hp: number }; s: never }) => {
          w.edit('c2').hp = 1;
          throw new TypeError('boom');
        },
        changeHp: (w: { s: never }, cmd: { id: string; amount: number }, ctx: never) => {
          (kernelSystem.handlers.changeHp as (w: unknown, c: unknown, x: unknown) => void)(w, cmd, ctx);
          if (cmd.amount === -7)
            inner = execute(kernelSystem, w.s, { type: 'changeHp', id: 'c2', amount: -1 }, false, w as never);
        },
      },
    } as never);
    const h = new Session(broken, two());
    // The published state's creature container is the live one: keep a copy of the records as they were.
    const start = structuredClone(h.state);
    expect(h.apply({ type: 'setName', name: 'x' } as never).ok).toBe(false);
    expect(h.apply({ type: 'moveCreature', id: 'c1', to: { x: 5, y: 1 } } as never).ok).toBe(false);
    expect(h.dryRun({ type: 'changeHp', id: 'c2', amount: -3 } as never).ok).toBe(true);
    expect(h.state.creatures).toEqual(start.creatures);
    const r = h.apply({ type: 'changeHp', id: 'c1', amount: -2 } as never);
    expect(r.ok && Object.keys(r.diff.updated)).toEqual(['c1']);
    expect(r.ok && Object.keys(r.diff.root).sort()).toEqual(['seq']);
    const nested = h.apply({ type: 'changeHp', id: 'c1', amount: -7 } as never);
    expect(inner && (inner as { ok: boolean }).ok).toBe(true);
    expect(nested.ok && Object.keys(nested.diff.updated)).toEqual(['c1']);
    expect(h.state.creatures.c2?.hp).toBe((start.creatures.c2?.hp ?? 0) - 1);
    h.undo();
    expect(h.state.creatures.c1?.hp).toBe((start.creatures.c1?.hp ?? 0) - 2);
  });

  it('a dry run reports events and the diff, then leaves the live state exactly as it was', () => {
    const session = kernelSession(two());
    const before = session.state;
    const knight = before.creatures.c1;
    const r = session.dryRun({ type: 'moveCreature', id: 'c1', to: { x: 2, y: 3 } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(Object.keys(r.diff.updated)).toEqual(['c1']);
    expect(session.state).toBe(before);
    expect(session.state.creatures.c1).toBe(knight);
    expect(session.length).toBe(0);
  });

  it('events are plain data (structuredClone gives an equal copy)', () => {
    const r = kapply(two(), { type: 'moveCreature', id: 'c1', to: { x: 3, y: 1 } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(structuredClone(r.events)).toEqual(r.events);
  });

  it('committed records are frozen; the input state of the pure façade is never changed', () => {
    const s = two();
    const r = kapply(s, { type: 'changeHp', id: 'c1', amount: -3 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(Object.isFrozen(r.state.creatures.c1)).toBe(true);
    expect(Object.isFrozen(r.state.creatures.c1?.pos)).toBe(true);
    expect(s.creatures.c1?.hp).toBe(10);
    expect(r.state.creatures.c2).toBe(s.creatures.c2); // unchanged records are shared
  });

  it('issue 33: a session reuses one command context and roller; each command keeps its own events and rolls, typed-in dice do not carry over', () => {
    const session = kernelSession(kernelEncounter());
    const a = session.apply({ type: 'rollDice', expr: '2d6', dice: [3, 4] });
    expect(a.ok).toBe(true);
    const eventsA = a.ok ? a.events : [];
    const copyA = JSON.stringify(eventsA);
    const b = session.apply({ type: 'rollDice', expr: '1d20' });
    expect(b.ok).toBe(true);
    if (!b.ok) return;
    expect(b.events).not.toBe(eventsA);
    expect(JSON.stringify(eventsA)).toBe(copyA);
    expect(JSON.stringify(b.events)).not.toContain('"manual":true');
    // Too many typed-in dice are still refused after a command that used all of its own.
    const c = session.apply({ type: 'rollDice', expr: '1d6', dice: [2, 2] });
    expect(c.ok).toBe(false);
    expect(JSON.stringify(session.state.rng)).toBe(JSON.stringify((b.state as { rng: unknown }).rng));
  });
  it("issue 33 (round 11): an event keeps its own copy of the handler's rules and ids lists, so changing the arrays afterwards changes no event; constants are kept as given", () => {
    const CONSTANT: readonly string[] = Object.freeze(['B-1']);
    const seen: { rules: readonly string[]; ids?: readonly string[] }[] = [];
    const system: AnyRuleSystem = defineSystem({
      ...(kernelSystem as never as Parameters<typeof defineSystem>[0]),
      handlers: {
        ...kernelSystem.handlers,
        changeHp: (w: unknown, cmd: unknown, ctx: { emit: (e: object) => void }) => {
          (kernelSystem.handlers.changeHp as (w: unknown, c: unknown, x: unknown) => void)(w, cmd, ctx);
          const rules = ['B-2', 'B-3'];
          const ids = ['c1', 'c2'];
          const first = { type: 'noted', rules, ids };
          ctx.emit(first);
          const second = { type: 'noted', rules: CONSTANT, ids: [] as string[] };
          ctx.emit(second);
          seen.push(first, second);
          rules.push('B-4');
          ids[0] = 'c9';
        },
      },
    } as never);
    const h = new Session(system, two());
    const r = h.apply({ type: 'changeHp', id: 'c1', amount: -1 } as never);
    expect(r.ok).toBe(true);
    const noted = (r.ok ? r.events : []).filter((e) => (e.type as string) === 'noted');
    expect(noted.map((e) => [e.rules, e.ids])).toEqual([
      [
        ['B-2', 'B-3'],
        ['c1', 'c2'],
      ],
      [['B-1'], []],
    ]);
    expect(noted[1]?.rules).toBe(CONSTANT);
    expect(
      JSON.stringify(
        h
          .log()
          .slice(-2)
          .map((x) => x.event),
      ),
    ).toBe(JSON.stringify(noted));
    expect(seen[0]?.rules).toEqual(['B-2', 'B-3']);
  });
});
