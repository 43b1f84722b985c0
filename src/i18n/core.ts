/** The kernel's catalogue: text of the kernel's events and messages, in English and Japanese. */
import type { CoreEvents, CoreMsgs, FieldExpectation } from '../rules';
import { catalogue, type Describe, type Text } from './describe';
import { describeDiceError, describeDiceResult } from './dice';
import { squares } from './plural';
import { wallEvents, wallMsgs } from './walls';

/** Names of the kernel's creature fields. */
export const CORE_FIELDS: Readonly<Record<string, Text>> = {
  name: { en: 'name', ja: '名前' },
  side: { en: 'side', ja: '陣営' },
  kind: { en: 'kind', ja: '種別' },
  size: { en: 'size', ja: 'サイズ' },
  pos: { en: 'position', ja: '位置' },
  elevation: { en: 'height', ja: '高度' },
  flying: { en: 'flying', ja: '飛行中' },
  flySpeed: { en: 'fly speed', ja: '飛行速度' },
  speed: { en: 'speed', ja: '移動速度' },
  reach: { en: 'reach', ja: '間合い' },
  hp: { en: 'HP', ja: 'HP' },
  hpMax: { en: 'HP max', ja: '最大HP' },
  tempHp: { en: 'temporary HP', ja: '一時HP' },
  conditions: { en: 'conditions', ja: '状態' },
  initBonus: { en: 'initiative bonus', ja: 'イニシアチブ修正' },
  initiative: { en: 'initiative', ja: 'イニシアチブ' },
  notes: { en: 'notes', ja: 'メモ' },
  color: { en: 'colour', ja: '色' },
  glyph: { en: 'label', ja: '記号' },
  mountId: { en: 'mount', ja: '乗騎' },
  isRider: { en: 'rider', ja: '乗り手' },
  sys: { en: 'rule data', ja: 'ルール固有データ' },
  image: { en: 'token picture', ja: 'コマの画像' },
  token: { en: 'token shape', ja: 'コマの形' },
};

/** Japanese names of the kernel's enumerated values (sides, kinds, sizes) for refusals. */
const VALUE_JA: Readonly<Record<string, string>> = {
  party: '味方',
  enemy: '敵',
  neutral: '中立',
  adventurer: '冒険者',
  monster: 'モンスター',
  round: '丸',
  square: '四角',
  tiny: '超小型',
  small: '小型',
  medium: '中型',
  large: '大型',
  huge: '超大型',
  gargantuan: '巨大',
};

const expectEn = (e: FieldExpectation, d: Describe): string => {
  switch (e.kind) {
    case 'int':
      return `a whole number from ${e.min} to ${e.max}`;
    case 'bool':
      return 'yes or no';
    case 'text':
      return `text of at most ${e.max} characters, without invisible or direction-changing characters`;
    case 'oneOf':
      return `one of ${e.values.join(', ')}`;
    case 'colour':
      return 'a colour like #3366cc';
    case 'square':
      return 'a square on the map';
    case 'id':
      return 'an id or none';
    case 'notAbove':
      return `at most ${d.field(e.other)}`;
    case 'object':
      return 'an object';
  }
};
const expectJa = (e: FieldExpectation, d: Describe): string => {
  switch (e.kind) {
    case 'int':
      return `${e.min}〜${e.max}の整数`;
    case 'bool':
      return 'はい/いいえ';
    case 'text':
      return `${e.max}文字以内の文字列（見えない文字や向きを変える文字は使えません）`;
    case 'oneOf':
      return `${e.values.map((v) => VALUE_JA[v] ?? d.condition(v)).join('・')}のいずれか`;
    case 'colour':
      return '#3366ccのような色';
    case 'square':
      return '地図上のマス';
    case 'id':
      return 'IDかなし';
    case 'notAbove':
      return `${d.field(e.other)}以下`;
    case 'object':
      return 'オブジェクト';
  }
};

