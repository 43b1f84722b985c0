/** Pure helpers of the Tenkai panels: sheet drafts, the last attack's result, rating-table colours. */
import type { Creature, CreatureId, EventBase } from '../../rules';
import {
  TK_STAT_KEYS,
  type TkCreatureData,
  type TkDefence,
  type TkEvents,
  type TkResult,
  type TkStatKey,
} from '../../rules/tenkai';
import { count, type Lang } from '../../i18n';

/** The sheet as typed text (every number a string, so a half-typed value is not lost). */
export type SheetDraft = Record<TkStatKey | 'hp' | 'hpMax' | 'ki' | 'kiMax' | 'will' | 'willMax' | 'move', string> & {
  role: TkCreatureData['role'];
  attribute: TkCreatureData['attribute'];
  band: TkCreatureData['band'];
  ridable: TkCreatureData['ridable'];
  canFly: boolean;
  canSwim: boolean;
  shield: boolean;
  knight: boolean;
};

/** A draft from a creature and its Tenkai data. */
export function sheetDraft(c: Creature, t: TkCreatureData): SheetDraft {
  const stats = Object.fromEntries(
    TK_STAT_KEYS.map((k) => [k, t.stats[k] === null ? '' : String(t.stats[k])]),
  ) as Record<TkStatKey, string>;
  return {
    ...stats,
    hp: String(c.hp),
    hpMax: String(c.hpMax),
    ki: String(t.ki),
    kiMax: String(t.kiMax),
    will: String(t.will),
    willMax: String(t.willMax),
    move: t.move === null ? '' : String(t.move),
    role: t.role,
    attribute: t.attribute,
    band: t.band,
    ridable: t.ridable,
    canFly: t.canFly,
    canSwim: t.canSwim,
    shield: t.shield,
    knight: t.knight,
  };
}

/** Text to number: '' → null, junk → NaN (the engine refuses NaN with its own message). */
export function numOrNull(v: string): number | null {
  return v.trim() === '' ? null : Number(v);
}

/**
 * The commands a draft becomes: `tkEditData` for the Tenkai sheet (validated by the engine) and, when 生命 changed,
 * `editCreature` for the core hp / hpMax. 俊敏 and 移動 may be left empty (null).
 */
export function sheetPatch(
  c: Creature,
  t: TkCreatureData,
  d: SheetDraft,
): { data: Partial<TkCreatureData>; hp: { hp: number; hpMax: number } | null } {
  const stats = { ...t.stats };
  for (const k of TK_STAT_KEYS) {
    const v = numOrNull(d[k]);
    (stats as Record<string, number | null>)[k] = k === 'agility' ? v : (v ?? NaN);
  }
  const n = (v: string) => numOrNull(v) ?? NaN;
  const data: Partial<TkCreatureData> = {
    stats,
    ki: n(d.ki),
    kiMax: n(d.kiMax),
    will: n(d.will),
    willMax: n(d.willMax),
    move: numOrNull(d.move),
    role: d.role,
    attribute: d.attribute,
    band: d.band,
    ridable: d.ridable,
    canFly: d.canFly,
    canSwim: d.canSwim,
    shield: d.shield,
    knight: d.knight,
  };
  const hp = n(d.hp);
  const hpMax = n(d.hpMax);
  return { data, hp: hp !== c.hp || hpMax !== c.hpMax ? { hp, hpMax } : null };
}

/** The last attack's outcome, read from the log's events. */
export interface AttackResult {
  die: number;
  row: number;
  column: number;
  ranks: number;
  result: TkResult;
  defence: TkDefence;
  damage: { id: CreatureId; amount: number }[];
  rules: string[];
}

/** The most recent hit check and its damage in a list of events (oldest first), or null. */
export function lastAttackResult(events: readonly EventBase[]): AttackResult | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.type !== 'hitChecked') continue;
    const h = e as EventBase & TkEvents['hitChecked'];
    // A copy redacted for the players (issue 26) is no attack result of the GM's panel.
    if (h.die === null || h.row === null || h.column === null || h.ranks === null) return null;
    const damage: AttackResult['damage'] = [];
    for (const f of events.slice(i + 1)) {
      if (f.type === 'hitChecked' || f.type === 'attackDeclared') break;
      if (f.type === 'damageRolled') {
        const d = f as EventBase & TkEvents['damageRolled'];
        damage.push({ id: d.victim.id, amount: d.damage });
      }
    }
    return {
      die: h.die,
      row: h.row,
      column: h.column,
      ranks: h.ranks,
      result: h.result,
      defence: h.defence,
      damage,
      rules: [...h.rules],
    };
  }
  return null;
}

/** Cell colours of the rating table, best to worst (貫通 … 失敗). */
export const RESULT_COLORS: Record<TkResult, string> = {
  penetrate: '#b2182b',
  direct: '#ef8a62',
  light: '#fddbc7',
  graze: '#d1e5f0',
  miss: '#4b5563',
};

/** Text colour readable on each cell colour. */
export const RESULT_TEXT: Record<TkResult, string> = {
  penetrate: '#fff',
  direct: '#111',
  light: '#111',
  graze: '#111',
  miss: '#e5e7eb',
};

/** Sign a modifier: +2, −3, 0. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** Squares in the source's own counter: "3 squares" / "3スクエア" (TK-GRID-2). */
export function tkSquares(n: number, lang: Lang): string {
  return lang === 'ja' ? `${n}スクエア` : count(n, 'square', 'en');
}
