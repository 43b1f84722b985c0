/**
 * Status effects (TK-ST-*): check modifiers (each with its rule id), the confusion behaviour table, and the
 * status list query for the board. Sign convention: + favours the caster (the side trying to afflict), like
 * rank modifiers in hit checks (TK-HIT-2).
 */
import { tx, type Creature, type CreatureId, type Encounter, type Text } from '../core';
import { tkOf, type TkCreatureData } from './data';
import { miasmaStagesInEffect, isFullyPetrified, statusStage } from './stats';
import { tkState } from './state';
import { TK_STATUS_INFO, type TkStatus, type TkStatusFlag, type TkStatusKind } from './status-types';
import { creatureOf } from '../core/creatures';

/** One modifier of a status check. */
export interface CheckModifier {
  rule: string;
  ranks: number;
  label: Text;
}

/** Which check. */
export type CheckStage = 'start' | 'effect' | 'recovery';

/** Inputs of {@link statusCheckModifiers}. */
export interface StatusCheckInput {
  kind: TkStatusKind;
  stage: CheckStage;
  resister: Creature;
  caster: Creature | null;
  flags: readonly TkStatusFlag[];
  /** Either side spends 10 気力 for ±1R (TK-ST-1). */
  casterSpendsWill?: boolean;
  resisterSpendsWill?: boolean;
  /** The status being checked (effect/recovery checks). */
  status?: TkStatus;
  /** Outside combat (sleep +1). */
  outsideCombat?: boolean;
  /** Sleep recovery caused by an attack, and its damage (TK-ST-SLEEP). */
  damageTaken?: number;
  /** Charm: a check whether it obeys an order (−2). */
  order?: boolean;
  /** Damage the resister took last turn (confusion −1 at ≥ 10% of max HP). */
  damageLastTurn?: number;
  turn: number;
}

const pctOf = (v: number, max: number, p: number): boolean => max > 0 && v * 100 <= max * p;

