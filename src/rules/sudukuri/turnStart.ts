/**
 * Steps 1–4 of a turn (SD-STEP-01..04): start-of-turn specials, attack count, order, deadly immunity.
 * Like the other steps, each function runs one unit and returns true when it is a visible "step".
 */
import type { Profile } from './calc';
import { creatureIds, traceSpecial } from './trace';
import { charRef, type CharW, type SideKey } from './model';
import { hurt, jumpTo10, list, NO_TARGET, noTarget, other, pickTarget, profiles, roll2d6, type Rt } from './runtime';

/** SD-STEP-01: one character's 魔眼の矢 / 疾風迅雷 (PC side first; the opposing side only if nobody dropped). */
export function step1(rt: Rt): boolean {
  const c = rt.b.cursor;
  const fresh = c.phase === 0 && c.actor === 0;
  for (;;) {
    const sk: SideKey = c.phase === 0 ? 'pc' : 'opp';
    const mine = list(rt, sk);
    const prof = profiles(rt, sk);
    let i = c.actor;
    while (i < mine.length && !((mine[i] as CharW).hp > 0 && (prof[i] as Profile).eye + (prof[i] as Profile).gale > 0))
      i++;
    if (i < mine.length) {
      c.actor = i;
      return special(rt, mine[i] as CharW, prof[i] as Profile);
    }
    if (c.phase === 0) {
      c.phase = 1;
      c.actor = 0;
      c.target = -1;
      continue;
    }
    c.step = 2;
    c.phase = 0;
    c.actor = 0;
    c.target = -1;
    if (!rt.log || !fresh) return false;
    rt.log.emit({ type: 'sdSpecialsChecked', step: 'SD-STEP-01', rules: ['SD-STEP-01'] });
    return true;
  }
}

/** SD-SK-01 魔眼の矢 (5 damage) and SD-SK-02 疾風迅雷 (10 damage) on 11+, each copy rolling (SD-R8) at one target (SD-R6). */
function special(rt: Rt, actor: CharW, p: Profile): boolean {
  const c = rt.b.cursor;
  const t = pickTarget(rt, actor, 'SD-STEP-01');
  if (t === NO_TARGET) return noTarget(rt);
  if (t < 0) return true;
  const foe = list(rt, other(actor.side))[t] as CharW;
  const faces: [number, number] | null = rt.log ? [0, 0] : null;
  for (let k = 0; k < p.eye + p.gale; k++) {
    const eye = k < p.eye;
    const total = roll2d6(rt, 'SD-STEP-01', faces);
    const dmg = eye ? 5 : 10;
    const hit = total >= 11;
    if (rt.log && faces) traceSpecial(rt.log, actor, foe, eye, faces, total, dmg, hit);
    if (hit && hurt(foe, dmg, actor)) {
      jumpTo10(rt, 'SD-STEP-01', foe);
      return true;
    }
  }
  c.actor++;
  c.target = -1;
  return true;
}

/** SD-STEP-02: physical attacks per character this turn (1 + 二回攻撃 copies, SD-SK-03). Only a log line. */
export function step2(rt: Rt): boolean {
  rt.b.cursor.step = 3;
  if (!rt.log) return false;
  const counts = (['pc', 'opp'] as const).flatMap((s) =>
    list(rt, s).flatMap((ch, i) =>
      ch.hp > 0 ? [{ who: charRef(ch), attacks: (profiles(rt, s)[i] as Profile).attacks }] : [],
    ),
  );
  rt.log.emit({ type: 'sdAttacksCounted', step: 'SD-STEP-02', counts, rules: ['SD-STEP-02', 'SD-SK-03'] });
  return true;
}

function holdsAmbush(l: CharW[], p: Profile[]): boolean {
  for (let i = 0; i < l.length; i++) if ((l[i] as CharW).hp > 0 && (p[i] as Profile).ambush) return true;
  return false;
}

/**
 * SD-STEP-03: who attacks first. Only the opposing side holding 奇襲心得 (SD-SK-04) puts it first; held by the PC
 * side it cancels the opponent's; copies do not count. Side-wide: any living holder (SD-R9).
 */
export function step3(rt: Rt): boolean {
  const c = rt.b.cursor;
  const pcA = holdsAmbush(rt.b.pc, rt.pcProf);
  const oppA = holdsAmbush(rt.b.opp, rt.oppProf);
  c.first = !pcA && oppA ? 'opp' : 'pc';
  c.step = 4;
  if (!rt.log) return false;
  rt.log.emit({
    type: 'sdOrderDecided',
    step: 'SD-STEP-03',
    pcAmbush: pcA,
    oppAmbush: oppA,
    first: c.first,
    rules: ['SD-STEP-03', 'SD-SK-04'],
  });
  return true;
}

/** SD-STEP-04: note who holds 必殺無効 (SD-SK-05; step 7 is skipped against them). */
export function step4(rt: Rt): boolean {
  const c = rt.b.cursor;
  c.step = 5;
  c.phase = 0;
  c.actor = 0;
  c.target = -1;
  if (!rt.log) return false;
  const immune = (['pc', 'opp'] as const).flatMap((s) =>
    list(rt, s).filter((ch, i) => ch.hp > 0 && (profiles(rt, s)[i] as Profile).deadlyImmune),
  );
  rt.log.emit({
    type: 'sdImmunityChecked',
    step: 'SD-STEP-04',
    immune: immune.map(charRef),
    rules: ['SD-STEP-04', 'SD-SK-05'],
    ids: creatureIds(...immune),
  });
  return true;
}