/** Places in a file, for "Unknown field "x" in the grid". */
const PLACE: Readonly<Record<string, Text>> = {
  file: { en: 'the file', ja: 'ファイル' },
  encounter: { en: 'the encounter', ja: '遭遇データ' },
  grid: { en: 'the grid', ja: 'グリッド' },
  turns: { en: 'the initiative tracker', ja: 'イニシアチブ表' },
  pending: { en: 'the pending decision', ja: '決定待ち' },
};
/** Values in a file, for "Grid width must be a whole number from 1 to 400". */
const WHAT: Readonly<Record<string, Text>> = {
  'grid.width': { en: 'Grid width', ja: 'グリッドの幅' },
  'grid.height': { en: 'Grid height', ja: 'グリッドの高さ' },
  'grid.squareSize': { en: 'Square size', ja: 'マスの大きさ' },
  'grid.unit': { en: 'The grid unit', ja: 'グリッドの単位' },
  'grid.elevation': { en: 'Ground elevation', ja: '地面の高さ' },
  'grid.terrain': { en: 'A terrain code', ja: '地形コード' },
  'turns.current': { en: 'The current turn', ja: '現在の手番' },
  'turns.round': { en: 'The round', ja: 'ラウンド' },
  'encounter.rng': { en: 'The dice state', ja: 'ダイスの状態' },
  'encounter.nextId': { en: 'The next id', ja: '次のID' },
  'encounter.seq': { en: 'The command counter', ja: 'コマンド番号' },
  'encounter.sys': { en: 'The rule-system state', ja: 'ルール固有の状態' },
  'file.cursor': { en: 'The undo position', ja: '元に戻す位置' },
  'file.initial': { en: 'The starting state', ja: '開始時の状態' },
  'file.commands': { en: 'The command log', ja: 'コマンド履歴' },
  'encounter.creatures': { en: 'The creature list', ja: 'クリーチャー一覧' },
  'encounter.creatureOrder': { en: 'The creature order', ja: 'クリーチャーの並び' },
  'encounter.id': { en: 'The encounter id', ja: '遭遇のID' },
  'encounter.name': { en: 'The encounter name', ja: '遭遇の名前' },
  'encounter.grid': { en: 'The grid', ja: 'グリッド' },
  'encounter.turns': { en: 'The initiative tracker', ja: 'イニシアチブ表' },
  'encounter.palettes': { en: 'The dice palettes', ja: 'ダイスパレット' },
  pending: { en: 'The pending decision', ja: '決定待ち' },
  'pending.kind': { en: 'The kind of the pending decision', ja: '決定待ちの種類' },
  'pending.context': { en: 'The data of the pending decision', ja: '決定待ちのデータ' },
  'pending.prompt': { en: 'The question of the pending decision', ja: '決定待ちの質問' },
  'pending.options': { en: 'The options of the pending decision', ja: '決定待ちの選択肢' },
  'pending.chooserId': { en: 'Who chooses in the pending decision', ja: '決定待ちで選ぶクリーチャー' },
};
/** Fields named by the file checks that are not creature fields. */
const FILE_FIELDS: Readonly<Record<string, Text>> = {
  order: { en: 'initiative order', ja: 'イニシアチブ順' },
  options: { en: 'options', ja: '選択肢' },
  palettes: { en: 'dice palettes', ja: 'ダイスパレット' },
};

const hasField = (k: string): boolean => Object.prototype.hasOwnProperty.call(CORE_FIELDS, k);

