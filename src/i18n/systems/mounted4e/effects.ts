/**
 * Describers of the 4e effects (B-14, B-15, B-3, B-16, MC-KEY-1): what an effect does and how long it lasts, in
 * the words of the 4e books (セーヴ・終了、継続的ダメージ、次のターンの終了時まで、行動遅延 …), the effect events
 * and the effect messages (prompts, options, refusals, the panels' words).
 */
import type {
  DamageType,
  DurationFacts,
  EffectEndCause,
  EffectFacts,
  EffectWhat,
  M4Events,
  M4Msgs,
} from '../../../rules/mounted4e';
import type { Describe, EventDescribers, Lang, MsgDescribers, Text } from '../../describe';
import { DEFENCE, names } from './terms';

/** 4e damage types ([火] etc. in the Japanese books). */
const DAMAGE: Readonly<Record<DamageType, Text>> = {
  untyped: { en: '', ja: '' },
  acid: { en: 'acid', ja: '酸' },
  cold: { en: 'cold', ja: '冷気' },
  fire: { en: 'fire', ja: '火' },
  force: { en: 'force', ja: '力場' },
  lightning: { en: 'lightning', ja: '電撃' },
  necrotic: { en: 'necrotic', ja: '死霊' },
  poison: { en: 'poison', ja: '毒' },
  psychic: { en: 'psychic', ja: '精神' },
  radiant: { en: 'radiant', ja: '光輝' },
  thunder: { en: 'thunder', ja: '雷鳴' },
};

const sign = (v: number): string => (v < 0 ? `−${-v}` : `+${v}`);

/** "ongoing 5 fire damage" / "継続的［火］ダメージ5". */
function ongoing(amount: number, type: DamageType, lang: Lang): string {
  const t = DAMAGE[type];
  if (lang === 'en') return `ongoing ${amount}${t.en ? ` ${t.en}` : ''} damage`;
  return `継続的${t.ja ? `［${t.ja}］` : ''}ダメージ${amount}`;
}

/**
 * What an effect does: "dazed", "−2 to attack rolls", "−2 to AC", "ongoing 5 fire damage", "grants combat advantage
 * to Ogre and its allies" (`by`: the effect's source, named where the text needs it).
 */
export function whatText(w: EffectWhat, d: Describe, by?: { name: string } | null): string {
  const en = d.lang === 'en';
  switch (w.kind) {
    case 'condition':
      return d.condition(w.condition);
    case 'attack':
      return en ? `${sign(w.value)} to attack rolls` : `攻撃ロールに${sign(w.value)}`;
    case 'defence': {
      const def = w.defence === 'all' ? (en ? 'all defences' : '全防御値') : DEFENCE[w.defence][d.lang];
      return en ? `${sign(w.value)} to ${def}` : `${def}に${sign(w.value)}`;
    }
    case 'ongoing':
      return ongoing(w.amount, w.damageType, d.lang);
    case 'combatAdvantage': {
      const who = by?.name ?? (en ? 'its source' : '効果の使い手');
      if (w.to === 'all')
        return en ? 'grants combat advantage to every attacker' : 'すべての攻撃者に戦術的優位を与える';
      if (w.to === 'source') return en ? `grants combat advantage to ${who}` : `${who}に戦術的優位を与える`;
      return en ? `grants combat advantage to ${who} and its allies` : `${who}とその味方に戦術的優位を与える`;
    }
  }
}

/** How long: "save ends", "until the end of Sir Aldric's next turn", "until the end of the encounter". */
export function durationText(x: DurationFacts, lang: Lang): string {
  const en = lang === 'en';
  switch (x.kind) {
    case 'saveEnds':
      return en ? 'save ends' : 'セーヴ・終了';
    case 'endOfSourceNext':
    case 'endOfTargetNext':
      return en ? `until the end of ${x.whose.name}'s next turn` : `${x.whose.name}の次のターンの終了時まで`;
    case 'startOfNext':
      return en ? `until the start of ${x.whose.name}'s next turn` : `${x.whose.name}の次のターンの開始時まで`;
    case 'encounter':
      return en ? 'until the end of the encounter' : '遭遇終了時まで';
  }
}

