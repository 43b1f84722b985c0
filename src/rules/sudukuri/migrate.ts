/**
 * File migration of this rule system's parts from format version 1 (see `docs/encounter-format.md`): a creature's
 * statistics moved from `ext.sudukuri` to its typed part `sys`, the 4e fields every v1 creature carried
 * (`defences`, `riding`) are dropped, the battle moved from `sys.sudukuri` to `sys.battle`, and a pending target
 * choice (SD-R1), which v1 stored with finished text, is rebuilt as messages. Commands that gave creature fields
 * (`addCreature`, `editCreature`) are rewritten the same way. Runs on untrusted data before any check: it never
 * throws, and leaves whatever it does not understand for the checks to refuse.
 */
import type { Migration } from '../core';
import { targetChoice } from './runtime';

const hasOwn = Object.prototype.hasOwnProperty;
function isObj(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** v1 creature fields (or a command's creature / patch) → v2: `ext.sudukuri` → `sys`; 4e fields dropped. */
function creatureFields(c: Record<string, unknown>, isCommand: boolean): void {
  const ext = c.ext;
  if (isObj(ext) && hasOwn.call(ext, 'sudukuri')) c.sys = ext.sudukuri;
  else if (!isCommand && !hasOwn.call(c, 'sys')) c.sys = {};
  delete c.ext;
  delete c.defences;
  delete c.riding;
}

/** What a target choice needs of a raw v1 character (bad values are left for the checks to refuse). */
function who(c: Record<string, unknown>): {
  id: string;
  name: string;
  hp: number;
  maxHp: number;
  side: 'pc' | 'opp';
  creatureId: string | null;
} {
  return {
    id: String(c.id),
    name: String(c.name),
    hp: Number(c.hp),
    maxHp: Number(c.maxHp),
    side: c.side === 'pc' ? 'pc' : 'opp',
    creatureId: typeof c.creatureId === 'string' ? c.creatureId : null,
  };
}

/** A v1 pending target choice held `{ en, ja }` texts; rebuild it from its context (the characters are the same). */
function rebuildPending(b: Record<string, unknown>): void {
  const p = b.pending;
  if (!isObj(p) || !isObj(p.context) || !Array.isArray(b.pc) || !Array.isArray(b.opp) || !isObj(b.cursor)) return;
  const ctx = p.context;
  if (ctx.step !== 'SD-STEP-01' && ctx.step !== 'SD-STEP-05') return;
  const pc = b.pc.filter(isObj).map(who);
  const opp = b.opp.filter(isObj).map(who);
  const attacker = [...pc, ...opp].find((c) => c.id === ctx.attackerId);
  if (!attacker || typeof b.cursor.turn !== 'number') return;
  const resume = ctx.resume === 'turn' || ctx.resume === 'end' ? ctx.resume : 'step';
  const turn = typeof ctx.turn === 'number' ? ctx.turn : b.cursor.turn;
  b.pending = targetChoice(attacker.side === 'pc' ? opp : pc, attacker, ctx.step, turn, resume);
}

/** Version 1 → 2. */
export const migrations: readonly Migration[] = [
  {
    from: 1,
    encounter(raw) {
      if (isObj(raw.creatures)) for (const c of Object.values(raw.creatures)) if (isObj(c)) creatureFields(c, false);
      const sys = raw.sys;
      const battle = isObj(sys) && hasOwn.call(sys, 'sudukuri') ? sys.sudukuri : null;
      if (isObj(battle)) rebuildPending(battle);
      raw.sys = { battle: battle ?? null };
    },
    command(raw) {
      if (raw.type === 'addCreature' && isObj(raw.creature)) creatureFields(raw.creature, true);
      if (raw.type === 'editCreature' && isObj(raw.patch)) creatureFields(raw.patch, true);
    },
  },
];