function fileText(m: CoreMsgs['file'], d: Describe, lang: 'en' | 'ja'): string {
  const en = lang === 'en';
  const place =
    m.creature !== undefined
      ? en
        ? `creature ${m.creature}`
        : `クリーチャー${m.creature}`
      : (PLACE[m.where ?? ''] ?? { en: m.where ?? '', ja: m.where ?? '' })[lang];
  const what = (WHAT[m.where ?? ''] ?? { en: `The value ${m.where ?? ''}`, ja: `値「${m.where ?? ''}」` })[lang];
  const why = m.detail ? d.msg(m.detail) : '';
  const c = m.creature ?? '';
  const fieldName =
    (FILE_FIELDS[m.field ?? ''] ?? null)?.[lang] ?? (m.field && hasField(m.field) ? d.field(m.field) : (m.field ?? ''));
  switch (m.problem) {
    case 'empty':
      return en ? 'The file is empty.' : 'ファイルが空です。';
    case 'tooLarge':
      return en
        ? `The file is too large (${m.n ?? '?'} MB; at most ${m.max ?? 32} MB).`
        : `ファイルが大きすぎます（${m.n ?? '?'} MB、上限${m.max ?? 32} MB）。`;
    case 'notJson':
      return en
        ? 'This is not a Saddlegrid encounter file: it is not valid JSON (truncated or damaged?).'
        : 'Saddlegridの遭遇ファイルではありません：JSONとして読めません（途中で切れているか壊れています）。';
    case 'notOurs':
      return en ? 'This is not a Saddlegrid encounter file.' : 'Saddlegridの遭遇ファイルではありません。';
    case 'version':
      return en
        ? `Unsupported file version ${m.n ?? '?'} (this app reads versions 1 to ${m.max ?? 2}).`
        : `対応していないファイルのバージョン${m.n ?? '?'}です（このアプリはバージョン1〜${m.max ?? 2}を読めます）。`;
    case 'forbiddenKey':
      return en
        ? `The file contains a forbidden field "${m.field ?? ''}".`
        : `ファイルに禁止された項目「${m.field ?? ''}」があります。`;
    case 'badNumber':
      return en ? 'The file contains a number out of range.' : 'ファイルに範囲外の数値があります。';
    case 'tooDeep':
      return en
        ? `The file is nested too deeply (more than ${m.max ?? 64} levels).`
        : `ファイルの入れ子が深すぎます（${m.max ?? 64}段を超えています）。`;
    case 'unknownField':
      return en
        ? `Unknown field "${m.field ?? ''}" in ${place}.`
        : `${place}に不明な項目「${m.field ?? ''}」があります。`;
    case 'missingField':
      return en ? `Missing field "${m.field ?? ''}" in ${place}.` : `${place}に項目「${m.field ?? ''}」がありません。`;
    case 'badRelation':
      return en
        ? `Creature ${c}: "${m.field ?? ''}" does not fit its riding relation.`
        : `クリーチャー${c}：「${m.field ?? ''}」が騎乗関係と合いません。`;
    case 'badValue':
      if (m.n !== undefined && m.max !== undefined)
        return en
          ? `${what} must be a whole number from ${m.n} to ${m.max}.`
          : `${what}は${m.n}〜${m.max}の整数でなければなりません。`;
      return en ? `${what} is invalid${why ? `: ${why}` : '.'}` : `${what}が不正です${why ? `：${why}` : '。'}`;
    case 'unknownSystem':
      return en ? `Unknown rule system "${m.where ?? ''}".` : `不明なルール「${m.where ?? ''}」です。`;
    case 'tooMany':
      return en
        ? `${what} has too many entries (${m.n ?? '?'}; at most ${m.max ?? '?'}).`
        : `${what}の件数が多すぎます（${m.n ?? '?'}件、上限${m.max ?? '?'}件）。`;
    case 'orderMismatch':
      return en ? 'The creature order does not match the creatures.' : 'クリーチャーの並びが一覧と一致しません。';
    case 'gridMismatch':
      return m.field === 'terrain'
        ? en
          ? 'The terrain map does not match the grid size.'
          : '地形の配列がグリッドの大きさと合いません。'
        : en
          ? 'The elevation map does not match the grid size.'
          : '高さの配列がグリッドの大きさと合いません。';
    case 'idMismatch':
      return en
        ? `Creature id "${m.field ?? ''}" does not match its key "${c}".`
        : `クリーチャーのID「${m.field ?? ''}」がキー「${c}」と一致しません。`;
    case 'badCreature':
      return en
        ? `Creature ${c}: ${why || 'not an object.'}`
        : `クリーチャー${c}：${why || 'オブジェクトではありません。'}`;
    case 'offMap':
      return en ? `Creature ${c} stands off the map.` : `クリーチャー${c}が地図の外にいます。`;
    case 'noMount':
      return en ? `Creature ${c} rides a creature that does not exist.` : `クリーチャー${c}の乗騎が存在しません。`;
    case 'ridingCycle':
      return en ? `Creature ${c} is in a riding cycle.` : `クリーチャー${c}の騎乗関係が循環しています。`;
    case 'ridingChain':
      return en
        ? `Creature ${c} rides a creature that itself rides another.`
        : `クリーチャー${c}の乗騎が、さらに別のクリーチャーに乗っています。`;
    case 'awayFromMount':
      return en
        ? `Creature ${c} rides a mount but is not in the mount's space.`
        : `クリーチャー${c}は乗騎に乗っているのに、乗騎の接敵面にいません。`;
    case 'twoRiders':
      return en
        ? `Creature ${c} is a second rider of one mount (one rider per mount; others are passengers).`
        : `クリーチャー${c}は同じ乗騎の2人目の乗り手です（乗り手は1体まで、ほかは同乗者）。`;
    case 'overlap':
      return en
        ? `Creature ${c} overlaps creature ${m.field ?? ''}.`
        : `クリーチャー${c}がクリーチャー${m.field ?? ''}と重なっています。`;
    case 'unknownInOrder':
      return en
        ? 'The initiative order names unknown creatures (or one twice).'
        : 'イニシアチブ順に不明なクリーチャー（または重複）がいます。';
    case 'badCommand':
      return en
        ? 'The command log contains something that is not a command.'
        : 'コマンド履歴にコマンドでないものがあります。';
    case 'commandRefused':
      return en
        ? `Command ${m.n ?? '?'} in the file cannot be applied: ${why}`
        : `ファイルの${m.n ?? '?'}番目のコマンドを適用できません：${why}`;
    case 'tooLong':
      if (m.where === 'encounter' && m.field === 'name')
        return en
          ? `The encounter name is too long (at most ${m.max ?? '?'} characters, as Rename allows).`
          : `遭遇の名前が長すぎます（名前変更と同じく上限${m.max ?? '?'}文字）。`;
      return en
        ? `The file contains a text that is too long under "${m.field ?? ''}" (at most ${m.max ?? '?'} characters).`
        : `ファイルの「${m.field ?? ''}」に長すぎる文字列があります（上限${m.max ?? '?'}文字）。`;
    case 'badText':
      return m.where === 'file'
        ? en
          ? `The file contains text that is not valid Unicode under "${m.field ?? ''}".`
          : `ファイルの「${m.field ?? ''}」に正しくない文字（Unicodeとして不正）があります。`
        : en
          ? `The ${fieldName} of ${place} contains invisible or direction-changing characters.`
          : `${place}の${fieldName}に見えない文字や向きを変える文字が含まれています。`;
    case 'duplicate':
      return en
        ? `The ${fieldName} of ${place} lists the same entry twice.`
        : `${place}の${fieldName}に同じ項目が重複しています。`;
    case 'duplicateKey':
      return en
        ? `The file gives the field "${m.field ?? ''}" twice in one place (a file this app writes never does; which one counts would be a guess).`
        : `ファイルの同じ場所に項目「${m.field ?? ''}」が二度あります（このアプリが書くファイルにはありません。どちらが正しいか決められません）。`;
    case 'idCounter':
      return en
        ? `The id counter (nextId ${m.n ?? '?'}) would give the next new creature the id of ${c}, which exists already.`
        : `通し番号（${m.n ?? '?'}）のままでは、次に追加するクリーチャーが既存の${c}と同じ番号になります。`;
    case 'unknownDecision':
      return en
        ? `The pending decision "${m.field ?? ''}" is not one this rule system knows.`
        : `決定待ちの種類「${m.field ?? ''}」はこのルールにありません。`;
    case 'badMessage':
      return en ? `${what} is not a well-formed message.` : `${what}がメッセージとして正しくありません。`;
    case 'badDice':
      return diceText(m, en);
  }
}

