/**
 * The 13 steps of the procedure (SD-STEP-01..13) and where a battle stands, for the panel (as a message: the
 * i18n layer writes "Turn 2 · SD-STEP-06 Physical success roll · Knight → Dragon, attack 2/3").
 */
import { profileOf } from './calc';
import type { SdMsg } from './events';
import { charRef, type SdBattle, type SdCharacter, type StepId } from './model';

/** One step of the procedure. */
export interface StepDef {
  readonly id: StepId;
  /** 1 … 13, the source's (1)…(13). */
  readonly n: number;
}

/** SD-STEP-01..13 in order. */
export const STEPS: readonly StepDef[] = Array.from({ length: 13 }, (_v, i) => ({
  id: `SD-STEP-${String(i + 1).padStart(2, '0')}` as StepId,
  n: i + 1,
}));

/** Where the battle stands (a message the i18n layer describes). */
export function describeCursor(b: SdBattle): Extract<SdMsg, { m: 'sdCursor' }> {
  const c = b.cursor;
  if (b.result) return { m: 'sdCursor', turn: b.result.turn, step: null, pair: null, waiting: false, result: b.result };
  let pair: Extract<SdMsg, { m: 'sdCursor' }>['pair'] = null;
  if (c.step >= 6 && c.step <= 9) {
    const side = c.phase === 0 ? c.first : c.first === 'pc' ? 'opp' : 'pc';
    const a = (side === 'pc' ? b.pc : b.opp)[c.actor] as SdCharacter | undefined;
    const d = (side === 'pc' ? b.opp : b.pc)[c.target] as SdCharacter | undefined;
    if (a && d)
      pair = {
        attacker: charRef(a),
        target: charRef(d),
        attack: c.step <= 8 ? c.attack + 1 : null,
        attacks: profileOf(a.skills).attacks,
      };
  }
  return {
    m: 'sdCursor',
    turn: c.turn,
    step: STEPS[c.step - 1]?.id ?? null,
    pair,
    waiting: b.pending !== null,
    result: null,
  };
}