/** "Hold Person: dazed (save ends), Orc's power, while riding Warhorse ([Mount])". */
export function effectText(f: EffectFacts, d: Describe): string {
  const en = d.lang === 'en';
  const name = f.label ? (en ? `${f.label}: ` : `${f.label}：`) : '';
  const by = f.by ? (en ? `, from ${f.by.name}` : `、${f.by.name}による`) : '';
  const riding = f.whileRiding
    ? en
      ? `, while riding with ${f.whileRiding.with.name}${f.whileRiding.mountKeyword ? ' ([Mount])' : ''}`
      : `、${f.whileRiding.with.name}と騎乗している間${f.whileRiding.mountKeyword ? '（［乗騎］）' : ''}`
    : '';
  return en
    ? `${name}${whatText(f.what, d, f.by)} (${durationText(f.duration, 'en')}${by}${riding})`
    : `${name}${whatText(f.what, d, f.by)}（${durationText(f.duration, 'ja')}${by}${riding}）`;
}

const CAUSE: Readonly<Record<EffectEndCause, Text>> = {
  expired: { en: 'its duration is over', ja: '持続時間が終わった' },
  saved: { en: 'saved', ja: 'セーヴに成功した' },
  removed: { en: 'removed by the GM', ja: 'ゲームマスターが取り除いた' },
  parted: { en: 'rider and mount parted', ja: '騎乗が解けた' },
  gone: { en: 'a creature it depends on left the encounter', ja: '関係するクリーチャーが遭遇から除かれた' },
  encounterEnded: { en: 'the encounter is over', ja: '遭遇が終了した' },
  delayed: {
    en: 'it helped the side of the creature that delayed: it ends at the delay',
    ja: '行動遅延したクリーチャーの側に有利な効果なので、遅延した時点で終わる',
  },
  superseded: { en: 'a new mark replaces it', ja: '新たなマークに置き換わった' },
  markerDown: {
    en: 'the creature that marked fell unconscious or left',
    ja: 'マークしたクリーチャーが気絶したか、いなくなった',
  },
};

/** " (shared with Warhorse)" / "（戦馬と共有）" for the other members of a turn (MC-TURN-1). */
function shared(who: { id: string }, members: readonly { id: string; name: string }[], lang: Lang): string {
  const others = members.filter((m) => m.id !== who.id);
  if (others.length === 0) return '';
  return lang === 'en' ? ` (shared with ${names(others, 'en')})` : `（${names(others, 'ja')}と共有）`;
}

type Own = Pick<
  EventDescribers<M4Events>,
  | 'effectStarted'
  | 'effectEnded'
  | 'effectSaveRolled'
  | 'ongoingDamageTaken'
  | 'turnEnded'
  | 'turnDelayed'
  | 'delayedTurnTaken'
  | 'delayedTurnLost'
  | 'encounterEnded'
>;