/** The loader's refusal of the dice record `rng` (issue 26), naming the field. */
function diceText(m: CoreMsgs['file'], en: boolean): string {
  const f = m.field ?? '';
  if (m.where === 'unknown')
    return en ? `Unknown field "${f}" in the dice (rng).` : `ダイス（rng）に不明な項目「${f}」があります。`;
  if (m.where === 'missing')
    return en ? `Missing field "${f}" in the dice (rng).` : `ダイス（rng）に項目「${f}」がありません。`;
  switch (f) {
    case 'alg':
      return en
        ? 'The dice generator (rng.alg) must be "chacha20" ("mulberry32" only for the history of an older file).'
        : 'ダイスの生成器（rng.alg）は「chacha20」でなければなりません（「mulberry32」は古いファイルの履歴のみ）。';
    case 'key':
      return en
        ? 'The dice key (rng.key) must be 43 base64url characters (a 256-bit key).'
        : 'ダイスの鍵（rng.key）は43文字のbase64url（256ビットの鍵）でなければなりません。';
    case 'n':
      return en
        ? `The dice position (rng.n) must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}.`
        : `ダイスの位置（rng.n）は0〜${Number.MAX_SAFE_INTEGER}の整数でなければなりません。`;
    case 'state':
      return en
        ? 'The old dice state (rng.state) must be a whole number from 0 to 4294967295.'
        : '旧形式のダイスの状態（rng.state）は0〜4294967295の整数でなければなりません。';
    default:
      return en
        ? 'The dice (rng) must be a record: {"alg": "chacha20", "key": …, "n": …} in a version-3 file.'
        : 'ダイス（rng）はバージョン3のファイルでは {"alg": "chacha20", "key": …, "n": …} の形でなければなりません。';
  }
}

/** The kernel's describers. */
/** " (HP 12/20)" after damage or healing, or nothing when the reader may not know the figures (issue 26). */
function hpAfter(e: { readonly hp: number | null; readonly hpMax: number | null }, lang: 'en' | 'ja'): string {
  if (e.hp === null || e.hpMax === null) return '';
  return lang === 'en' ? ` (HP ${e.hp}/${e.hpMax})` : `（HP ${e.hp}/${e.hpMax}）`;
}