/** All rank modifiers of a status check, with rule ids (TK-ST-1, TK-ST-* and RULING TK-R3). */
export function statusCheckModifiers(i: StatusCheckInput): CheckModifier[] {
  const out: CheckModifier[] = [];
  const add = (rule: string, ranks: number, en: string, ja: string): void => {
    if (ranks !== 0) out.push({ rule, ranks, label: tx(en, ja) });
  };
  const r = tkOf(i.resister) as TkCreatureData;
  const c = tkOf(i.caster ?? undefined);
  const has = (f: TkStatusFlag): boolean => i.flags.includes(f);
  const count = (k: TkStatusKind): number => r.statuses.filter((s) => s.kind === k).length;
  // TK-ST-1 common modifiers (start and effect checks)
  if (i.casterSpendsWill) add('TK-ST-1', 1, 'caster spends 10 気力', '術者が気力10を消費');
  if (i.resisterSpendsWill) add('TK-ST-1', -1, 'resister spends 10 気力', '抵抗者が気力10を消費');
  if (r.will <= 10) add('TK-ST-1', 2, "resister's 気力 ≤ 10", '抵抗者の現在気力が10以下');
  else if (r.will <= 30) add('TK-ST-1', 1, "resister's 気力 ≤ 30", '抵抗者の現在気力が30以下');
  if (i.stage === 'recovery' && i.status?.startResult === 'penetrate') add('TK-ST-1', 1, 'start check was 成功', '開始判定が「成功」だった');
  // RULING TK-R3 (curse): afflicting a cursed character +strength; a cursed caster −strength.
  if (i.kind !== 'curse' || i.stage !== 'start') {
    const rc = hasActive(r, 'curse') ? statusStage(r, 'curse') : 0;
    if (rc > 0) add('TK-R3', rc, `resister cursed (strength ${rc})`, `抵抗者が呪詛状態（強さ${rc}）`);
    const cc = c && hasActive(c, 'curse') ? statusStage(c, 'curse') : 0;
    if (cc > 0) add('TK-R3', -cc, `caster cursed (strength ${cc})`, `術者が呪詛状態（強さ${cc}）`);
  }
  // TK-ST-MIASMA: −1 per stage to the infected's own resistance checks (a penalty to it: + for the caster).
  const m = miasmaStagesInEffect(r, i.turn);
  if (m > 0 && i.kind !== 'miasma') add('TK-ST-MIASMA', m, `resister miasma stage ${m}`, `抵抗者の瘴気感染${m}段階`);
  const willHalf = pctOf(r.will, r.willMax, 50);
  const hpRatio = (p: number): boolean => pctOf(i.resister.hp, i.resister.hpMax, p);
  switch (i.kind) {
    case 'poison':
      if (i.stage === 'start') add('TK-ST-POISON', -2 * count('poison'), 'poisons already on the target', '既に毒状態');
      break;
    case 'confuse':
      if (willHalf) add('TK-ST-CONFUSE', 1, '気力 ≤ 50% of max', '現在気力が最大気力の50％以下');
      if (has('dazed')) add('TK-ST-CONFUSE', 1, 'drunk or dazed', '酩酊状態など');
      add('TK-ST-CONFUSE', count('berserk') + count('fear') + count('charm'), '暴走/恐慌/魅了 on it', '「暴走」「恐慌」「魅了」状態');
      if (i.stage === 'recovery' && (i.damageLastTurn ?? 0) * 10 >= i.resister.hpMax) add('TK-ST-CONFUSE', -1, 'took ≥ 10% of max HP last turn', '前のターンに最大HPの10％以上のダメージ');
      break;
    case 'berserk':
      if (i.stage === 'start' && willHalf) add('TK-ST-BERSERK', 1, '気力 ≤ 50% of max', '現在気力が最大気力の50％以下');
      if (i.stage === 'start' && count('berserk') > 0) add('TK-ST-BERSERK', 1, 'already berserk', '既に「暴走」状態');
      break;
    case 'fear':
      if (i.stage === 'start') {
        if (willHalf) add('TK-ST-FEAR', 1, '気力 ≤ 50% of max', '現在気力が最大気力の50％以下');
        if (hpRatio(50)) add('TK-ST-FEAR', 1, 'HP ≤ 50% of max', '現在HPが最大HPの50％以下');
        if (hpRatio(10)) add('TK-ST-FEAR', 2, 'HP ≤ 10% of max', '現在HPが最大HPの10％以下');
      }
      break;
    case 'charm':
      if (has('notEnemy')) add('TK-ST-CHARM', 1, 'does not see the charmer as an enemy', '魅了の対象を敵だと認識していない');
      if (i.order) add('TK-ST-CHARM', -2, 'a check whether it obeys an order', '命令を聞くかどうかの判定');
      break;
    case 'curse':
      if (i.caster && pctOf(i.caster.hp, i.caster.hpMax, 20)) add('TK-ST-CURSE', 1, "curser's HP ≤ 20%", '術者の現在HPが最大HPの20％以下');
      break;
    case 'sleep': {
      if (has('naturallyAsleep')) add('TK-ST-SLEEP', 2, 'was asleep already', '自然状態で元々眠っていた');
      if (has('awake24h')) add('TK-ST-SLEEP', 1, 'awake 24 h or more', '24時間以上眠っていない');
      if (i.outsideCombat) add('TK-ST-SLEEP', 1, 'outside combat', '戦闘中ではない');
      if (i.stage !== 'start' && i.status) {
        if (i.status.repeats > 1) add('TK-ST-SLEEP', 1, 'repeated sleep effects', '睡眠を与える術や道具が連続で使用');
        if (i.damageTaken !== undefined) {
          add('TK-ST-SLEEP', -1, 'check caused by an attack', '攻撃を受けたことによる回復判定');
          if (i.damageTaken * 10 >= i.resister.hpMax * 3) add('TK-ST-SLEEP', -1, 'damage ≥ 30% of max HP', 'ダメージが最大HPの30％以上');
        }
        const past = i.status.duration === null ? 0 : i.turn - (i.status.appliedTurn + i.status.duration);
        if (past > 0) add('TK-ST-SLEEP', -past, `${past} turn(s) past its duration`, `効果時間を${past}ターン経過`);
      }
      break;
    }
    case 'miasma':
      if (i.stage === 'start') {
        if (count('miasma') > 0) add('TK-ST-MIASMA', 1, 'already infected', '既に「瘴気感染」状態');
        if (has('taintedPlace')) add('TK-ST-MIASMA', 2, 'in a tainted place', '魔の森などの汚染された空間');
        if (has('shrine')) add('TK-ST-MIASMA', -2, 'in a shrine or temple', '神社や寺などの清浄な空間');
        if (r.onmyoji) add('TK-ST-MIASMA', -2, 'the target is an 陰陽師', '対象が陰陽師');
      }
      break;
    case 'petrify':
      break;
  }
  return out;
}

