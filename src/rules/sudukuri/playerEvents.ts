/**
 * What the players may read of each 巣作りドラゴン event (issue 26; the contract in `core/players.ts`): an
 * allow-list, so an event type not listed here is the GM's. The battle's events name characters (`Ref`s by character
 * id); the players read them by what they see of them:
 *
 * - A character built from a map creature is named as that creature (its alias, or "someone" when the players
 *   cannot see it); a character entered by hand, on no square of the map, by its name alone (the battle the GM runs
 *   aloud names its fighters).
 * - "Ours": a character of the PC side the players see — its dice, attack counts, skills, formulas and HP are
 *   theirs. Of the opposing side they read the outcome only: hit or miss, the damage dealt, who fell or revived; no
 *   attack, defence, skill, formula, maximum or remaining HP, and none of its rolls.
 * - An event about characters they cannot see at all is not read.
 * - GM-only (not listed): setting up, resetting and clearing the battle, the target policy (`sdBattleSet`,
 *   `sdBattleReset`, `sdBattleCleared`, `sdTargetPolicyChanged`) and `sdSpecialsChecked` (it tells that nobody on
 *   the other side holds 魔眼の矢 or 疾風迅雷), and every kernel event the kernel's views do not show.
 */
import { KERNEL_EVENT_VIEWS, type EventBase, type EventViews, type PlayerScope, type Ref } from '../core';
import type { SdEvent, SdEvents, TurnEndChange } from './events';
import type { SdCharacter, SdEncounter } from './model';

type Scope = PlayerScope<SdEncounter>;
type Ev<K extends keyof SdEvents> = Extract<SdEvent, { type: K }>;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The battle's character of a Ref (null: not in the battle now). */
function charOf(s: Scope, r: Ref | null | undefined): SdCharacter | null {
  const b = s.enc.sys.battle;
  if (!r || !b) return null;
  return b.pc.find((c) => c.id === r.id) ?? b.opp.find((c) => c.id === r.id) ?? null;
}

/** A character the players see: on the map and seen, or on no square at all. */
function seen(s: Scope, r: Ref | null | undefined): boolean {
  const c = charOf(s, r);
  return !!c && (c.creatureId === null || s.visible(c.creatureId));
}

/** A character of the players' side that they see: its figures are theirs. */
const ours = (s: Scope, r: Ref | null | undefined): boolean => seen(s, r) && charOf(s, r)?.side === 'pc';

/**
 * Every character the value names, as the players may know it: as its creature (the builder then aliases it or
 * words it "someone"), or by its name alone when it stands on no square. A Ref of no character is unseen.
 */
function asSeen<T>(v: T, s: Scope, depth = 0): T {
  if (depth > 12) return v;
  if (Array.isArray(v)) return v.map((x) => asSeen(x, s, depth + 1)) as T;
  if (!isObj(v)) return v;
  const keys = Object.keys(v);
  if (keys.length === 2 && typeof v.id === 'string' && typeof v.name === 'string') {
    const c = charOf(s, v as unknown as Ref);
    if (!c) return { id: v.id, name: v.name } as T;
    return { id: c.creatureId ?? '', name: c.name } as T;
  }
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = asSeen(v[k], s, depth + 1);
  return out as T;
}

/** A view that reads the event when `when` holds, redacted by `redact`, its characters named as the players see them. */
function view<K extends keyof SdEvents>(
  when: (e: Ev<K>, s: Scope) => boolean,
  redact: (e: Ev<K>, s: Scope) => Ev<K> = (e) => e,
): (e: Ev<K>, s: Scope) => EventBase | null {
  return (e, s) => (when(e, s) ? asSeen(redact(e, s), s) : null);
}

/** An attack's pair: read when the target is seen (an unseen attacker is "someone") or the attacker is ours. */
const pairSeen = (e: { readonly attacker: Ref; readonly target: Ref }, s: Scope): boolean =>
  seen(s, e.target) || ours(s, e.attacker);

/** Step 10 for one character: its terms when every one is its own or its side's, its HP when it is ours. */
function turnEndChange(c: TurnEndChange, s: Scope): TurnEndChange {
  if (!ours(s, c.who)) return { ...c, terms: null, hpBefore: null, hp: null, maxHp: null };
  const told = c.terms?.every((t) => t.from === null || ours(s, t.from)) ?? false;
  return told ? c : { ...c, terms: null };
}

