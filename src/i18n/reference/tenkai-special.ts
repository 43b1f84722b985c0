/**
 * 舵天照 (Tenkai) combat rules, part 2: riding partners (相棒 and 騎手), gliders, armour, status effects and the
 * rulings TK-R1..R3, followed by the app's own rulings TK-R4..R8 (tenkai-rulings.ts). Source: seed 002. Part 1: tenkai.ts.
 */
import { seed002 } from './tenkai';
import { tenkaiAppRulings } from './tenkai-rulings';
import type { Bilingual, RuleEntry } from './types';

const S = 'tenkai' as const;
const G = {
  mnt: { en: 'Riding partners', ja: '騎乗戦闘' },
  gld: { en: 'Gliders', ja: 'グライダー' },
  arm: { en: 'Armour', ja: 'アーマー（駆鎧）' },
  st: { en: 'Status effects', ja: '状態異常' },
  rul: { en: 'Rulings', ja: '裁定' },
} satisfies Record<string, Bilingual>;
const ST = (en: string, ja: string) => seed002(`Status effects › ${en}`, `状態異常ルール › ${ja}`);

/** TK-MNT, TK-GLD, TK-ARM, TK-ST, TK-R. */
export const tenkaiSpecialRules: RuleEntry[] = [
  {
    id: 'TK-MNT-1', system: S, group: G.mnt, source: seed002('Mounted combat › initiative and order', '騎乗戦闘ルール › イニシアティブ判定と行動順'),
    title: { en: 'Initiative when riding', ja: '騎乗中のイニシアティブ' },
    statement: {
      en: 'With a rider (騎手) on a partner (相棒), initiative is based on the partner\'s 回避 (evasion); the rider\'s statistics do not matter and the two act together.',
      ja: '騎乗中のイニシアティブ判定は、騎乗している相棒の回避を基準に行う。騎手のステータスは関係せず、相棒と騎手の行動は同時に処理する。',
    },
    terms: ['騎手', '相棒', '回避', 'イニシアティブ判定'], keywords: { en: ['rider', 'partner', 'mount', 'initiative'], ja: ['乗騎'] },
  },
  {
    id: 'TK-MNT-2', system: S, group: G.mnt, source: seed002('Mounted combat › riding movement', '騎乗戦闘ルール › 騎乗移動'),
    title: { en: 'Riding movement and the full move', ja: '騎乗移動と全力移動' },
    statement: {
      en: 'A riding partner with a 移動 (move) statistic moves that many squares for 1 action point. A full move (全力移動) spends all the partner\'s action points for three times the distance, and the rider spends 1 point too.',
      ja: '移動ステータスを持つ騎乗向けの相棒は、行動力1で移動値分の距離を移動する。全力移動では相棒の全行動力を使って通常の3倍の距離を移動し、騎手も行動力1を消費する。',
    },
    terms: ['移動', '全力移動', '相棒', '騎手', '行動力'], keywords: { en: ['full move', 'move', 'speed'], ja: [] },
  },
  {
    id: 'TK-MNT-3', system: S, group: G.mnt, source: seed002('Mounted combat › action points while riding', '騎乗戦闘ルール › 騎乗中の行動消費'),
    title: { en: 'Separate action points', ja: '騎乗中の行動消費' },
    statement: {
      en: 'Rider and partner keep and spend their own action points: the partner pays 1 to move or attack and the rider nothing; the rider pays 1 to attack and the partner nothing; getting on or off costs each 1; a full move costs all the partner\'s points and 1 of the rider\'s. The partner\'s moves, attacks and turns cost the rider nothing.',
      ja: '騎乗中、相棒と騎手は行動力を別々に管理・消費する。相棒の移動・攻撃は相棒が1で騎手は0、騎手の攻撃は騎手が1で相棒は0、乗降は両者とも1、全力移動は相棒の全行動力と騎手の1。相棒の移動・攻撃・方向転換に騎手の行動力はいらない。',
    },
    terms: ['行動力', '相棒', '騎手', '乗降', '方向転換'], keywords: { en: ['AP', 'mount', 'dismount', 'cost'], ja: [] },
  },
  {
    id: 'TK-MNT-4', system: S, group: G.mnt, source: seed002('Mounted combat › combat checks', '騎乗戦闘ルール › 戦闘判定（命中ペナルティ）'),
    title: { en: 'Rider\'s accuracy penalty', ja: '騎手の命中ペナルティ' },
    statement: {
      en: 'While riding, the rider\'s hit checks take −1R, guard checks included; the partner takes no penalty.',
      ja: '騎乗中、騎手の命中には−1Rの修正がつき、受防判定を含むすべての判定で有効。相棒自身はこのペナルティを受けない。',
    },
    terms: ['騎手', '命中', '受防'], keywords: { en: ['penalty', 'accuracy'], ja: [] },
  },
  {
    id: 'TK-MNT-5', system: S, group: G.mnt, source: seed002('Mounted combat › combat checks', '騎乗戦闘ルール › 戦闘判定（防御判定）'),
    title: { en: 'Defending a rider and partner', ja: '騎乗中の防御判定' },
    statement: {
      en: 'All defence checks of the pair use the partner\'s statistics. Against guard (受防) the attacker names rider or partner before the check; against evasion (回避) the one hit is chosen at random after all checks, still with the partner\'s statistics; auto-hit skills pick at random. An attack on everyone in an area targets both with one check and one damage figure, both take the same damage, and they cannot defend differently.',
      ja: '騎乗中の防御判定はすべて相棒のステータスを使う。受防なら判定の前に攻撃側が騎手と相棒のどちらを狙うか決め、回避ならすべての判定の後に命中対象をランダムに決める（騎手に当たっても判定は相棒のステータス）。自動命中スキルでは対象はすべてランダム。一定範囲全員への攻撃は両者を同時に対象とし、判定もダメージ処理も一度で、両者に同じだけダメージが入る。別々の防御行動はとれない。',
    },
    terms: ['受防', '回避', '相棒', '騎手', '自動命中スキル'], keywords: { en: ['defence', 'random target', 'area'], ja: [] },
  },
  {
    id: 'TK-MNT-6', system: S, group: G.mnt, source: seed002('Mounted combat › riding a non-riding partner', '騎乗戦闘ルール › 非騎乗系相棒への騎乗'),
    title: { en: 'Partners not made for riding', ja: '非騎乗系相棒への騎乗' },
    statement: {
      en: 'Riding a partner not meant for riding gives both of them roughly −1R to −5R on evasion and accuracy at the GM\'s call, sometimes action point or order penalties too; some partners cannot be ridden at all.',
      ja: '騎乗向けでない相棒に騎乗すると、相棒と騎手はともに回避と命中におおむね−1〜−5R（相棒の種類とマスター裁量による）のペナルティを受け、行動力や行動順に及ぶこともある。騎乗できない相棒もある。',
    },
    terms: ['相棒', '騎手', '回避', '命中'], keywords: { en: ['non-riding', 'penalty'], ja: [] },
  },
  {
    id: 'TK-MNT-7', system: S, group: G.mnt, source: seed002('Mounted combat › spirit link', '騎乗戦闘ルール › スピリットリンク'),
    title: { en: 'Spirit link', ja: 'スピリットリンク' },
    statement: {
      en: 'Spirit link (スピリットリンク): in the air over the cloud sea (雲海), a living partner — not a glider or other machine — whose 生命 falls to 0 or below flees the battle carrying its rider at three times its speed, ignoring commands, and dies once it reaches ground or a safe altitude.',
      ja: 'スピリットリンク：雲海上などの空域で、生態系の相棒（グライダーなどの機械類を除く）の生命が0以下になると、騎手を乗せたまま通常の3倍の速度で戦場を離脱しようとし、騎手の命令を受け付けない。着地するか落ちても大丈夫な空域に達した時点で力尽き、死亡する。',
    },
    terms: ['スピリットリンク', '雲海', '相棒', '騎手', '生命'], keywords: { en: ['spirit link', 'flee', 'cloud sea'], ja: [] },
  },
  {
    id: 'TK-GLD-1', system: S, group: G.gld, source: seed002('Glider rules › attacks', 'グライダー専用ルール › 攻撃行動'),
    title: { en: 'Glider attacks', ja: 'グライダーの攻撃行動' },
    statement: {
      en: 'Gliders (グライダー, 滑空艇) follow the riding rules except that an unarmed glider cannot attack at all, and an armed one makes its rider spend action points for its attacks too.',
      ja: 'グライダー（滑空艇）は騎乗戦闘ルールに準じるが、武装のない滑空艇は攻撃できず、攻撃できる場合も生態系の相棒と違って騎手が行動力を消費する。',
    },
    terms: ['グライダー', '滑空艇', '騎手', '行動力'], keywords: { en: ['glider', 'armed', 'attack'], ja: [] },
  },
  {
    id: 'TK-GLD-2', system: S, group: G.gld, source: seed002('Glider rules › ki use', 'グライダー専用ルール › 練力消費'),
    title: { en: 'Glider 練力', ja: 'グライダーの練力消費' },
    statement: {
      en: 'A glider\'s 練力 (ki): combat flight −1 per 6 turns (1 minute); cruising −1 per 30 turns (5 minutes); stopped +1 per 6 turns; gliding +1 per 6 turns. At 0 練力 it loses power and cannot act.',
      ja: 'グライダーの練力：戦闘飛行は6ターン（1分）ごとに−1、巡航飛行は30ターン（5分）ごとに−1、停止状態は6ターンごとに+1、滑空飛行も6ターンごとに+1。練力が0になると動力を失い、行動不能になる。',
    },
    terms: ['練力', '戦闘飛行', '巡航飛行', '停止状態', '滑空飛行'], keywords: { en: ['ki', 'energy', 'fuel'], ja: [] },
  },
  {
    id: 'TK-GLD-3', system: S, group: G.gld, source: seed002('Glider rules › cruising', 'グライダー専用ルール › 巡航飛行'),
    title: { en: 'Cruising flight', ja: '巡航飛行' },
    statement: {
      en: 'Cruising (巡航飛行) halves evasion and accuracy (guard included) and allows no top speed; returning to combat flight needs a 1-turn warm-up (暖気).',
      ja: '巡航飛行中は回避と命中（受防を含む）が通常の半分になり、最高速度は出せない。戦闘状態へ戻るには1ターンの暖気が要る。',
    },
    terms: ['巡航飛行', '暖気', '回避', '命中'], keywords: { en: ['cruise', 'warm-up'], ja: [] },
  },
  {
    id: 'TK-GLD-4', system: S, group: G.gld, source: seed002('Glider rules › gliding', 'グライダー専用ルール › 滑空飛行'),
    title: { en: 'Gliding with the power off', ja: '滑空飛行' },
    statement: {
      en: 'Gliding with the power off (滑空飛行) allows only normal movement and free fall; the rider spends all its action points on control and cannot attack. In still air it covers its 移動 for every 10 m of altitude lost; each defence costs 10 m of altitude, and taking damage loses another 0–30 m.',
      ja: '動力を止めた滑空飛行では通常移動と自由落下しかできず、騎手は全行動力を操縦に費やして攻撃できない。無風なら高度10ｍにつき移動値分進む。防御行動1回ごとに高度10ｍを失い、ダメージを受けるとさらに0〜30ｍ失う。',
    },
    terms: ['滑空飛行', '移動', '騎手'], keywords: { en: ['glide', 'power off', 'altitude loss'], ja: [] },
  },
  {
    id: 'TK-ARM-1', system: S, group: G.arm, source: seed002('Armour rules › statistics aboard', 'アーマー戦闘ルール › 搭乗時のステータス'),
    title: { en: 'Statistics aboard', ja: '搭乗時のステータス' },
    statement: {
      en: 'Aboard an armour (アーマー, 駆鎧) the combat statistics are the pilot\'s base statistics without equipment, plus the armour\'s statistics and its equipment.',
      ja: 'アーマー（駆鎧）に搭乗したときの戦闘ステータスは、開拓者の基礎ステータス（武器や防具を装備していない値）＋アーマーのステータス＋アーマーの装備。',
    },
    terms: ['アーマー', '駆鎧', '開拓者'], keywords: { en: ['armour', 'mech', 'pilot'], ja: [] },
  },
  {
    id: 'TK-ARM-2', system: S, group: G.arm, source: seed002('Armour rules › 生命 and 練力', 'アーマー戦闘ルール › 生命＆練力の消費処理'),
    title: { en: 'Separate pools', ja: '生命と練力は別管理' },
    statement: {
      en: 'The armour\'s 生命 and 練力 are kept apart from the pilot\'s. Either at 0 stops the armour; a stopped armour cannot evade or guard and is a fixed target.',
      ja: 'アーマーの生命と練力は搭乗者とは別に管理する。どちらかが0になるとアーマーは機能を停止し、一切の回避・受防ができない固定目標として扱う。',
    },
    terms: ['生命', '練力', '固定目標'], keywords: { en: ['stopped', 'fixed target'], ja: [] },
  },
  {
    id: 'TK-ARM-3', system: S, group: G.arm, source: seed002('Armour rules › 練力 use', 'アーマー戦闘ルール › 生命＆練力の消費処理（練力消費ルール）'),
    title: { en: 'Armour 練力', ja: 'アーマーの練力消費' },
    statement: {
      en: 'In combat an armour uses 3 練力 per turn at the end of its round (6 if the pilot is not a knight, 騎士); on standby −1 per 6 turns; stopped +1 per 6 turns; at 0 it stops.',
      ja: '戦闘中のアーマーは1ターンに練力3をそのラウンドの終了時に消費する（騎士以外が搭乗していれば6）。待機（暖気）状態は6ターンごとに−1、停止状態は6ターンごとに+1。0で動力が停止する。',
    },
    terms: ['練力', '騎士', '待機', '停止状態'], keywords: { en: ['knight', 'ki', 'standby'], ja: [] },
  },
  {
    id: 'TK-ARM-4', system: S, group: G.arm, source: seed002('Armour rules › 生命 (destruction)', 'アーマー戦闘ルール › 生命＆練力の消費処理（生命消費ルール）'),
    title: { en: 'Destruction', ja: '撃破' },
    statement: {
      en: 'At 生命 0 the armour is destroyed and can only be repaired in a workshop; healing skills cannot restore it. Damage beyond its 生命, and all damage after destruction, goes to the pilot.',
      ja: '生命が0になったアーマーは撃破され、工房で修理を受けるまで直らない（回復スキルは効かない）。撃破時に生命を超えたダメージと撃破後のダメージはすべて搭乗者が受ける。',
    },
    terms: ['撃破', '生命'], keywords: { en: ['destroyed', 'repair', 'overflow'], ja: [] },
  },
  {
    id: 'TK-ARM-5', system: S, group: G.arm, source: seed002('Armour rules › start-up and movement', 'アーマー戦闘ルール › 起動手順、アーマー移動ルール'),
    title: { en: 'Boarding and moving', ja: '搭乗と移動' },
    statement: {
      en: 'Boarding an armour takes 6 turns and starting it about a minute. It moves its 移動 in squares per action point and has no full move.',
      ja: 'アーマーへの搭乗は全過程で6ターン、起動はおよそ1分。行動力1で移動力分の距離を移動し、全力移動はない。',
    },
    terms: ['搭乗', '起動', '移動', '全力移動'], keywords: { en: ['board', 'start-up', 'move'], ja: [] },
  },
  {
    id: 'TK-ST-1', system: S, group: G.st, source: ST('checks and modifiers', '状態異常の項目（開始判定、効果判定・回復判定、判定修正）'),
    title: { en: 'Status checks', ja: '開始判定・効果判定・回復判定' },
    statement: {
      en: 'A status effect (状態異常) takes hold on a start check (開始判定) — by default the opposed check caster\'s 知覚 / resister\'s 抵抗 — that reaches 普通 or better; effect and recovery checks are as stated per status. Either side may spend 10 気力 for ±1R; a resister at 気力 30 or less gives +1, at 10 or less +2; a recovery check gets +1 if the start check was 成功.',
      ja: '状態異常は開始判定（指定がなければ術者の知覚/抵抗者の抵抗の対抗判定）で普通以上の成功を得るとかかる。効果判定・回復判定は各状態異常の定めによる。術者・抵抗者は気力10の消費で自由に1ランクの修正を加えられ、抵抗者の現在気力が30以下なら+1、10以下なら+2。回復判定は開始判定が成功だった場合+1。',
    },
    terms: ['状態異常', '開始判定', '効果判定', '回復判定', '知覚', '抵抗', '気力'], keywords: { en: ['status', 'condition', 'start check', 'recovery'], ja: [] },
  },
  {
    id: 'TK-ST-2', system: S, group: G.st, source: ST('stacking', '状態異常の項目（状態異常の重複）'),
    title: { en: 'Stacking', ja: '状態異常の重複' },
    statement: {
      en: 'Status effects coexist unless they contradict each other (asleep yet attacking in a frenzy); some exclude others, and some take priority over others.',
      ja: '状態異常は内容に矛盾がない限り（眠っているのに暴走して攻撃する、などは矛盾）重複して同時に働く。一部の状態異常には排他関係と優先関係がある。',
    },
    terms: ['排他関係', '優先関係'], keywords: { en: ['stacking', 'coexist', 'exclusive'], ja: [] },
  },
  {
    id: 'TK-ST-POISON', system: S, group: G.st, source: ST('poison', '状態異常：毒'),
    title: { en: 'Poison', ja: '毒' },
    statement: {
      en: 'Poison (毒) deals its damage at the start of every turn until it expires, and stacks — the same poison too. Its start check takes −2R per poison already on the target, and the start result scales the base effect: 成功 200%, 軽成功 150%, 普通 100%, 軽失敗 and 失敗 0%.',
      ja: '毒は効果が終わるまで毎ターンの開始時にダメージや悪影響を与え、同じ毒同士でも重複する。開始判定は既にかかっている毒1つごとに−2R。開始判定の結果で効果量が変わる：成功200％、軽成功150％、普通100％、軽失敗と失敗は0％。',
    },
    terms: ['毒'], keywords: { en: ['poison'], ja: [] },
  },
  {
    id: 'TK-ST-CONFUSE', system: S, group: G.st, source: ST('confusion', '状態異常：混乱'),
    title: { en: 'Confusion', ja: '混乱' },
    statement: {
      en: 'Confusion (混乱): a recovery check at each turn start — 失敗 or worse recovers, 軽失敗 stays confused but acts normally that turn; it always ends at its duration, and a new confusion keeps the longest duration. Start and recovery +1 at 気力 ≤ 50% of max, +1 if drunk or dazed, +1 per 暴走/恐慌/魅了 on it; recovery −1 if it took 10% of its max 生命 or more last turn. Each turn its action points go to a 1D20 behaviour, re-rolled if impossible: 1–2 acts normally, 3–4 moves at random, 5–6 attacks the nearest, 7 the nearest ally, 8 itself, 9 a random skill, 10 drops its weapon, 11 takes off equipment, 12 stares blankly, 13–20 talks to itself, laughs, shouts, cries, blushes, cowers, prays or sings and dances.',
      ja: '混乱：毎ターン開始時に回復判定を行い、失敗以下で回復、軽失敗なら回復しないがそのターンは通常通り行動できる。効果時間が過ぎれば必ず回復し、重ねてかけても延長せず最大のものを使う。開始・回復判定は現在気力が最大の50％以下で+1、酩酊などで+1、暴走・恐慌・魅了1つごとに+1、回復判定は前のターンに最大生命の10％以上のダメージを受けていれば−1。行動は1D20で決めて全行動力を費やす（とれなければ振り直す）：1〜2通常通り、3〜4ランダムに移動、5〜6最も近い対象を攻撃、7最も近い味方を攻撃、8自分を攻撃、9ランダムにスキル、10武器を捨てる、11装備を脱ぐ、12ぼんやりする、13〜20独り言・笑う・叫ぶ・泣く・照れる・怯える・祈る・歌って踊る。',
    },
    terms: ['混乱', '回復判定', '暴走', '恐慌', '魅了', '気力'], keywords: { en: ['confusion', 'confused'], ja: [] },
  },
  {
    id: 'TK-ST-BERSERK', system: S, group: G.st, source: ST('berserk', '状態異常：暴走'),
    title: { en: 'Berserk', ja: '暴走' },
    statement: {
      en: 'Berserk (暴走): cannot guard, and at the start of each action attacks the nearest visible creature, sometimes with an active attack skill. It ends at its duration; a 成功 start check lengthens the duration by 50% (truncated). Start check +1 if the resister\'s 気力 is 50% of max or less, +1 if already berserk.',
      ja: '暴走：受防ができず、行動開始時に視界内の最も近い対象を無差別に攻撃する（攻撃用スキルを一定の確率で使う）。効果時間が過ぎれば必ず回復し、開始判定が成功なら効果時間が50％（端数切り捨て）延びる。開始判定は抵抗者の現在気力が最大の50％以下で+1、既に暴走状態で+1。',
    },
    terms: ['暴走', '受防'], keywords: { en: ['berserk', 'frenzy', 'rage'], ja: [] },
  },
  {
    id: 'TK-ST-FEAR', system: S, group: G.st, source: ST('fear', '状態異常：恐慌'),
    title: { en: 'Fear', ja: '恐慌' },
    statement: {
      en: 'Fear (恐慌): cannot attack and moves away until out of sight of what it fears; ends at its duration; a 成功 start check adds 50% to the duration. Start check +1 if 気力 ≤ 50% of max, +1 if 生命 ≤ 50%, a further +2 if 生命 ≤ 10%.',
      ja: '恐慌：攻撃できず、恐れる相手が見えなくなるまで離れようとする。効果時間が過ぎれば必ず回復し、開始判定が成功なら効果時間が50％延びる。開始判定は現在気力が最大の50％以下で+1、現在生命が最大の50％以下で+1、10％以下ならさらに+2。',
    },
    terms: ['恐慌'], keywords: { en: ['fear', 'frightened', 'panic'], ja: [] },
  },
  {
    id: 'TK-ST-CHARM', system: S, group: G.st, source: ST('charm', '状態異常：魅了'),
    title: { en: 'Charm', ja: '魅了' },
    statement: {
      en: 'Charm (魅了): no hostile act toward the charmer, direct or indirect (calling allies, supporting their attacks). The charmer may give orders face to face: an effect check at −2 — 成功 obeys and stays charmed, 失敗 ends the charm and refuses, anything else refuses but stays charmed. +1 to start and effect checks if it does not see the charmer as an enemy; it ends at its duration.',
      ja: '魅了：魅了した相手に対し、仲間を呼ぶ・攻撃中の仲間を支援するといった間接的なものも含め、一切の敵対行動をとれない。魅了した側は直接の会話で命令でき、その効果判定は−2：成功なら命令を聞き魅了も続く、失敗なら魅了が解けて命令も聞かない、それ以外は命令を聞かないが魅了は続く。相手を敵と認識していなければ開始・効果判定に+1。効果時間が過ぎれば必ず回復する。',
    },
    terms: ['魅了', '効果判定'], keywords: { en: ['charm', 'charmed', 'order'], ja: [] },
  },
  {
    id: 'TK-ST-CURSE', system: S, group: G.st, source: ST('curse', '状態異常：呪詛'),
    title: { en: 'Curse', ja: '呪詛' },
    statement: {
      en: 'Curse (呪詛) has a strength of 1–5 and makes its bearer easier to afflict with status effects and worse at afflicting others (the modifier\'s sign: TK-R3). A 成功 start check strengthens it one step. It coexists with every status but petrification; several curses do not stack, the strongest applies. Start and effect checks +1 if the curser is at 20% of its max 生命 or less.',
      ja: '呪詛は強さ1〜5で、受けた者を状態異常にかかりやすく、自分から状態異常を与えにくくする（修正の向きは TK-R3）。開始判定が成功なら1段階強まる。石化を除くどの状態異常とも同時に働き、複数かけられても重複せず、最も強いものだけが働く。呪詛を与える術者の現在生命が最大の20％以下なら開始・効果判定に+1。',
    },
    terms: ['呪詛', '石化'], keywords: { en: ['curse', 'cursed', 'hex'], ja: [] },
  },
  {
    id: 'TK-ST-SLEEP', system: S, group: G.st, source: ST('sleep', '状態異常：睡眠'),
    title: { en: 'Sleep', ja: '睡眠' },
    statement: {
      en: 'Sleep (睡眠): no actions, and 受防 and 回避 count as 0. A recovery check at each turn start and whenever it takes 1 or more damage (once for a simultaneous multi-hit attack): 失敗 or worse wakes, and it always wakes after twice the duration. Modifiers: +2 already asleep, +1 awake 24 hours or more (humans and animals), +1 outside combat, +1 repeated sleep effects; −1 for a check caused by an attack, a further −1 if that damage was 30% of max 生命 or more, −1 past the duration and a further −1 for each turn after.',
      ja: '睡眠：一切行動できず、受防と回避は0として扱う。ターン開始時と1点以上のダメージを受けたとき（同時の複数回攻撃でも1回）に回復判定を行い、失敗以下で目覚める。効果時間の2倍が過ぎれば必ず目覚める。修正：元々眠っていた+2、24時間以上眠っていない+1（人間・動物）、戦闘中でない+1、睡眠の術や道具を連続で使われた+1、攻撃を受けたことによる回復判定−1、そのダメージが最大生命の30％以上でさらに−1、効果時間を過ぎていれば−1で以降1ターンごとにさらに−1。',
    },
    terms: ['睡眠', '受防', '回避', '回復判定'], keywords: { en: ['sleep', 'asleep'], ja: ['眠り'] },
  },
  {
    id: 'TK-ST-MIASMA', system: S, group: G.st, source: ST('miasma infection', '状態異常：瘴気感染'),
    title: { en: 'Miasma infection', ja: '瘴気感染' },
    statement: {
      en: 'Miasma infection (瘴気感染) has 10 stages: a progression check twice a day adds a stage on failure, and failing at stage 10 kills. It never wears off by itself and coexists with every status but petrification. Per stage: −1 on its own start and effect checks against statuses, max 生命/練力/気力 −5%, 攻撃 命中 回避 防御 受防 知覚 抵抗 −5%, and for an 陰陽師 +10% skill attack and perception; spending 10 気力 suppresses two stages for 1 minute (6 turns). Start +1 already infected, +2 in a tainted place, −2 in a shrine or temple, −2 against an 陰陽師; demons (アヤカシ) are immune.',
      ja: '瘴気感染は10段階で、1日に2度の病状進行判定に失敗すると1段階悪化し、10段階目で失敗すると死亡する。自然には回復せず、石化を除くどの状態異常とも同時に働く。1段階ごとに状態異常への開始・効果判定に−1、最大生命・最大練力・最大気力が5％低下、攻撃・命中・回避・防御・受防・知覚・抵抗が5％低下し、陰陽師に限りスキル使用時の攻撃力・知覚力が10％上昇する。気力10の消費で1分（6ターン）の間2段階分を無効化できる。開始判定は既に感染+1、魔の森など汚染された場所+2、神社や寺−2、対象が陰陽師−2。アヤカシは感染しない。',
    },
    terms: ['瘴気感染', '陰陽師', 'アヤカシ', '魔の森', '石化'], keywords: { en: ['miasma', 'infection', 'taint', 'disease'], ja: ['瘴気'] },
  },
  {
    id: 'TK-ST-PETRIFY', system: S, group: G.st, source: ST('petrification', '状態異常：石化'),
    title: { en: 'Petrification', ja: '石化' },
    statement: {
      en: 'Petrification (石化) starts at stage 0; every 3 turns, at turn start, a progression check adds 2 stages on 成功, 1 on 軽成功 or 普通 and none on 軽失敗 or 失敗. At stage 5 the character is fully petrified: no actions, immune to other statuses, still conscious. Per stage: action points −1, 防御 +50, 俊敏 −50, −1R on all hit checks; it never wears off by itself.',
      ja: '石化は0段階から始まり、3ターンに一度ターン開始時に石化進行判定を行う：成功で2段階、軽成功〜普通で1段階進み、軽失敗〜失敗では進まない。5段階で完全に石化し、一切行動できず他の状態異常も受け付けないが、意識は残る。1段階ごとに行動−1、防御+50、俊敏−50、すべての命中判定に−1R。自然には回復しない。',
    },
    terms: ['石化'], keywords: { en: ['petrify', 'petrification', 'stone'], ja: [] },
  },
  {
    id: 'TK-R1', system: S, group: G.rul, source: seed002('Hit check › rating table', '命中判定 › レーティング表（命中判定表）'),
    title: { en: 'The default rating table', ja: '既定のレーティング表' },
    statement: {
      en: 'The rating table is editable data with a reconstructed default: monotonic (a higher die or a more favourable column never gives a worse result) and centred so that at ratio 1.0 a d20 gives 貫通 on 20–22, 直撃 on 16–19, 軽傷 on 11–15, 微傷 on 7–10 and 失敗 on 1–6, each band boundary moving one row per column. It is not the original table.',
      ja: 'レーティング表は編集できるデータとし、既定は復元したものとする：単調（出目が高いほど、有利な列ほど結果が悪くならない）で、比率1.0ではd20の出目20〜22が貫通、16〜19が直撃、11〜15が軽傷、7〜10が微傷、1〜6が失敗となり、段階の境目は1列ごとに1行ずつずれる。原文の表そのものではない。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'The default below is used until the GM pastes or edits a table (saved with the encounter). Rows 21–22 are reached only with dice modifiers; status checks read the same bands as 成功 / 軽成功 / 普通 / 軽失敗 / 失敗. A pasted table where a higher die or a better column gives a worse result is accepted with a warning.',
        ja: 'マスターが表を貼り付けるか編集するまで既定の表を使う（遭遇と一緒に保存する）。21〜22の行はダイス修正でのみ使い、状態異常の判定は同じ段階を成功・軽成功・普通・軽失敗・失敗と読む。出目が高いほど、または有利な列ほど悪くなる表も、警告つきで受け付ける。',
      },
      why: { en: 'The source\'s table was coloured cells and only the headings survived (TK-RATE-4).', ja: '原文の表は色分けされたマスで、見出ししか残っていない（TK-RATE-4）。' },
      switch: {
        en: 'In the rules reference: paste a table, click a cell to edit it, or reset to the default (commands `tkSetRatingTable`, `tkSetRatingCell`).',
        ja: 'ルール参照のレーティング表で、表を貼り付ける、マスをクリックして編集する、既定に戻すことができる。',
      },
    },
    terms: ['レーティング表', ...['貫通', '直撃', '軽傷', '微傷', '失敗']], keywords: { en: ['rating table', 'default', 'reconstruction'], ja: ['復元'] },
  },
  {
    id: 'TK-R2', system: S, group: G.rul, source: seed002('Mounted combat › initiative and order', '騎乗戦闘ルール › イニシアティブ判定と行動順'),
    title: { en: 'Mounted initiative without a die', ja: '騎乗中のイニシアティブはダイスなし' },
    statement: {
      en: 'A rider and its partner take one place in the order at the partner\'s 回避, with no die roll, like other characters without 俊敏.',
      ja: '騎手と相棒は、俊敏のない他のキャラクターと同じく、相棒の回避をそのまま使ってダイスを振らずに1つの順番に入る。',
    },
    ruling: {
      origin: 'digest',
      does: { en: 'The initiative list shows the pair once, at the partner\'s 回避.', ja: 'イニシアティブの一覧では、両者を相棒の回避の位置に1つとして示す。' },
      why: { en: 'TK-MNT-1 bases initiative on the partner\'s 回避 but does not say whether a die is added; TK-TURN-3 rolls no die for characters that use 回避.', ja: 'TK-MNT-1 は相棒の回避を基準とするが、ダイスを加えるかは書いていない。TK-TURN-3 では回避を使う者はダイスを振らない。' },
    },
    terms: ['イニシアティブ判定', '回避', '俊敏', '相棒', '騎手'], keywords: { en: ['initiative', 'rider', 'partner'], ja: [] },
  },
  {
    id: 'TK-R3', system: S, group: G.rul, source: ST('curse', '状態異常：呪詛'),
    title: { en: 'The sign of the curse modifier', ja: '呪詛の修正の向き' },
    statement: {
      en: 'Afflicting a cursed character with a status gets +1 to +5 (the curse\'s strength) in the caster\'s favour, and the cursed character\'s own attempts to afflict others get −1 to −5.',
      ja: '呪詛を受けている者に状態異常を与えるときは術者に有利な+1〜+5（呪詛の強さ）の修正、呪詛を受けている者が他者に状態異常を与えるときは−1〜−5の修正とする。',
    },
    ruling: {
      origin: 'digest',
      does: { en: 'Status check modifiers list the curse with its strength and the rule id.', ja: '状態異常の判定の修正一覧に、呪詛をその強さと規則の番号とともに示す。' },
      why: {
        en: 'The source gives the caster −1 to −5 against a cursed character, which as written makes the cursed harder to afflict and contradicts its own statement that the curse makes its bearer easier to afflict. The app follows the stated intent.',
        ja: '原文は呪詛を受けている者に状態異常を与える術者に−1〜−5の修正を課すが、それでは状態異常にかかりにくくなり、「状態異常効果を受けやすくなる」という原文自身の説明と矛盾する。アプリは説明の意図に従う。',
      },
    },
    terms: ['呪詛', '開始判定', '効果判定'], keywords: { en: ['curse', 'sign', 'contradiction'], ja: [] },
  },
  ...tenkaiAppRulings,
];
