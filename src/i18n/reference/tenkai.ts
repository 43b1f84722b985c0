/**
 * 舵天照 (Tenkai) combat rules, part 1: turns, squares, the hit check, the rating table, damage, healing and
 * altitude (TK-TURN/GRID/HIT/RATE/DMG/HEAL/ALT). Source: seed 002 (`shared/seeds/002_5bcc4c3db3cd215b.txt`);
 * the Japanese uses its terms (行動力, 回避, 受防, 貫通〜失敗, 地上/低空/中空/高空 …). Part 2: tenkai-special.ts.
 */
import type { Bilingual, RuleEntry, SeedSource } from './types';

const S = 'tenkai' as const;
/** Seed 002, at one of its headings. */
export const SEED_002 = '002_5bcc4c3db3cd215b.txt';
export const seed002 = (en: string, ja: string): SeedSource => ({ kind: 'seed', seed: SEED_002, section: { en, ja } });

const G = {
  turn: { en: 'Time and order', ja: 'ターンの解決' },
  grid: { en: 'Squares and movement', ja: 'スクエアと移動' },
  hit: { en: 'Hit check', ja: '命中判定' },
  rate: { en: 'The rating table', ja: 'レーティング表' },
  dmg: { en: 'Damage and healing', ja: 'ダメージ判定と回復判定' },
  alt: { en: 'Altitude', ja: '高度' },
} satisfies Record<string, Bilingual>;
const RESULTS = ['貫通', '直撃', '軽傷', '微傷', '失敗'];