/** Does this status take effect now, or is it dormant under another (TK-ST-2)? */
export function statusDormancy(t: TkCreatureData, s: TkStatus): Text | null {
  if (s.kind !== 'petrify' && isFullyPetrified(t)) return tx('fully petrified: no other status takes effect', '完全に石化：他の状態異常は効果を発揮しない');
  if ((s.kind === 'curse' || s.kind === 'miasma') && t.statuses.some((x) => x.kind === 'petrify')) {
    return tx('coexists with every status but petrification', '石化を除く他の状態異常とは同時に効果を発揮する');
  }
  if ((s.kind === 'berserk' || s.kind === 'confuse' || s.kind === 'fear') && t.statuses.some((x) => x.kind === 'sleep')) {
    return tx('asleep: cannot act on it', '睡眠中：行動できない');
  }
  if (s.kind === 'curse') {
    const strongest = statusStage(t, 'curse');
    const first = t.statuses.find((x) => x.kind === 'curse' && x.stage === strongest);
    if (first && first.id !== s.id) return tx('a stronger curse applies', 'より強力な呪詛のみが効果を発揮する');
  }
  return null;
}

function hasActive(t: TkCreatureData, kind: TkStatusKind): boolean {
  return t.statuses.some((s) => s.kind === kind && !statusDormancy(t, s));
}

/** A status as the board shows it. */
export interface StatusView {
  id: string;
  kind: TkStatusKind;
  label: Text;
  icon: string;
  rule: string;
  stage: number;
  /** Turns left (null = until cured). */
  turnsLeft: number | null;
  active: boolean;
  dormantBecause: Text | null;
  /** Confusion: this turn's behaviour text. */
  behaviour: Text | null;
}

/** The statuses on a creature with icon names, stages, turns left and dormancy (for tokens and panels). */
export function statusList(enc: Encounter, id: CreatureId): StatusView[] {
  const t = tkOf(creatureOf(enc, id));
  if (!t) return [];
  const turn = tkState(enc).turn;
  return t.statuses.map((s) => {
    const dormant = statusDormancy(t, s);
    const span = s.duration === null ? null : (s.kind === 'sleep' ? 2 : 1) * s.duration;
    return {
      id: s.id,
      kind: s.kind,
      label: TK_STATUS_INFO[s.kind].label,
      icon: TK_STATUS_INFO[s.kind].icon,
      rule: TK_STATUS_INFO[s.kind].rule,
      stage: s.stage,
      turnsLeft: span === null ? null : Math.max(0, s.appliedTurn + span - turn),
      active: dormant === null,
      dormantBecause: dormant,
      behaviour: s.behaviour === null ? null : confusionBehaviour(s.behaviour),
    };
  });
}

/** The confusion behaviour table (1D20, TK-ST-CONFUSE). */
export function confusionBehaviour(die: number): Text {
  if (die <= 2) return tx('acts normally', '通常通り行動する');
  if (die <= 4) return tx('moves randomly', 'ランダムに移動する');
  if (die <= 6) return tx('attacks the nearest creature', '最も近い対象を無差別に攻撃');
  if (die === 7) return tx('attacks the nearest ally (none: the nearest creature)', '最も近い味方を攻撃（味方がいなければ5〜6）');
  if (die === 8) return tx('attacks itself', '自分自身を攻撃');
  if (die === 9) return tx('uses a random skill', 'ランダムにスキルを発動する');
  if (die === 10) return tx('drops its weapon (none: a random item)', '武器を捨てる（無ければ携帯品をランダムに捨てる）');
  if (die === 11) return tx('tries to take off random equipment', 'ランダムに装備を脱ぐ（試みる）');
  if (die === 12) return tx('stares blankly', 'ぼんやりする');
  const acts: [string, string][] = [['talks to itself', '独り言'], ['laughs', '笑う'], ['shouts', '叫ぶ'], ['cries', '泣く'], ['blushes', '照れる'], ['cowers', '怯える'], ['prays', '祈る'], ['sings and dances', '歌って踊る']];
  const [en, ja] = acts[Math.min(7, die - 13)] as [string, string];
  return tx(en, ja);
}

/** Does a confused creature act normally this turn (no behaviour, or 1–2)? */
export function actsNormally(t: TkCreatureData): boolean {
  return t.statuses.every((s) => s.kind !== 'confuse' || s.behaviour === null || s.behaviour <= 2 || statusDormancy(t, s) !== null);
}
