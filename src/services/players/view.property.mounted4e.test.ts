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
import { Session, unseenByPlayers } from '../../rules';
import { effectsOf, mounted4e, type M4Command, type M4Encounter } from '../../rules/mounted4e';
import { concretize, randomStart, step, type Step } from '../../rules/mounted4e/randomCommands';
import { effectCommand, effectStep, type EffectStep } from '../../rules/mounted4e/randomEffects';
import {
  checkLines,
  checkView,
  Coverage,
  hasOwn,
  TABLE,
  tableCommand,
  tableFacts,
  tableStep,
  type TableStep,
} from './view.property.fixtures';

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
});