/** TK-TURN, TK-GRID, TK-HIT, TK-RATE, TK-DMG, TK-HEAL, TK-ALT. */
export const tenkaiCoreRules: RuleEntry[] = [
  {
    id: 'TK-TURN-1', system: S, group: G.turn, source: seed002('Resolving a turn › time', 'ターンの解決 › 時間の概念'),
    title: { en: 'Turns and rounds', ja: 'ターンとラウンド' },
    statement: {
      en: 'A turn (ターン, 1T) is about 10 seconds. Within a turn each character\'s own processing is its round (ラウンド), in which it may spend up to its action points (行動力).',
      ja: '1ターンは約10秒。ターンの中で各キャラクターが行う1ターン分の行動処理をラウンドと呼び、キャラクターはラウンドごとに行動力の分だけ行動できる。',
    },
    terms: ['ターン', 'ラウンド', '行動力'], keywords: { en: ['turn', 'round', 'action points', 'AP'], ja: ['行動値'] },
  },
  {
    id: 'TK-TURN-2', system: S, group: G.turn, source: seed002('Resolving a turn › 1–6', 'ターンの解決 › １．持続判定〜６．ターン終了'),
    title: { en: 'Turn flow', ja: 'ターンの流れ' },
    statement: {
      en: 'A turn runs: (1) persistence checks for ongoing statuses (持続判定); (2) initiative (イニシアティブ判定); (3) for each character in order, round start — effects lasting 1 turn or more are checked and expired ones end; (4) round resolution, spending action points; (5) everyone not in its round is defending (防御中) and chooses evade (回避) or guard (受防) once per incoming attack; (6) turn end.',
      ja: 'ターンは次の順に進む：（1）持続判定、（2）イニシアティブ判定、（3）順に各キャラクターのラウンド開始（1ターン以上の効果時間を確認し、切れたものは終わる）、（4）ラウンドの解決（行動力を使って行動する）、（5）自分のラウンドでない者は防御中で、攻撃1回ごとに一度だけ回避か受防を選ぶ、（6）ターン終了。',
    },
    terms: ['持続判定', 'イニシアティブ判定', 'ラウンド開始', 'ラウンドの解決', '防御中', '回避', '受防'], keywords: { en: ['turn order', 'defending', 'evade', 'guard'], ja: [] },
  },
  {
    id: 'TK-TURN-3', system: S, group: G.turn, source: seed002('Resolving a turn › 2. initiative', 'ターンの解決 › ２．イニシアティブ判定'),
    title: { en: 'Initiative', ja: 'イニシアティブ判定' },
    statement: {
      en: 'Initiative is 俊敏 (agility) / 10 + 1D20, highest first; ties go to the higher die. Characters without 俊敏 (mostly enemies) use their 回避 (evasion) and roll no die.',
      ja: 'イニシアティブは俊敏/10＋1D20で、合計の大きい順にラウンドを解決する。同数ならダイスの出目の大きい順。俊敏のないキャラクター（主に敵）は回避を使い、ダイスは振らない。',
    },
    terms: ['イニシアティブ判定', '俊敏', '回避'], keywords: { en: ['initiative', 'agility', 'order'], ja: ['行動順'] },
  },
  {
    id: 'TK-TURN-4', system: S, group: G.turn, source: seed002('Resolving a turn › 3. round start, 4. round resolution', 'ターンの解決 › ３．ラウンド開始、４．ラウンドの解決'),
    title: { en: 'Postponing a round', ja: 'ラウンドの解決の後回し' },
    statement: {
      en: 'A character may postpone resolving its round (後回し) once the round has started, but cannot delay the start itself, so postponing never extends durations. It may also end its round without spending all its action points. Example: order A > B > C, B postpones → A, C, B.',
      ja: 'ラウンドの解決は開始後に後回しにできるが、開始そのものは遅らせられないので、効果時間は延びない。行動力を使い切らずにラウンドを終えてもよい。例：甲＞乙＞丙の順で乙が後回しにすると、解決は甲＞丙＞乙となる。',
    },
    terms: ['後回し', 'ラウンド', '効果時間'], keywords: { en: ['delay', 'postpone', 'hold'], ja: ['遅らせる'] },
  },
  {
    id: 'TK-TURN-5', system: S, group: G.turn, source: seed002('Resolving actions › action points (cost table)', '行動の解決 › 行動力（参考消費行動力一覧）'),
    title: { en: 'Action point costs', ja: '消費行動力' },
    statement: {
      en: 'Action point (行動力) costs: attack 1; nock an arrow 1; reload 1, slow reload 2, muzzle-loader 3 (may carry into the next turn at the GM\'s call); take out an item 1; ready a weapon 1; sheathe 1; throw 1; drop an item 0; block with shield or weapon 0; evade 0; move 1 square 1; dash 3 squares 2; jump 1; running high jump 1 turn; turn to face 0 (1 riding a partner, 1 in armour); stand up after a fall 1 (2 in armour); mount a riding partner 1; summon a partner 1; warm up a glider 1 turn; start an armour\'s orb 1 turn; board an armour 6 turns; skills 0 or more. With too few points left, whether an action happens, or carries into the next turn, is the GM\'s call.',
      ja: '消費行動力：攻撃1、矢を弓にあてがう1、リロード1、低速リロード2、前装式リロード3（マスター判断で次のターンへ持ち越せる）、道具を取り出す1、武器を構える1、武器を収める1、物を投げる1、物を捨てる0、盾・武器で受ける0、回避する0、1スクエア移動1、ダッシュ（3スクエア）2、ジャンプ1、走り跳び1ターン、方向転換0（相棒騎乗時1、アーマー1）、転倒から立ち上がる1（アーマー2）、騎乗系相棒に騎乗する1、召喚系相棒を召喚する1、グライダーの暖気1ターン、アーマー搭乗済みで宝珠を起動する1ターン、アーマーに搭乗する（全過程）6ターン、スキル0以上。行動力が足りないときに行動できるか、ターンを跨いで続けられるかはマスターの裁量。',
    },
    terms: ['行動力', 'リロード', 'ダッシュ', '方向転換', '相棒', 'グライダー', 'アーマー', '宝珠'], keywords: { en: ['cost', 'AP', 'reload', 'dash', 'turn to face'], ja: ['行動値'] },
  },
  {
    id: 'TK-TURN-6', system: S, group: G.turn, source: seed002('Resolving actions › using skills', '行動の解決 › 攻撃の解決（スキルの使用手順）'),
    title: { en: 'Zero-cost skills', ja: '消費行動力0のスキル' },
    statement: {
      en: 'A skill that costs 0 action points cannot be used again until its user has spent 1 action point or someone else has acted in between.',
      ja: '消費行動力が0のスキルは、自身の行動力1が消費されるか、自身以外の行動を挟むまで再使用できない。',
    },
    terms: ['スキル', '行動力'], keywords: { en: ['skill', 'zero AP', 'reuse'], ja: [] },
  },
  {
    id: 'TK-GRID-1', system: S, group: G.grid, source: seed002('Resolving actions › squares', '行動の解決 › スクエア'),
    title: { en: 'Squares', ja: 'スクエア' },
    statement: {
      en: 'Combat uses square spaces (スクエア) about 10 m on a side; any number of characters may share one square.',
      ja: '戦闘は一辺約10ｍの正方形のスクエアで行い、1つのスクエアに複数人が入ってよい。',
    },
    terms: ['スクエア'], keywords: { en: ['square', 'grid', '10 m'], ja: ['マス'] },
  },
  {
    id: 'TK-GRID-2', system: S, group: G.grid, source: seed002('Resolving actions › squares', '行動の解決 › スクエア'),
    title: { en: 'No diagonals', ja: '斜めに数えない' },
    statement: {
      en: 'Range and movement are never counted diagonally: the distance between two squares is the difference across plus the difference down (|dx| + |dy|).',
      ja: '射程も移動も斜めには数えない。2つのスクエアの距離は、横の差と縦の差の和になる。',
    },
    terms: ['射程', 'スクエア'], keywords: { en: ['diagonal', 'distance', 'range'], ja: ['距離'] },
  },
  {
    id: 'TK-GRID-3', system: S, group: G.grid, source: seed002('Resolving actions › range and movement', '行動の解決 › 射程と移動のルール'),
    title: { en: 'Movement table', ja: '射程と移動のルール' },
    statement: {
      en: 'Normal move: 1 action point for 1 square (10 m). Dash: 2 for 3 squares (30 m). Standing high jump 1 (2 m up); running high jump 2 (5 m up); standing long jump 1 (4 m); running long jump 2, 1 square (10 m).',
      ja: '通常移動は行動力1で1スクエア（10ｍ）、ダッシュは2で3スクエア（30ｍ）。その場の高跳びは1で上へ2ｍ、走り高跳びは2で5ｍ、その場の幅跳びは1で4ｍ、走り幅跳びは2で1スクエア（10ｍ）。',
    },
    terms: ['通常移動', 'ダッシュ', 'ジャンプ', '走り高跳び', '走り幅跳び'], keywords: { en: ['move', 'dash', 'jump'], ja: [] },
  },
  {
    id: 'TK-HIT-1', system: S, group: G.hit, source: seed002('Resolving actions › resolving an attack', '行動の解決 › 攻撃の解決（スキルの使用手順）'),
    title: { en: 'Attack sequence', ja: '攻撃の解決' },
    statement: {
      en: 'An attack goes: declare it against a target in range → the defender chooses evade (回避) or guard (受防) → hit check (命中判定) → damage → apply. With a skill, its activation, 練力 (ki) cost and action point cost are checked first, then the same steps with resistance and effect checks.',
      ja: '攻撃は、射程内の対象に攻撃を宣言→防御側が回避か受防を選ぶ→命中判定→ダメージ判定→結果反映の順。スキルを使うときは、まず発動、練力の消費、行動力の消費を確かめ、続いて同じ手順を抵抗判定・効果判定とともに行う。',
    },
    terms: ['命中判定', '回避', '受防', '練力', 'スキル'], keywords: { en: ['attack', 'sequence', 'skill'], ja: [] },
  },
  {
    id: 'TK-HIT-2', system: S, group: G.hit, source: seed002('Hit check › modifiers', '命中判定 › 判定における修正'),
    title: { en: 'Rank and dice modifiers', ja: 'ランク修正とダイス修正' },
    statement: {
      en: 'Rank modifiers (nR) move along the rating table\'s columns — +1R is one column left, in the attacker\'s favour — and dice modifiers (D+z) add to the d20 roll. Modifiers that favour the attacker are plus, those that favour the defender minus.',
      ja: '修正にはランク修正とダイス修正がある。+1Rはレーティング表を1段階左へ（攻撃側有利に）動かし、D+1は出目に1を加える。攻撃側に有利な修正はプラス、防御側に有利な修正はマイナス。',
    },
    terms: ['ランク修正', 'ダイス修正', 'レーティング表'], keywords: { en: ['rank', 'modifier', 'column'], ja: [] },
  },
  {
    id: 'TK-HIT-3', system: S, group: G.hit, source: seed002('Hit check › the check', '命中判定 › 判定ルール'),
    title: { en: 'The hit check', ja: '命中判定の手順' },
    statement: {
      en: 'Ratio = the attacker\'s 命中 (accuracy) ÷ the defender\'s 回避 (evasion) when it evades, or its 命中 when it guards. Find the ratio\'s column, apply the rank modifiers, roll 1D20 plus dice modifiers and read that row.',
      ja: '比率＝攻撃側の命中÷防御側の回避（受防なら防御側の命中）。比率の列を求め、ランク修正を加え、1D20（ダイス修正込み）を振ってその行を読む。',
    },
    terms: ['命中', '回避', '受防', 'レーティング表'], keywords: { en: ['ratio', 'accuracy', 'evasion'], ja: [] },
  },
  {
    id: 'TK-HIT-4', system: S, group: G.hit, source: seed002('Hit check › guard, shield', '命中判定 › 判定ルール（受防判定、盾による修正）'),
    title: { en: 'Guard against shooting, shields', ja: '射撃への受防、盾' },
    statement: {
      en: 'Guarding (受防) against a shooting attack (射撃) gives +2R. Defending with a shield gives −1R, whether evading or guarding.',
      ja: '射撃攻撃に対して受防を選ぶと命中判定に+2R。盾を使って防御すると、回避・受防を問わず−1R。',
    },
    terms: ['受防', '射撃', '盾'], keywords: { en: ['shield', 'shooting', 'guard'], ja: [] },
  },
  {
    id: 'TK-HIT-5', system: S, group: G.hit, source: seed002('Hit check › perception attacks', '命中判定 › 判定ルール（知覚攻撃）'),
    title: { en: 'Perception attacks', ja: '知覚攻撃' },
    statement: {
      en: 'A perception attack (知覚攻撃) is always resolved as evasion, and the defender\'s weapon\'s 抵抗 (resistance) applies. Every skill rolls a hit check unless its text says it is an auto-hit skill.',
      ja: '知覚攻撃の命中判定はすべて回避判定として扱い、防御側には装備している武器の抵抗値を適用する。解説に「自動命中スキル」とないスキルはすべて命中判定を行う。',
    },
    terms: ['知覚攻撃', '回避', '抵抗'], keywords: { en: ['perception', 'resistance', 'magic'], ja: [] },
  },
  {
    id: 'TK-HIT-6', system: S, group: G.hit, source: seed002('Hit check › auto-hit skills', '命中判定 › 判定ルール（自動命中スキル）'),
    title: { en: 'Auto-hit skills', ja: '自動命中スキル' },
    statement: {
      en: 'An auto-hit skill (自動命中スキル) cannot be evaded. Its hit check is still rolled, only to tell 貫通 (penetrating) from 直撃 (direct); any result of 軽傷 (light) or worse counts as 直撃.',
      ja: '自動命中スキルは回避できない。命中判定は貫通か直撃かを決めるためだけに行い、軽傷以下の結果はすべて直撃として扱う。',
    },
    terms: ['自動命中スキル', '貫通', '直撃', '軽傷'], keywords: { en: ['auto-hit', 'automatic hit'], ja: [] },
  },
  {
    id: 'TK-HIT-7', system: S, group: G.hit, source: seed002('Hit check › distance', '命中判定 › 距離修正'),
    title: { en: 'Distance', ja: '距離修正' },
    statement: {
      en: 'Against a target 2 or more squares away the hit check takes −1R per 2 squares: distance 0–1 none, 2–3 −1R, 4–5 −2R, 6–7 −3R, 8–9 −4R and so on. Example: a range-6 gun firing at 5 squares is −2R.',
      ja: '対象が2スクエア以上離れていると、2スクエアごとに命中判定に−1R：距離0〜1は修正なし、2〜3は−1R、4〜5は−2R、6〜7は−3R、8〜9は−4R、以降同様。例：射程6の銃で5スクエア先を撃つと−2R。',
    },
    terms: ['距離修正', '射程'], keywords: { en: ['distance', 'range', 'penalty'], ja: [] },
  },
  {
    id: 'TK-HIT-8', system: S, group: G.hit, source: seed002('Hit check › situation', '命中判定 › 状況による修正'),
    title: { en: 'Situation modifiers', ja: '状況による修正' },
    statement: {
      en: 'The GM sets situation modifiers: ±1R for a slight edge (out of breath, hung over, shooting down from a wall), ±3R for a clear one (mud, a polearm in a corridor, smoke), ±5R for an overwhelming one (complete surprise, a bad fall, grievous wounds).',
      ja: '状況による修正はマスターが決める：若干有利・不利は±1R（息が上がっている、二日酔い、城壁の上から狙う）、確実に有利・不利は±3R（泥沼、狭い廊下での長柄武器、煙幕）、圧倒的に有利・不利は±5R（完全な奇襲、着地の大失敗、酷い深手）。',
    },
    terms: ['状況による修正'], keywords: { en: ['situation', 'circumstance', 'surprise'], ja: [] },
  },
  {
    id: 'TK-RATE-1', system: S, group: G.rate, source: seed002('Hit check › rating table (columns)', '命中判定 › レーティング表（命中判定表）'),
    title: { en: 'Columns', ja: 'レーティング表の列' },
    statement: {
      en: 'The rating table (レーティング表) has 25 columns of ratio bands, the attacker\'s best on the left: 5.0, 4.5, 4.0, 3.6, 3.2, 2.9, 2.6, 2.3, 2.0, 1.8, 1.6, 1.4, 1.3, 1.2, 1.1, 1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2 and 0.0 and above. Rank modifiers shift the column and stop at either end.',
      ja: 'レーティング表は比率の25列で、左（攻撃側が最も有利）から〜5.0、〜4.5、〜4.0、〜3.6、〜3.2、〜2.9、〜2.6、〜2.3、〜2.0、〜1.8、〜1.6、〜1.4、〜1.3、〜1.2、〜1.1、〜1.0、〜0.9、〜0.8、〜0.7、〜0.6、〜0.5、〜0.4、〜0.3、〜0.2、〜0.0。ランク修正で列を動かし、両端で止まる。',
    },
    terms: ['レーティング表'], keywords: { en: ['rating table', 'column', 'ratio'], ja: ['命中判定表'] },
  },
  {
    id: 'TK-RATE-2', system: S, group: G.rate, source: seed002('Hit check › rating table (rows)', '命中判定 › レーティング表（命中判定表）'),
    title: { en: 'Rows', ja: 'レーティング表の行' },
    statement: {
      en: 'The rows are the die results 1–20, plus rows 21–22 for results that dice modifiers push past 20.',
      ja: '行は出目1〜20で、ダイスに加減するスキルなどで20を超えた値には21〜22の行を使う。',
    },
    terms: ['レーティング表', 'ダイス修正'], keywords: { en: ['row', 'die'], ja: [] },
  },
  {
    id: 'TK-RATE-3', system: S, group: G.rate, source: seed002('Hit check › rating table (results)', '命中判定 › レーティング表（命中段階）'),
    title: { en: 'The five results', ja: '5段階の結果' },
    statement: {
      en: 'Each cell holds one of five results, best first: 貫通 (penetrating), 直撃 (direct), 軽傷 (light), 微傷 (graze), 失敗 (miss). For opposed checks that are not attacks (status effects) the same bands read 成功 / 軽成功 / 普通 / 軽失敗 / 失敗.',
      ja: '各マスの結果は良い順に貫通・直撃・軽傷・微傷・失敗の5段階。攻撃以外の対抗判定（状態異常）では、同じ段階を成功・軽成功・普通・軽失敗・失敗と読む。',
    },
    terms: [...RESULTS, '成功', '軽成功', '普通', '軽失敗'], keywords: { en: ['penetrating', 'direct', 'light', 'graze', 'miss', 'result'], ja: [] },
  },
  {
    id: 'TK-RATE-4', system: S, group: G.rate, source: seed002('Hit check › rating table', '命中判定 › レーティング表（命中判定表）'),
    title: { en: 'The lost cells', ja: '失われたマス' },
    statement: {
      en: 'The source\'s cells were coloured and are lost; only the headings survive. The table in use is therefore data the GM can edit or paste, with a reconstructed default (TK-R1).',
      ja: '原文の表は色分けされたマスで、見出ししか残っていない。そのため使う表はマスターが編集や貼り付けのできるデータとし、既定は復元したもの（TK-R1）とする。',
    },
    terms: ['レーティング表'], keywords: { en: ['missing', 'reconstruction', 'table'], ja: ['復元'] },
  },
  {
    id: 'TK-DMG-1', system: S, group: G.dmg, source: seed002('Damage › basics', 'ダメージ判定 › 計算の基礎'),
    title: { en: 'Damage basics', ja: 'ダメージの基本' },
    statement: {
      en: 'Damage lowers 生命 (HP). A computed damage below the minimum damage (最低ダメージ) becomes the minimum; damage has no criticals or fumbles; the final value is truncated.',
      ja: 'ダメージは生命を減らす。計算したダメージが最低ダメージを下回れば最低ダメージとする。ダメージ判定にクリティカルとファンブルはない。最終値は端数切り捨て。',
    },
    terms: ['生命', '最低ダメージ'], keywords: { en: ['damage', 'minimum', 'HP'], ja: [] },
  },
  {
    id: 'TK-DMG-2', system: S, group: G.dmg, source: seed002('Damage › evasion', 'ダメージ判定 › 計算の基礎（回避判定）'),
    title: { en: 'Damage against evasion', ja: '回避判定のダメージ' },
    statement: {
      en: 'Against evasion (回避), with atk = attacker\'s 攻撃, def = defender\'s 防御 and F = fixed attack: 貫通 atk/10 + 2F − def/20 (minimum 2F); 直撃 atk/10 + 2F − def/10 (min F); 軽傷 atk/20 + F − def/20 (min F); 微傷 F; 失敗 none.',
      ja: '回避判定のダメージ：貫通は（攻撃/10）＋（固定攻撃力×2）−（防御/20）で最低は固定攻撃力×2、直撃は（攻撃/10）＋（固定攻撃力×2）−（防御/10）で最低は固定攻撃力、軽傷は（攻撃/20）＋固定攻撃力−（防御/20）で最低は固定攻撃力、微傷は固定攻撃力のみ、失敗はダメージなし。',
    },
    terms: ['回避', ...RESULTS, '固定攻撃力', '最低ダメージ'], keywords: { en: ['evasion', 'damage formula'], ja: [] },
  },
  {
    id: 'TK-DMG-3', system: S, group: G.dmg, source: seed002('Damage › guard', 'ダメージ判定 › 計算の基礎（受防判定）'),
    title: { en: 'Damage against guard', ja: '受防判定のダメージ' },
    statement: {
      en: 'Against guard (受防), with g = defender\'s 受防: 貫通 atk/10 + 2F − def/20, using 受防 instead when 防御 > 受防 (min 2F); 直撃 atk/10 + 2F − g/10 (min F); 軽傷 atk/20 + 2F − g/20 (min F); 微傷 atk/20 + F − g/20 (min F); 失敗 atk/20 − g/20 (min F).',
      ja: '受防判定のダメージ：貫通は（攻撃/10）＋（固定攻撃力×2）−（防御/20）（防御＞受防なら受防を使う）で最低は固定攻撃力×2、直撃は（攻撃/10）＋（固定攻撃力×2）−（受防/10）、軽傷は（攻撃/20）＋（固定攻撃力×2）−（受防/20）、微傷は（攻撃/20）＋固定攻撃力−（受防/20）、失敗は（攻撃/20）−（受防/20）で、直撃以下の最低はいずれも固定攻撃力。',
    },
    terms: ['受防', ...RESULTS, '固定攻撃力', '最低ダメージ'], keywords: { en: ['guard', 'damage formula'], ja: [] },
  },
  {
    id: 'TK-DMG-4', system: S, group: G.dmg, source: seed002('Damage › perception attacks', 'ダメージ判定 › 計算の基礎（知覚攻撃）'),
    title: { en: 'Damage of perception attacks', ja: '知覚攻撃のダメージ' },
    statement: {
      en: 'Perception attacks, with p = attacker\'s 知覚 and r = defender\'s 抵抗: 貫通 p/10 + 2F − r/40 (min 2F); 直撃 p/10 + 2F − r/10 (min 2F); 軽傷 p/10 + F − r/10 (min F); 微傷 p/20 − r/20 (min F); 失敗 none.',
      ja: '知覚攻撃のダメージ：貫通は（知覚/10）＋（固定攻撃力×2）−（抵抗/40）で最低は固定攻撃力×2、直撃は（知覚/10）＋（固定攻撃力×2）−（抵抗/10）で最低は固定攻撃力×2、軽傷は（知覚/10）＋固定攻撃力−（抵抗/10）で最低は固定攻撃力、微傷は（知覚/20）−（抵抗/20）で最低は固定攻撃力、失敗はダメージなし。',
    },
    terms: ['知覚攻撃', '知覚', '抵抗', ...RESULTS, '固定攻撃力'], keywords: { en: ['perception', 'resistance', 'damage formula'], ja: [] },
  },
  {
    id: 'TK-DMG-5', system: S, group: G.dmg, source: seed002('Damage › perception attacks (auto-hit)', 'ダメージ判定 › 計算の基礎（知覚攻撃・自動命中）'),
    title: { en: 'Damage of auto-hit perception attacks', ja: '自動命中の知覚攻撃のダメージ' },
    statement: {
      en: 'Auto-hit perception attacks: 貫通 p/10 + 2F − r/20 (min 2F); 直撃 down to 失敗 p/10 + 2F − r/10 (min F).',
      ja: '自動命中の知覚攻撃：貫通は（知覚/10）＋（固定攻撃力×2）−（抵抗/20）で最低は固定攻撃力×2、直撃〜失敗は（知覚/10）＋（固定攻撃力×2）−（抵抗/10）で最低は固定攻撃力。',
    },
    terms: ['自動命中スキル', '知覚攻撃', '貫通', '直撃', '失敗'], keywords: { en: ['auto-hit', 'perception', 'damage formula'], ja: [] },
  },
  {
    id: 'TK-DMG-6', system: S, group: G.dmg, source: seed002('Damage › fixed attack', 'ダメージ判定 › 固定攻撃力'),
    title: { en: 'Fixed attack', ja: '固定攻撃力' },
    statement: {
      en: 'Fixed attack (固定攻撃力) F = attack or perception / 100, truncated and kept within 2–5 (below 200 → 2, 500 or more → 5). Wielding two-handed adds +1 after that limit (5 → 6; a raised 2 → 3).',
      ja: '固定攻撃力は攻撃か知覚の1/100（端数切り捨て）で、2〜5の範囲に収める（200未満は2、500以上は5）。両手装備なら上限・下限の後に1を加える（5なら6、2に引き上げたものは3）。',
    },
    terms: ['固定攻撃力', '両手装備修正'], keywords: { en: ['fixed attack', 'two-handed'], ja: ['両手ボーナス'] },
  },
  {
    id: 'TK-DMG-7', system: S, group: G.dmg, source: seed002('Damage › dual-use weapons', 'ダメージ判定 › 兼用装備ペナルティ'),
    title: { en: 'Dual-use weapons in one hand', ja: '兼用装備ペナルティ' },
    statement: {
      en: 'A dual-use weapon (兼用武器) held in one hand has fixed attack 0, so its damage has no minimum; some skills cancel this. Weapons made for one hand only have no such penalty.',
      ja: '兼用武器を片手で装備すると固定攻撃力は0となり、最低ダメージも発生しない。このペナルティを打ち消すスキルもある。片手専用の武器には生じない。',
    },
    terms: ['兼用武器', '固定攻撃力', '最低ダメージ'], keywords: { en: ['dual-use', 'one-handed'], ja: [] },
  },
  {
    id: 'TK-DMG-8', system: S, group: G.dmg, source: seed002('Damage › attributes', 'ダメージ判定 › 属性修正'),
    title: { en: 'Attributes', ja: '属性修正' },
    statement: {
      en: 'Attributes (属性): 無 (none), 心, 技, 体; 心 beats 技, 技 beats 体, 体 beats 心. Superior against inferior adds +10% to final damage (rounded up), the same attribute −10% (rounded down), for physical and non-physical attacks and skills with a check against a third party. The attack\'s attribute is the skill\'s when weapon and skill differ; when they agree the modifier triples (±30%). The defender\'s is a monster\'s own attribute, or for a player character the item in its armour slot.',
      ja: '属性は無・心・技・体で、心は技に、技は体に、体は心に対して上位。上位から下位への攻撃は最終ダメージ+10％（端数切り上げ）、同属性へは−10％（端数切り捨て）で、物理攻撃・非物理攻撃・第三者を指定する判定を伴うスキルすべてに働く。攻撃側は武器とスキルの属性が異なればスキルを優先し、同じなら修正は3倍。防御側はアヤカシやケモノなら本体の属性、開拓者なら鎧スロットの装備の属性。',
    },
    terms: ['属性', '無', '心', '技', '体', 'アヤカシ', '開拓者'], keywords: { en: ['attribute', 'element', 'heart', 'skill', 'body'], ja: [] },
  },
  {
    id: 'TK-HEAL-1', system: S, group: G.dmg, source: seed002('Damage › healing', 'ダメージ判定 › 回復判定'),
    title: { en: 'Healing', ja: '回復判定' },
    statement: {
      en: 'Healing (回復判定): base = the skill\'s effect value / 10 (an item\'s stat / 10); the amount = base × rank (1–10), truncated, rank 5 in combat. +1R spending 10 気力 (willpower), +1R medical support (+2R if skilled), +3R safe outside combat; −1R heavy melee, −2R inside the demon forest (魔の森), −2R target infected with miasma, −2R target refuses, −3R healer near death, −5R attacked while preparing; never below 1R. Example: 知覚 105 with a skill of "知覚 −80%" → 105 × 0.2 × 0.1 = 2.1, × 5 = 10.5 → 10.',
      ja: '回復量は基本回復値（スキル効果の記述/10、アイテムはステータス/10）×ランク（1〜10）で端数切り捨て、戦闘中は5ランク。術者が気力10消費で+1R、医療手段の併用で+1R（技術も高ければ+2R）、非戦闘中で安全なら+3R。激しい乱戦−1R、魔の森内部−2R、対象が瘴気感染−2R、対象が回復を拒否−2R、術者が瀕死−3R、発動の準備中に攻撃を受けた−5R。どれほど悪くても1R。例：知覚105で「知覚−80％」のスキルなら105×0.2×0.1＝2.1、×5＝10.5で10。',
    },
    terms: ['回復判定', '気力', '魔の森', '瘴気感染'], keywords: { en: ['heal', 'healing', 'cure'], ja: ['回復'] },
  },
  {
    id: 'TK-ALT-1', system: S, group: G.alt, source: seed002('Hit check › altitude', '命中判定 › 高度判定'),
    title: { en: 'Altitude bands', ja: '高度の段階' },
    statement: {
      en: 'There are five bands: ground (地上), low air (低空), middle air (中空), high air (高空) and underwater (水中), ordered underwater – ground – low – middle – high. The water surface counts as ground.',
      ja: '高度は地上・低空・中空・高空・水中の5段階で、下から水中・地上・低空・中空・高空の順。水上は地上と同じに扱う。',
    },
    terms: ['地上', '低空', '中空', '高空', '水中'], keywords: { en: ['altitude', 'band', 'height', 'ground', 'air', 'underwater'], ja: ['高さ'] },
  },
  {
    id: 'TK-ALT-2', system: S, group: G.alt, source: seed002('Hit check › altitude', '命中判定 › 高度判定'),
    title: { en: 'Changing band', ja: '高度の移動' },
    statement: {
      en: 'Moving up or down one band needs a means of movement (flying, swimming) and a whole turn.',
      ja: '高度を1段階移動するには、移動手段を持ち、かつ1ターンの時間がかかる。',
    },
    terms: ['高度'], keywords: { en: ['climb', 'descend', 'fly', 'swim'], ja: [] },
  },
  {
    id: 'TK-ALT-3', system: S, group: G.alt, source: seed002('Hit check › altitude', '命中判定 › 高度判定'),
    title: { en: 'Attacks across bands', ja: '高度をまたぐ攻撃' },
    statement: {
      en: 'Attacking one band up uses 5 of the range and takes −3R; one band down uses 5 of the range with no penalty. Two or more bands apart there is no engagement: low air can fight the ground, middle air cannot, high air engages middle air only.',
      ja: '1段階上の高度の対象を攻撃すると射程5を消費し、命中に−3R。下の高度を攻撃するときも射程5を消費するが修正はない。高度が2段階以上違うと交戦できない（低空は地上と交戦でき、中空はできず、高空は中空とのみ交戦できる）。',
    },
    terms: ['地上', '低空', '中空', '高空', '射程'], keywords: { en: ['altitude', 'range', 'engage'], ja: [] },
  },
];