export const effectEvents: Own = {
  effectStarted: {
    en: (e, d) =>
      `${e.who.name} is under an effect: ${effectText(e.effect, d)}${e.active === false ? '; it does nothing: its rider lacks Mounted Combat' : ''} (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      `${e.who.name}に効果：${effectText(e.effect, d)}${e.active === false ? '。乗り手が《騎乗戦闘》を持たないため働かない' : ''}（${d.rules(e.rules)}）。`,
  },
  effectEnded: {
    en: (e, d) =>
      `${e.who.name}'s effect ends: ${effectText(e.effect, d)}; ${CAUSE[e.cause].en} (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      `${e.who.name}の効果が終わった：${effectText(e.effect, d)}。${CAUSE[e.cause].ja}（${d.rules(e.rules)}）。`,
  },
  effectSaveRolled: {
    // Without the die (players, of a saver not theirs, issue 26): the outcome only.
    en: (e, d) =>
      `${e.saver.name} saves against ${effectText(e.effect, d)}: ${e.die === null ? '' : `${e.die} ${e.success ? '≥' : '<'} ${e.dc}: `}${e.success ? 'it ends' : 'it goes on'} (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      `${e.saver.name}の${effectText(e.effect, d)}に対するセーヴィング・スロー：${e.die === null ? '' : `${e.die} ${e.success ? '≥' : '<'} ${e.dc}：`}${e.success ? '効果は終わる' : '効果は続く'}（${d.rules(e.rules)}）。`,
  },
  ongoingDamageTaken: {
    en: (e, d) => {
      const parts = e.parts.map((p) => {
        const low = p.ignored.length ? ` (not the lower ${p.ignored.map((i) => i.amount).join(', ')})` : '';
        return `${ongoing(p.amount, p.damageType, 'en')}${p.by ? ` from ${p.by.name}` : ''}${low}`;
      });
      const hp = e.hp === null || e.hpMax === null ? '' : ` (HP ${e.hp}/${e.hpMax})`;
      return `${e.who.name} takes ${parts.join(' + ')} at the start of its turn: ${e.total} damage${hp} (${d.rules(e.rules)}).`;
    },
    ja: (e, d) => {
      const parts = e.parts.map((p) => {
        const low = p.ignored.length ? `（より低い${p.ignored.map((i) => i.amount).join('、')}は加えない）` : '';
        return `${p.by ? `${p.by.name}による` : ''}${ongoing(p.amount, p.damageType, 'ja')}${low}`;
      });
      const hp = e.hp === null || e.hpMax === null ? '' : `（HP ${e.hp}/${e.hpMax}）`;
      return `${e.who.name}はターン開始時に${parts.join('と')}を受けた：${e.total}ダメージ${hp}（${d.rules(e.rules)}）。`;
    },
  },
  turnEnded: {
    en: (e, d) =>
      e.lost
        ? `${e.who.name}'s delayed turn is lost: it ends unused (${d.rules(e.rules)}).`
        : `${e.who.name}'s turn ends${shared(e.who, e.members, 'en')}.`,
    ja: (e, d) =>
      e.lost
        ? `${e.who.name}の遅延したターンは失われ、使われないまま終わる（${d.rules(e.rules)}）。`
        : `${e.who.name}のターン終了${shared(e.who, e.members, 'ja')}。`,
  },
  turnDelayed: {
    en: (e, d) => `${e.who.name} delays its turn; it may act after any later turn this round (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      `${e.who.name}は行動遅延した。このラウンドの後の誰かのターンの後に行動できる（${d.rules(e.rules)}）。`,
  },
  delayedTurnTaken: {
    en: (e, d) =>
      `${e.who.name} takes its delayed turn${e.after ? ` after ${e.after.name}` : ''}${e.initiative !== null ? `; its initiative is now ${e.initiative}` : ''} (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      `${e.who.name}は遅延したターンを${e.after ? `${e.after.name}の後に` : ''}行う${e.initiative !== null ? `。イニシアチブは${e.initiative}になる` : ''}（${d.rules(e.rules)}）。`,
  },
  delayedTurnLost: {
    en: (e, d) => `${e.who.name} did not take its delayed turn before its place came round (${d.rules(e.rules)}).`,
    ja: (e, d) => `${e.who.name}は自分の順番が再び来るまでに遅延したターンを行わなかった（${d.rules(e.rules)}）。`,
  },
  encounterEnded: {
    // Without the count (players: it counts effects they cannot see, issue 26): every effect ends.
    en: (e, d) =>
      `The encounter is over: ${e.effects === null ? 'every effect ends' : e.effects === 1 ? '1 effect ends' : `${e.effects} effects end`} (${d.rules(e.rules)}).`,
    ja: (e, d) =>
      `遭遇が終了した。${e.effects === null ? 'すべての効果' : `効果${e.effects}件`}が終わる（${d.rules(e.rules)}）。`,
  },
};

/** The effect messages: refusals, the save prompt and its options, the roll purpose, the panels' words. */
export type EffectMsgKeys =
  | 'badEffect'
  | 'noDurationCondition'
  | 'effectNeedsSource'
  | 'noSuchEffect'
  | 'notRidingTogether'
  | 'notYourTurnToDelay'
  | 'delayBeforeActing'
  | 'cannotActToDelay'
  | 'notDelayed'
  | 'delayedNotNow'
  | 'typeTheDie'
  | 'mountKeywordInactive'
  | 'effectSavePrompt'
  | 'effectSaveRoll'
  | 'rollEffectSave'
  | 'typedEffectSave'
  | 'effectWhat'
  | 'effectDuration'
  | 'effectLine';

export const effectMsgs: Pick<MsgDescribers<M4Msgs>, EffectMsgKeys> = {
  badEffect: {
    en: () =>
      'An effect is a condition, an attack or defence modifier (−20 … +20, not 0) or ongoing damage (1 … 1000 of a 4e type), with a 4e duration.',
    ja: () =>
      '効果は、状態、攻撃ロールか防御値への修正（−20〜+20、0以外）、継続的ダメージ（1〜1000、4版のダメージの種類）のいずれかで、4版の持続時間を持つ。',
  },
  noDurationCondition: {
    en: (m, d) =>
      `${d.condition(m.condition)} has no duration in 4e: ${m.condition === 'prone' ? 'knock the creature prone instead; it stands up with a move action' : 'toggle it'}.`,
    ja: (m, d) =>
      `${d.condition(m.condition)}には4版の持続時間がない：${m.condition === 'prone' ? 'かわりに伏せ状態にする（移動アクションで立ち上がる）' : '切り替えで設定する'}。`,
  },
  effectNeedsSource: {
    en: () => 'This duration counts the turns of the power’s user: name whose power it is.',
    ja: () => 'この持続時間はパワーの使い手のターンで数える。誰のパワーかを指定すること。',
  },
  noSuchEffect: { en: (m) => `There is no effect ${m.id}.`, ja: (m) => `効果「${m.id}」はない。` },
  notRidingTogether: {
    en: (m) => `${m.who.name} and ${m.with.name} do not ride together.`,
    ja: (m) => `${m.who.name}と${m.with.name}は騎乗の関係にない。`,
  },
  notYourTurnToDelay: {
    en: (m) => `Only the creature whose turn it is can delay it; it is not ${m.who.name}'s turn.`,
    ja: (m) => `行動遅延できるのは手番のクリーチャーだけだ。今は${m.who.name}の手番ではない。`,
  },
  cannotActToDelay: {
    en: (m) => `${m.who.name} cannot take actions (stunned, or at 0 hit points or fewer), so it cannot delay.`,
    ja: (m) => `${m.who.name}はアクションを行えない（朦朧状態か、ヒット・ポイントが0以下）ので、行動遅延できない。`,
  },
  delayBeforeActing: {
    en: (m) => `${m.who.name} has already acted this turn: delay before taking an action.`,
    ja: (m) => `${m.who.name}はこのターンすでに行動した。行動遅延はアクションを行う前にする。`,
  },
  notDelayed: {
    en: (m) => `${m.who.name} has not delayed its turn.`,
    ja: (m) => `${m.who.name}は行動遅延していない。`,
  },
  delayedNotNow: {
    en: (m) => `${m.who.name} takes its delayed turn after another creature's turn, in combat.`,
    ja: (m) => `${m.who.name}は戦闘中、他のクリーチャーのターンの後に遅延したターンを行う。`,
  },
  typeTheDie: {
    en: () => 'Type in the d20 you rolled.',
    ja: () => '振った1D20の出目を入力すること。',
  },
  mountKeywordInactive: {
    en: (m) => `${m.rider.name} lacks the Mounted Combat feat: this [Mount] benefit does nothing (MC-KEY-1).`,
    ja: (m) => `${m.rider.name}は《騎乗戦闘》特技を持たないため、この［乗騎］の利益は働かない（MC-KEY-1）。`,
  },
  effectSavePrompt: {
    en: (m, d) => `${m.saver.name}: saving throw against ${effectText(m.effect, d)} (d20 ≥ 10 ends it) (B-3).`,
    ja: (m, d) =>
      `${m.saver.name}：${effectText(m.effect, d)}に対するセーヴィング・スロー（1D20で10以上なら終わる）（B-3）。`,
  },
  effectSaveRoll: { en: () => 'saving throw (B-3)', ja: () => 'セーヴィング・スロー（B-3）' },
  rollEffectSave: { en: () => 'Roll the save (d20)', ja: () => 'セーヴィング・スローを振る（1D20）' },
  typedEffectSave: { en: () => 'I rolled …', ja: () => '出目を入力する' },
  effectWhat: { en: (m, d) => whatText(m.what, d), ja: (m, d) => whatText(m.what, d) },
  effectDuration: { en: (m) => durationText(m.duration, 'en'), ja: (m) => durationText(m.duration, 'ja') },
  effectLine: { en: (m, d) => effectText(m.effect, d), ja: (m, d) => effectText(m.effect, d) },
};
