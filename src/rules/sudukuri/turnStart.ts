/**
 * Steps 1–4 of a turn (SD-STEP-01..04): start-of-turn specials, attack count, order, deadly immunity.
 * Like the other steps, each function runs one unit and returns true when it is a visible "step".
 */
import { tx } from '../core/text';
import type { Profile } from './calc';
import type { SdCharacter, SideKey } from './model';
import { hurt, jumpTo10, list, NO_TARGET, noTarget, other, pickTarget, profiles, roll2d6, say, sideName, type Rt } from './runtime';
import { skillLabel } from './skills';

const SPECIALS = tx('start-of-turn specials', 'ターン開始時の特殊攻撃');

/** SD-STEP-01: one character's 魔眼の矢 / 疾風迅雷 (PC side first; the opposing side only if nobody dropped). */
export function step1(rt: Rt): boolean {
  const c = rt.b.cursor;
  const fresh = c.phase === 0 && c.actor === 0;
  for (;;) {
    const sk: SideKey = c.phase === 0 ? 'pc' : 'opp';
    const mine = list(rt, sk);
    const prof = profiles(rt, sk);
    let i = c.actor;
    while (i < mine.length && !((mine[i] as SdCharacter).hp > 0 && (prof[i] as Profile).eye + (prof[i] as Profile).gale > 0)) i++;
    if (i < mine.length) {
      c.actor = i;
      return special(rt, mine[i] as SdCharacter, prof[i] as Profile);
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
    say(rt, 'sdSpecialsChecked', 'SD-STEP-01', [], 'Nobody holds 魔眼の矢/疾風迅雷.', '魔眼の矢・疾風迅雷の所持者なし。');
    return true;
  }
}

function special(rt: Rt, actor: SdCharacter, p: Profile): boolean {
  const c = rt.b.cursor;
  const t = pickTarget(rt, actor, 'SD-STEP-01', SPECIALS);
  if (t === NO_TARGET) return noTarget(rt);
  if (t < 0) return true;
  const foe = list(rt, other(actor.side))[t] as SdCharacter;
  const faces: number[] | null = rt.log ? [0, 0] : null;
  for (let k = 0; k < p.eye + p.gale; k++) {
    const eye = k < p.eye;
    const total = roll2d6(rt, 'SD-STEP-01', faces);
    const dmg = eye ? 5 : 10;
    const hit = total >= 11;
    if (rt.log && faces) {
      const s = skillLabel(eye ? 'evilEyeArrow' : 'galeThunder', 1);
      const before = foe.hp;
      const after = hit ? Math.max(0, before - dmg) : before;
      say(rt, 'sdSpecialRolled', 'SD-STEP-01', [eye ? 'SD-SK-01' : 'SD-SK-02'],
        `${actor.name}'s ${s.en} at ${foe.name}: 2d6 ${faces[0]}+${faces[1]} = ${total} vs 11 → ${hit ? `${dmg} damage (${before} → ${after})` : 'no effect'}.`,
        `${actor.name}の${s.ja}→${foe.name}：2d6 ${faces[0]}+${faces[1]} = ${total}（11以上で成功）→ ${hit ? `${dmg}点のダメージ（${before} → ${after}）` : '効果なし'}。`,
        { attackerId: actor.id, targetId: foe.id, total, damage: hit ? dmg : 0, hp: after });
    }
    if (hit && hurt(foe, dmg, actor)) {
      jumpTo10(rt, 'SD-STEP-01', foe);
      return true;
    }
  }
  c.actor++;
  c.target = -1;
  return true;
}

/** SD-STEP-02: physical attacks per character this turn (1 + 二回攻撃 copies). Only a log line. */
export function step2(rt: Rt): boolean {
  rt.b.cursor.step = 3;
  if (!rt.log) return false;
  const parts = (['pc', 'opp'] as const).flatMap((s) =>
    list(rt, s).flatMap((ch, i) => (ch.hp > 0 ? [`${ch.name} ${(profiles(rt, s)[i] as Profile).attacks}`] : [])),
  );
  say(rt, 'sdAttacksCounted', 'SD-STEP-02', ['SD-SK-03'], `Physical attacks this turn: ${parts.join(', ')}.`, `このターンの物理攻撃回数：${parts.join('、')}。`);
  return true;
}

function holdsAmbush(l: SdCharacter[], p: Profile[]): boolean {
  for (let i = 0; i < l.length; i++) if ((l[i] as SdCharacter).hp > 0 && (p[i] as Profile).ambush) return true;
  return false;
}

/** SD-STEP-03: who attacks first. Only the opposing side holding 奇襲心得 puts it first. */
export function step3(rt: Rt): boolean {
  const c = rt.b.cursor;
  const pcA = holdsAmbush(rt.b.pc, rt.pcProf);
  const oppA = holdsAmbush(rt.b.opp, rt.oppProf);
  c.first = !pcA && oppA ? 'opp' : 'pc';
  c.step = 4;
  if (!rt.log) return false;
  const why = pcA && oppA ? tx('both hold 奇襲心得: they cancel', '双方が奇襲心得：相殺') : oppA ? tx('only the opposing side holds 奇襲心得', '相手側のみ奇襲心得') : pcA ? tx('the PC side holds 奇襲心得', 'ＰＣ側が奇襲心得') : tx('nobody holds 奇襲心得', '奇襲心得なし');
  say(rt, 'sdOrderDecided', 'SD-STEP-03', ['SD-SK-04'], `${why.en} → the ${sideName(c.first).en} attacks first.`, `${why.ja} → ${sideName(c.first).ja}が先攻。`, { first: c.first });
  return true;
}

/** SD-STEP-04: note who holds 必殺無効 (step 7 is skipped against them). */
export function step4(rt: Rt): boolean {
  const c = rt.b.cursor;
  c.step = 5;
  c.phase = 0;
  c.actor = 0;
  c.target = -1;
  if (!rt.log) return false;
  const names = (['pc', 'opp'] as const).flatMap((s) => list(rt, s).filter((ch, i) => ch.hp > 0 && (profiles(rt, s)[i] as Profile).deadlyImmune).map((ch) => ch.name));
  say(rt, 'sdImmunityChecked', 'SD-STEP-04', ['SD-SK-05'], names.length ? `必殺無効: ${names.join(', ')} (no deadly rolls against them).` : 'Nobody holds 必殺無効.',
    names.length ? `必殺無効：${names.join('、')}（必殺判定を行わない）。` : '必殺無効の所持者なし。');
  return true;
}