/** The players' views of the 巣作りドラゴン events (see the module comment). */
export const eventsSudukuri: EventViews<SdEncounter, SdEvent> = {
  ...KERNEL_EVENT_VIEWS,
  sdTargetChosen: view<'sdTargetChosen'>((e, s) => seen(s, e.attacker) || seen(s, e.target)),
  sdTargetRequested: view<'sdTargetRequested'>((e, s) => seen(s, e.attacker)),
  sdSpecialRolled: view<'sdSpecialRolled'>(pairSeen, (e, s) => {
    const mine = ours(s, e.attacker);
    const theirs = ours(s, e.target);
    return {
      ...e,
      dice: mine ? e.dice : null,
      total: mine ? e.total : null,
      skill: mine ? e.skill : null,
      hpBefore: theirs ? e.hpBefore : null,
      hp: theirs ? e.hp : null,
    };
  }),
  // How many attacks a character makes comes from its skills: the players' own only.
  sdAttacksCounted: view<'sdAttacksCounted'>(
    (e, s) => e.counts.some((c) => ours(s, c.who)),
    (e, s) => ({ ...e, counts: e.counts.filter((c) => ours(s, c.who)) }),
  ),
  sdOrderDecided: view<'sdOrderDecided'>(
    () => true,
    (e) => ({ ...e, oppAmbush: null }),
  ),
  sdImmunityChecked: view<'sdImmunityChecked'>(
    (e, s) => e.immune.some((r) => ours(s, r)),
    (e, s) => ({ ...e, immune: e.immune.filter((r) => ours(s, r)) }),
  ),
  // The 策士/知者/賢者 rolls are the target's (SD-STEP-05).
  sdAttackDeclared: view<'sdAttackDeclared'>(pairSeen, (e, s) => (ours(s, e.target) ? e : { ...e, rolls: null })),
  sdAttackCancelled: view<'sdAttackCancelled'>(pairSeen, (e, s) => (ours(s, e.target) ? e : { ...e, rolls: null })),
  sdHitRolled: view<'sdHitRolled'>(pairSeen, (e, s) => {
    const mine = ours(s, e.attacker);
    const both = mine && ours(s, e.target);
    return {
      ...e,
      dice: mine ? e.dice : null,
      total: mine ? e.total : null,
      attack: mine ? e.attack : null,
      attacks: mine ? e.attacks : null,
      // The success target holds the defender's 飛行/熟練者/猛者 and the attacker's 隊列/群.
      targetNumber: both ? e.targetNumber : null,
      formula: both ? e.formula : null,
    };
  }),
  // It tells that the target holds 必殺無効.
  sdDeadlySkipped: view<'sdDeadlySkipped'>((e, s) => ours(s, e.target)),
  sdDeadlyRolled: view<'sdDeadlyRolled'>(pairSeen, (e, s) => {
    const mine = ours(s, e.attacker);
    return {
      ...e,
      dice: mine ? e.dice : null,
      total: mine ? e.total : null,
      skill: mine ? e.skill : null,
      need: mine ? e.need : null,
      hp: ours(s, e.target) ? e.hp : null,
    };
  }),
  sdPhysicalDamageDealt: view<'sdPhysicalDamageDealt'>(pairSeen, (e, s) => {
    const theirs = ours(s, e.target);
    return {
      ...e,
      formula: ours(s, e.attacker) && theirs ? e.formula : null,
      hpBefore: theirs ? e.hpBefore : null,
      hp: theirs ? e.hp : null,
      maxHp: theirs ? e.maxHp : null,
    };
  }),
  // The magic formula is the attacker's alone (its skills, its HP for a breath).
  sdMagicDamageDealt: view<'sdMagicDamageDealt'>(pairSeen, (e, s) => {
    const mine = ours(s, e.attacker);
    const theirs = ours(s, e.target);
    return {
      ...e,
      formula: mine ? e.formula : null,
      hpBefore: theirs ? e.hpBefore : null,
      hp: theirs ? e.hp : null,
      maxHp: theirs ? e.maxHp : null,
      selfBefore: mine ? e.selfBefore : null,
      selfHp: mine ? e.selfHp : null,
      selfMaxHp: mine ? e.selfMaxHp : null,
    };
  }),
  sdJumpedToStep10: view<'sdJumpedToStep10'>((e, s) => seen(s, e.who)),
  // "Nothing applies" tells that nobody on the other side holds a healing or an aura: only changes they see are read.
  sdTurnEndApplied: view<'sdTurnEndApplied'>(
    (e, s) => e.changes.some((c) => seen(s, c.who)),
    (e, s) => ({ ...e, changes: e.changes.filter((c) => seen(s, c.who)).map((c) => turnEndChange(c, s)) }),
  ),
  sdRevived: view<'sdRevived'>(
    (e, s) => seen(s, e.who),
    (e, s) => (ours(s, e.who) ? e : { ...e, used: null, of: null, maxHp: null, hp: null }),
  ),
  sdDefeated: view<'sdDefeated'>((e, s) => seen(s, e.who)),
  sdTurnSurvived: view<'sdTurnSurvived'>(() => true),
  sdLastStrikeDealt: view<'sdLastStrikeDealt'>(
    (e, s) => seen(s, e.target) || ours(s, e.striker),
    (e, s) => {
      const mine = ours(s, e.striker);
      const theirs = ours(s, e.target);
      return {
        ...e,
        spirit: mine ? e.spirit : null,
        allOrNothing: mine ? e.allOrNothing : null,
        hpBefore: theirs ? e.hpBefore : null,
        hp: theirs ? e.hp : null,
      };
    },
  ),
  sdLastStrikeMissed: view<'sdLastStrikeMissed'>((e, s) => seen(s, e.striker)),
  sdTurnStarted: view<'sdTurnStarted'>(() => true),
  sdBattleEnded: view<'sdBattleEnded'>(() => true),
  sdBattleDrawn: view<'sdBattleDrawn'>(() => true),
};