export const coreCatalogue = catalogue<CoreEvents, CoreMsgs>({
  events: {
    dieRolled: {
      en: (e, d) =>
        `${e.roll.manual ? 'Typed-in' : 'Rolled'} d${e.roll.sides}: ${e.roll.value} (${d.msg(e.roll.purpose)}).`,
      ja: (e, d) =>
        `1D${e.roll.sides}${e.roll.manual ? '（手入力）' : ''}：${e.roll.value}（${d.msg(e.roll.purpose)}）`,
    },
    creatureAdded: {
      en: (e, d) => `${e.who.name} joins the encounter at ${d.sq(e.at)}.`,
      ja: (e, d) => `${e.who.name}が${d.sq(e.at)}に登場した。`,
    },
    creatureEdited: {
      en: (e, d) => `${e.who.name}: ${e.fields.map((f) => d.field(f)).join(', ')} changed.`,
      ja: (e, d) => `${e.who.name}：${e.fields.map((f) => d.field(f)).join('、')}を変更した。`,
    },
    creatureRemoved: {
      en: (e, d) =>
        `${e.who.name} is removed.${e.dropped.length ? ` ${d.names(e.dropped)} ${e.dropped.length === 1 ? 'is' : 'are'} left standing.` : ''}`,
      ja: (e, d) => `${e.who.name}を取り除いた。${e.dropped.length ? `${d.names(e.dropped)}は地上に残った。` : ''}`,
    },
    creatureMoved: {
      en: (e, d) =>
        `${e.who.name}${e.carried.length ? ` carrying ${d.names(e.carried)}` : ''} ${e.fly ? 'flies' : 'moves'} from ${d.sq(e.from)} to ${d.sq(e.to)}: ${squares(e.path.length, 'en')}, ${e.cost} movement${e.gm ? ' (GM placement)' : ''}.`,
      ja: (e, d) =>
        `${e.who.name}${e.carried.length ? `（${d.names(e.carried)}を乗せて）` : ''}は${d.sq(e.from)}から${d.sq(e.to)}へ${e.fly ? '飛行' : '移動'}した：${squares(e.path.length, 'ja')}、移動コスト${e.cost}${e.gm ? '（ゲームマスターによる配置）' : ''}。`,
    },
    creaturePlaced: {
      en: (e, d) =>
        `The GM places ${e.who.name}${e.carried.length ? ` carrying ${d.names(e.carried)}` : ''} at ${d.sq(e.to)} (from ${d.sq(e.from)}).`,
      ja: (e, d) =>
        `ゲームマスターが${e.who.name}${e.carried.length ? `（${d.names(e.carried)}を乗せて）` : ''}を${d.sq(e.from)}から${d.sq(e.to)}に置いた。`,
    },
    terrainPainted: {
      en: (e) => `The map changes in ${squares(e.count, 'en')}.`,
      ja: (e) => `${squares(e.count, 'ja')}の地形を変更した。`,
    },
    initiativeRolled: {
      en: (e) => `${e.who.name} rolls initiative: ${e.die} + ${e.bonus} = ${e.total}.`,
      ja: (e) => `${e.who.name}のイニシアチブ：${e.die} + ${e.bonus} = ${e.total}。`,
    },
    initiativeSet: {
      en: (e) =>
        e.value === null
          ? `${e.who.name} leaves the initiative order.`
          : `${e.who.name}'s initiative is set to ${e.value}.`,
      ja: (e) =>
        e.value === null
          ? `${e.who.name}をイニシアチブ順から外した。`
          : `${e.who.name}のイニシアチブを${e.value}にした。`,
    },
    turnStarted: {
      en: (e) => `Round ${e.round}: ${e.who.name}'s turn.`,
      ja: (e) => `ラウンド${e.round}：${e.who.name}の手番。`,
    },
    conditionGained: {
      en: (e, d) => `${e.who.name} is now ${d.condition(e.condition)}.`,
      ja: (e, d) => `${e.who.name}は${d.condition(e.condition)}になった。`,
    },
    conditionLost: {
      en: (e, d) => `${e.who.name} is no longer ${d.condition(e.condition)}.`,
      ja: (e, d) => `${e.who.name}の${d.condition(e.condition)}が解けた。`,
    },
    damaged: {
      en: (e) => `${e.who.name} takes ${e.amount} damage${hpAfter(e, 'en')}.`,
      ja: (e) => `${e.who.name}は${e.amount}ダメージを受けた${hpAfter(e, 'ja')}。`,
    },
    healed: {
      en: (e) => `${e.who.name} regains ${e.amount} HP${hpAfter(e, 'en')}.`,
      ja: (e) => `${e.who.name}はHPを${e.amount}回復した${hpAfter(e, 'ja')}。`,
    },
    encounterRenamed: {
      en: (e) => `The encounter is now called ${e.name}.`,
      ja: (e) => `遭遇名を${e.name}にした。`,
    },
    decisionCancelled: {
      en: (e, d) => `The GM cancels the pending decision: ${d.msg(e.prompt)}`,
      ja: (e, d) => `ゲームマスターが決定待ちを取り消した：${d.msg(e.prompt)}`,
    },
    decided: {
      en: (e, d) => `${d.msg(e.prompt)} → ${d.msg(e.option)}`,
      ja: (e, d) => `${d.msg(e.prompt)} → ${d.msg(e.option)}`,
    },
    diceRolled: {
      en: (e, d) =>
        `${e.by ? `${e.by.name} rolls` : 'The GM rolls'}${e.player ? ` (${e.player})` : ''}${e.manual ? ' (typed in)' : ''}: ${describeDiceResult(e.result, 'en', d.diceStyle)}`,
      ja: (e, d) =>
        `${e.by ? `${e.by.name}のダイス` : 'ゲームマスターのダイス'}${e.player ? `（${e.player}）` : ''}${e.manual ? '（手入力）' : ''}：${describeDiceResult(e.result, 'ja', d.diceStyle)}`,
    },
    diceRolledSecretly: {
      en: (e) =>
        e.player ? `${e.player} rolled secretly${e.by ? ` for ${e.by.name}` : ''}.` : 'The GM rolled secretly.',
      ja: (e) =>
        e.player
          ? `${e.player}が${e.by ? `${e.by.name}の` : ''}シークレットダイスを振りました。`
          : 'ゲームマスターがシークレットダイスを振りました。',
    },
    unseenBlocked: {
      en: (e, d) => {
        const who = e.revealed.map((r) => r.name).join(', ');
        const what = who ? `${who} ${e.revealed.length === 1 ? 'is' : 'are'} revealed` : 'the ground there is revealed';
        return `${e.who.name} runs into something unseen and stops at (${e.at.x}, ${e.at.y}): ${what}${e.rule ? ` (${d.rules([e.rule])})` : ''}.`;
      },
      ja: (e, d) => {
        const who = e.revealed.map((r) => r.name).join('、');
        const what = who ? `${who}の姿が現れた` : 'その先の地形が明らかになった';
        return `${e.who.name}は見えない何かに阻まれ、(${e.at.x}, ${e.at.y})で止まった：${what}${e.rule ? `（${d.rules([e.rule])}）` : ''}。`;
      },
    },
    paletteChanged: {
      en: (e) =>
        `${e.owner ? `${e.owner.name}'s` : "The GM's"} dice palette now holds ${e.count} line${e.count === 1 ? '' : 's'}.`,
      ja: (e) => `${e.owner ? `${e.owner.name}の` : 'ゲームマスターの'}チャットパレットを${e.count}行にした。`,
    },
    diceReseeded: {
      en: (e) =>
        e.from === 'mulberry32'
          ? 'The dice were upgraded to a secure generator (a new secret key: the old generator of this file could be predicted).'
          : 'The dice got a new secret key (whoever has a file knows the key it was saved with).',
      ja: (e) =>
        e.from === 'mulberry32'
          ? 'ダイスを安全な乱数生成器に切り替えた（新しい秘密の鍵。このファイルの古い生成器は出目を予測できた）。'
          : 'ダイスに新しい秘密の鍵を設定した（ファイルを持つ人は、そのファイルに保存された鍵を知っている）。',
    },
    sceneChanged: {
      en: (e) =>
        ({
          placed: 'The map picture is placed under the grid.',
          aligned: 'The map picture is aligned to the grid.',
          removed: 'The map picture is removed.',
          same: '',
        })[e.map] +
        (e.walls
          ? `${e.map === 'same' ? '' : ' '}The walls are replaced: ${e.walls.walls} wall${e.walls.walls === 1 ? '' : 's'}, ${e.walls.doors} door${e.walls.doors === 1 ? '' : 's'}.`
          : '') +
        (e.map === 'same' && !e.walls ? `Grid lines: ${e.gridLines}.` : ''),
      ja: (e) =>
        ({
          placed: 'マップ画像をグリッドの下に置いた。',
          aligned: 'マップ画像をグリッドに合わせた。',
          removed: 'マップ画像を取り除いた。',
          same: '',
        })[e.map] +
        (e.walls ? `壁を置き換えた（壁${e.walls.walls}本、扉${e.walls.doors}枚）。` : '') +
        (e.map === 'same' && !e.walls
          ? `グリッド線：${{ drawn: '表示', faint: '薄く表示', hidden: '非表示' }[e.gridLines]}。`
          : ''),
    },
    fogChanged: {
      en: (e) =>
        e.off
          ? 'The fog of war is taken away.'
          : `The fog ${e.hide ? 'hides' : 'reveals'} ${e.all ? 'the whole map' : squares(e.count, 'en')}.`,
      ja: (e) =>
        e.off
          ? '戦場の霧を取り払った。'
          : `霧で${e.all ? 'マップ全体' : squares(e.count, 'ja')}を${e.hide ? '隠した' : '見えるようにした'}。`,
    },
    ...wallEvents,
  },
  msgs: {
    ...wallMsgs,
    notACommand: { en: () => 'Not a command.', ja: () => 'コマンドではありません。' },
    notYours: {
      en: (p) =>
        p.creature ? `${p.creature.name} is not one of your creatures.` : 'That creature is not one of yours.',
      ja: (p) =>
        p.creature
          ? `${p.creature.name}はあなたのキャラクターではありません。`
          : 'そのキャラクターはあなたのものではありません。',
    },
    notYourDecision: {
      en: () => 'This decision is not yours to make.',
      ja: () => 'この決定はあなたが行うものではありません。',
    },
    onlyOnOwnTurn: {
      en: () => 'Only on the turn of one of your creatures.',
      ja: () => 'あなたのキャラクターの手番にだけ行えます。',
    },
    unknownCommand: {
      en: (m) => `Unknown command "${m.type}" for this rule system.`,
      ja: (m) => `このルールでは不明なコマンドです：「${m.type}」`,
    },
    badField: {
      en: (m) => `The command's field "${m.field}" must be ${m.expected === 'present' ? 'given' : `a ${m.expected}`}.`,
      ja: (m) =>
        `コマンドの項目「${m.field}」が${m.expected === 'present' ? 'ありません' : '正しい形式ではありません'}。`,
    },
    decisionPending: {
      en: (m, d) => `A decision is pending (${d.msg(m.prompt)}); answer it first, or cancel it as GM.`,
      ja: (m, d) => `決定待ちです（${d.msg(m.prompt)}）。先に答えるか、ゲームマスターが取り消してください。`,
    },
    badDiceList: {
      en: () => 'Typed-in dice must be a list of numbers.',
      ja: () => '入力するダイスの目は数値の並びにしてください。',
    },
    unusedDice: {
      en: (m) => `${m.count} typed-in die value${m.count === 1 ? ' was' : 's were'} not needed; nothing was changed.`,
      ja: (m) => `入力されたダイスの目のうち${m.count}個が不要でした。何も変更していません。`,
    },
    badDie: {
      en: (m, d) =>
        `A d${m.sides} cannot show ${String(m.value)} (for ${d.msg(m.purpose)}); enter a whole number from 1 to ${m.sides}.`,
      ja: (m, d) =>
        `1D${m.sides}の出目に${String(m.value)}はありえません（${d.msg(m.purpose)}）。1〜${m.sides}の整数を入力してください。`,
    },
    noCreature: { en: (m) => `No creature with id "${m.id}".`, ja: (m) => `ID「${m.id}」のクリーチャーはいません。` },
    unknownField: {
      en: (m) => `Unknown or read-only field "${m.field}".`,
      ja: (m) => `不明または変更できない項目「${m.field}」です。`,
    },
    badCreatureField: {
      en: (m, d) => `${d.field(m.field)}: must be ${expectEn(m.expect, d)}.`,
      ja: (m, d) => `${d.field(m.field)}：${expectJa(m.expect, d)}にしてください。`,
    },
    needsName: { en: () => 'A creature needs a name.', ja: () => '名前が必要です。' },
    noCreatureGiven: { en: () => 'No creature given.', ja: () => 'クリーチャーが指定されていません。' },
    nothingToChange: { en: () => 'Nothing to change.', ja: () => '変更内容がありません。' },
    carriedCannotBeMoved: {
      en: (m) => `${m.who.name} is riding; move or resize the mount instead.`,
      ja: (m) => `${m.who.name}は騎乗中です。乗騎を動かしてください。`,
    },
    offMap: { en: () => 'That space is off the map.', ja: () => 'そこは地図の外です。' },
    blocked: { en: () => 'That space has blocking terrain.', ja: () => 'そこには通行できない地形があります。' },
    occupied: {
      en: (m, d) => `That space is occupied by ${d.names(m.by)}.`,
      ja: (m, d) => `そこは${d.names(m.by)}が占めています。`,
    },
    noPath: {
      en: (m) => `No path within ${squares(m.max, 'en')} of movement.`,
      ja: (m) => `移動${m.max}マス以内で到達できる経路がありません。`,
    },
    notOneStep: {
      en: (m, d) => `${d.sq(m.step)} is not one step from ${d.sq(m.from)}.`,
      ja: (m, d) => `${d.sq(m.step)}は${d.sq(m.from)}の隣ではありません。`,
    },
    pathNotToEnd: {
      en: () => 'The path does not end at the destination.',
      ja: () => '経路が目的地で終わっていません。',
    },
    pathStandsStill: { en: () => 'The path stands still.', ja: () => '経路が進んでいません。' },
    pathNotSquares: { en: () => 'The path must be a list of squares.', ja: () => '経路はマスの並びにしてください。' },
    pathTooCostly: {
      en: (m) => `The path costs ${squares(m.cost, 'en')}; ${m.who.name} has ${m.max}.`,
      ja: (m) => `経路に${m.cost}マスかかります。${m.who.name}の移動力は${m.max}です。`,
    },
    destinationNotSquare: {
      en: () => 'The destination must be a square.',
      ja: () => '目的地はマスで指定してください。',
    },
    ridesMount: {
      en: (m) => `${m.who.name} rides ${m.mount?.name ?? 'a mount'} and moves only when it moves; dismount first.`,
      ja: (m) =>
        `${m.who.name}は${m.mount?.name ?? '乗騎'}に乗っており、乗騎と共にしか動けません。先に降りてください。`,
    },
    cannotFly: { en: (m) => `${m.who.name} cannot fly.`, ja: (m) => `${m.who.name}は飛行できません。` },
    badHeight: {
      en: () => 'Height must be a whole number of squares from 0 to 1000.',
      ja: () => '高度は0〜1000の整数マスです。',
    },
    alreadyThere: { en: (m) => `${m.who.name} is already there.`, ja: (m) => `${m.who.name}はすでにそこにいます。` },
    chooseSquares: { en: () => 'Choose one or more squares.', ja: () => 'マスを選んでください。' },
    nothingToPaint: { en: () => 'Nothing to paint.', ja: () => '塗る内容がありません。' },
    unknownTerrain: { en: () => 'Unknown terrain.', ja: () => '不明な地形です。' },
    badGroundElevation: {
      en: () => 'Ground elevation is a whole number of squares from −100 to 100.',
      ja: () => '地面の高さは−100〜100の整数マスです。',
    },
    squareOffMap: { en: (m, d) => `${d.sq(m.at)} is off the map.`, ja: (m, d) => `${d.sq(m.at)}は地図の外です。` },
    everyoneHasInitiative: {
      en: () => 'Everyone already has an initiative.',
      ja: () => '全員にイニシアチブがあります。',
    },
    badInitiative: {
      en: () => 'Initiative must be a whole number (−100…200).',
      ja: () => 'イニシアチブは−100〜200の整数です。',
    },
    noInitiativeYet: {
      en: () => 'Nobody has an initiative yet; roll or enter initiative first.',
      ja: () => 'イニシアチブがまだありません。先に決めてください。',
    },
    firstTurn: { en: () => 'This is the first turn.', ja: () => '最初の手番です。' },
    unknownCondition: {
      en: (m) => `Unknown condition "${m.condition}".`,
      ja: (m) => `不明な状態「${m.condition}」です。`,
    },
    alreadyCondition: {
      en: (m, d) => `${m.who.name} is already ${d.condition(m.condition)}.`,
      ja: (m, d) => `${m.who.name}はすでに${d.condition(m.condition)}です。`,
    },
    notCondition: {
      en: (m, d) => `${m.who.name} is not ${d.condition(m.condition)}.`,
      ja: (m, d) => `${m.who.name}は${d.condition(m.condition)}ではありません。`,
    },
    badHpChange: {
      en: () => 'HP change must be a non-zero whole number.',
      ja: () => 'HPの変化は0以外の整数にしてください。',
    },
    badEncounterName: {
      en: () => 'The encounter needs a name of 1–80 characters.',
      ja: () => '遭遇名は1〜80文字です。',
    },
    noDecision: { en: () => 'No decision is pending.', ja: () => '決定待ちはありません。' },
    notAnOption: { en: (m) => `"${m.id}" is not one of the options.`, ja: (m) => `「${m.id}」は選択肢にありません。` },
    unknownDecision: {
      en: (m) => `Unknown kind of decision "${m.kind}".`,
      ja: (m) => `不明な決定の種類「${m.kind}」です。`,
    },
    bugReport: {
      en: (m) => `A programming error stopped the command (nothing was changed): ${m.error.split('\n')[0] ?? ''}`,
      ja: (m) =>
        `プログラムの不具合でコマンドを適用できませんでした（何も変更していません）：${m.error.split('\n')[0] ?? ''}`,
    },
    file: {
      en: (m, d) => fileText(m, d, 'en'),
      ja: (m, d) => fileText(m, d, 'ja'),
    },
    legacyText: { en: (m) => m.en, ja: (m) => m.ja },
    diceSyntax: { en: (m) => describeDiceError(m.error, 'en'), ja: (m) => describeDiceError(m.error, 'ja') },
    diceCount: {
      en: (m) =>
        m.atLeast
          ? `These faces are not enough: the dice rolled again need at least ${m.need} (${m.given} typed in).`
          : `This line rolls ${m.need} ${m.need === 1 ? 'die' : 'dice'}; ${m.given} typed in.`,
      ja: (m) =>
        m.atLeast
          ? `出目が足りません。振り足しを含めて${m.need}個以上必要です（入力は${m.given}個）。`
          : `このダイスは${m.need}個振ります（入力は${m.given}個）。`,
    },
    badPalette: {
      en: (m) => `A palette holds at most ${m.maxLines} lines of at most ${m.maxLength} characters.`,
      ja: (m) => `チャットパレットは${m.maxLines}行まで、1行${m.maxLength}文字までです。`,
    },
    diceLineRoll: { en: () => 'dice line', ja: () => 'ダイス' },
    initiativeRoll: { en: (m) => `initiative: ${m.who.name}`, ja: (m) => `イニシアチブ：${m.who.name}` },
    badMap: {
      en: (m) => `The map picture does not fit: its ${m.field} is out of range.`,
      ja: (m) =>
        `マップ画像の設定が範囲外です（${{ asset: '画像', width: '幅', height: '高さ', cell: 'マスの大きさ', offsetX: '横のずれ', offsetY: '縦のずれ' }[m.field] ?? m.field}）。`,
    },
    fogWhere: {
      en: () => 'Say where the fog goes: a rectangle, squares, the whole map, or off.',
      ja: () => '霧をかける場所（範囲、マス、マップ全体、または解除）を指定してください。',
    },
    badDiceKey: {
      en: () => "A dice key is 43 base64url characters (32 random bytes), and not the players' views' all-zero key.",
      ja: () => 'ダイスの鍵は43文字のbase64url（32バイトの乱数）です。プレイヤー画面用の全ゼロの鍵は使えません。',
    },
    sameDiceKey: {
      en: () => 'The dice already have this key: it would roll the faces already shown again.',
      ja: () => 'ダイスはすでにこの鍵です。同じ鍵では、すでに出た目がもう一度出てしまいます。',
    },
  },
  fields: CORE_FIELDS,
  conditions: { hidden: { en: 'hidden from players', ja: 'プレイヤーに非表示' } },
});
