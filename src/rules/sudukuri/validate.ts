/**
 * Check a battle read from a file (import, autosave) before it is used: a damaged or hand-edited
 * `sys.sudukuri` gets a clear message instead of a crash mid-battle.
 */
import { tx, type Text } from '../core/text';
import { makeBattle, TARGET_POLICIES, type CharacterInput, type SdBattle, type SdCharacter } from './model';

function isInt(v: unknown, min: number, max: number): boolean {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

function asInput(c: SdCharacter): CharacterInput {
  return { id: c.id, name: c.name, maxHp: c.maxHp, hp: c.hp, atk: c.atk, def: c.def, skills: c.skills as Record<string, number>, revivalsUsed: c.revivalsUsed, creatureId: c.creatureId };
}

/** The first problem with a stored battle, or null if it can be used. */
export function battleProblem(raw: unknown): Text | null {
  const b = raw as Partial<SdBattle> | null;
  if (!b || typeof b !== 'object' || !Array.isArray(b.pc) || !Array.isArray(b.opp) || !b.cursor || !b.start) {
    return tx('The stored battle is incomplete.', '保存された戦闘が不完全です。');
  }
  const made = makeBattle({ pc: b.pc.map(asInput), opp: b.opp.map(asInput), policy: b.policy, maxTurns: b.maxTurns });
  if (!('cursor' in made)) return made.text;
  const start = makeBattle({ pc: b.start.pc.map(asInput), opp: b.start.opp.map(asInput) });
  if (!('cursor' in start)) return start.text;
  for (const c of [...b.pc, ...b.opp]) {
    if (typeof c.out !== 'boolean' || !isInt(c.outTurn, 0, 100000) || (c.out && c.hp !== 0)) return tx(`${c.name}: inconsistent defeat state.`, `${c.name}：脱落状態が矛盾しています。`);
    if (c.finishedBy !== null && typeof c.finishedBy !== 'string') return tx(`${c.name}: bad "finished by".`, `${c.name}：止めを刺した相手が不正です。`);
    if (c.side !== (b.pc.includes(c) ? 'pc' : 'opp')) return tx(`${c.name}: wrong side.`, `${c.name}：陣営が不正です。`);
  }
  const k = b.cursor;
  if (!isInt(k.turn, 1, b.maxTurns ?? 0) || !isInt(k.step, 1, 14) || !isInt(k.phase, 0, 1) || !isInt(k.actor, 0, 1000)) {
    return tx('The stored battle\'s position is invalid.', '保存された戦闘の進行位置が不正です。');
  }
  if (!isInt(k.attack, 0, 100) || !isInt(k.target, -1, 1000) || !isInt(k.hit, 0, 2) || (k.first !== 'pc' && k.first !== 'opp')) {
    return tx('The stored battle\'s position is invalid.', '保存された戦闘の進行位置が不正です。');
  }
  if (!TARGET_POLICIES.includes(b.policy as never)) return tx('Unknown target policy.', '不明な対象選択方式です。');
  if (b.result !== null && (typeof b.result !== 'object' || !['pc', 'opp', 'draw'].includes(String(b.result?.winner)))) return tx('Bad battle result.', '戦闘結果が不正です。');
  if (b.pending !== null && (typeof b.pending !== 'object' || !Array.isArray(b.pending?.options))) return tx('Bad pending choice.', '選択待ちが不正です。');
  return null;
}
