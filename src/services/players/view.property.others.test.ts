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
import { tenkai, type TenkaiCommand, type TkEncounter } from '../../rules/tenkai';
import { command as tenkaiCommand, randomStart as tenkaiStart } from '../../rules/tenkai/randomCommands';
import { sudukuri, type SdEncounter, type SudukuriCommand } from '../../rules/sudukuri';
import { command as sdCommand, opening, setup } from '../../rules/sudukuri/randomCommands';
import { encounter as sdEncounter } from '../../rules/sudukuri/testkit';
import { checkLines, checkView, Coverage, TABLE, tableCommand, tableFacts, tableStep } from './view.property.fixtures';

describe("property: every view the players' filter makes is one the players' pages accept (issue 26)", () => {
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
