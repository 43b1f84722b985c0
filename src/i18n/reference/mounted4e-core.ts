/**
 * The D&D 4th Edition core rules that the mounted-combat seed leans on (B-*), in the project's words. Source:
 * the Rules Compendium (public rules facts, restated in the digest). The Japanese uses the Japanese 4e terms
 * that seed 000 uses (押しやり, 引き寄せ, 横滑り, セーヴィング・スロー, 伏せ状態, 〈軽業〉 …).
 */
import type { BookSource, RuleEntry } from './types';

const S = 'mounted4e' as const;
const RC = 'D&D 4th Edition Rules Compendium';
const rc = (page?: string): BookSource => (page ? { kind: 'book', book: RC, page } : { kind: 'book', book: RC });
const G = { en: '4e core rules the seed relies on', ja: '騎乗戦闘が前提とする基本ルール' };

/** B-1 … B-18. */
export const coreRules: RuleEntry[] = [
  {
    id: 'B-1',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Size and space', ja: 'サイズと接敵面' },
    statement: {
      en: "A Tiny creature fills ½ × ½ square (four fit in one square, and it may share a larger creature's space); Small and Medium 1 × 1; Large 2 × 2; Huge 3 × 3; Gargantuan 4 × 4 or more. Natural reach (間合い): Small and Medium 1, Large 1–2, Huge 2–3, Gargantuan 3–4, depending on body shape (an editable statistic).",
      ja: '超小型は1マスの½×½（1マスに4体入り、より大きいクリーチャーの接敵面を共有できる）、小型と中型は1×1、大型は2×2、超大型は3×3、巨大は4×4以上の接敵面を占める。生来の間合いは小型・中型1、大型1〜2、超大型2〜3、巨大3〜4（体形による。編集できる能力値）。',
    },
    terms: ['サイズ分類', '接敵面', '間合い', '超小型', '小型', '中型', '大型', '超大型', '巨大'],
    keywords: { en: ['size', 'reach', 'space'], ja: ['大きさ'] },
  },
  {
    id: 'B-2',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Forced movement', ja: '強制移動' },
    statement: {
      en: 'A push (押しやり) moves the target one square farther from the source per square, a pull (引き寄せ) one square closer, a slide (横滑り) in any direction; the distance is a maximum. Forced movement ignores difficult terrain, provokes no opportunity attacks, cannot pass blocking terrain or occupied squares, must end in an unoccupied space big enough for the target and is normally horizontal. A target forced over a precipice may save at once to catch itself: it falls prone in the last square before the edge and the movement ends.',
      ja: '押しやりは1マスごとに起点から遠ざけ、引き寄せは近づけ、横滑りは任意の方向へ動かす。距離は上限で、少なく動かしても動かさなくてもよい。強制移動は移動困難地形を無視し、機会攻撃を誘発せず、阻害地形や占有されたマスは通れず、目標が収まる空いた場所で終わらなければならず、通常は水平に動く。崖の外へ動かされる目標は即座にセーヴィング・スローを行え、成功すれば縁の手前のマスで伏せ状態になり、強制移動はそこで終わる。',
    },
    terms: ['押しやり', '引き寄せ', '横滑り', '強制移動', 'セーヴィング・スロー', '伏せ状態'],
    keywords: {
      en: ['push', 'pull', 'slide', 'forced movement', 'precipice', 'cliff'],
      ja: ['押しやる', '引き寄せる', '横滑りさせる', '崖'],
    },
  },
  {
    id: 'B-3',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Saving throw', ja: 'セーヴィング・スロー' },
    statement: {
      en: "A saving throw (セーヴィング・スロー) is a d20 roll with no modifiers unless one applies; 10 or more succeeds. Effects that a save ends are rolled for at the end of the creature's turn.",
      ja: 'セーヴィング・スローは、修正が指定されない限り修正なしで1D20を振り、10以上で成功する。「セーヴ・終了」の効果は、そのクリーチャーのターン終了時に判定する。',
    },
    terms: ['セーヴィング・スロー'],
    keywords: { en: ['save', 'saving throw', 'save ends'], ja: ['セーヴ'] },
  },
  {
    id: 'B-4',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Prone', ja: '伏せ状態' },
    statement: {
      en: 'A prone creature (伏せ状態) takes −2 to attack rolls, grants combat advantage to melee attackers, gets +2 to all defences against ranged attacks from non-adjacent attackers, and moves only by crawling (half speed), teleporting or forced movement. Dropping prone is a minor action and standing up a move action. A flying or climbing creature knocked prone falls.',
      ja: '伏せ状態のクリーチャーは攻撃ロールに−2、近接攻撃を行う者に戦闘優位を与え、隣接していない者からの遠隔攻撃に対して全防御値に+2を得る。移動は這い進み（移動速度の半分）、瞬間移動、強制移動のみ。伏せるのはマイナー・アクション、立ち上がるのは移動アクション。飛行中や登攀中に伏せ状態にされたクリーチャーは落下する。',
    },
    terms: ['伏せ状態', '戦闘優位', 'マイナー・アクション', '移動アクション'],
    keywords: { en: ['prone', 'stand up', 'crawl', 'combat advantage'], ja: ['立ち上がる', '転倒'] },
  },
  {
    id: 'B-5',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Falling', ja: '落下' },
    statement: {
      en: 'A fall deals 1d10 damage per 10 ft fallen (at most 50d10), and the creature lands prone unless it takes no damage. A creature trained in Acrobatics (〈軽業〉) may, as a free action, reduce the damage by half its check result (rounded down); reduced to 0, it lands standing.',
      ja: '落下ダメージは落下した10フィートごとに1D10（最大50D10）で、ダメージを受けなかった場合を除き伏せ状態で着地する。〈軽業〉を修得済みのクリーチャーはフリー・アクションで判定値の半分（端数切り捨て）だけダメージを減らせ、0になれば立ったまま着地する。',
    },
    terms: ['落下', '落下ダメージ', '〈軽業〉', '伏せ状態'],
    keywords: { en: ['fall', 'falling damage', 'acrobatics'], ja: ['落ちる'] },
  },
  {
    id: 'B-6',
    system: S,
    group: G,
    source: rc('133'),
    title: { en: 'Reaching when jumping', ja: '跳躍で手が届く高さ' },
    statement: {
      en: "A high jump rises Athletics check ÷ 10 feet (÷ 5 with a running start of 2 or more squares). The height reached is the jump plus the creature's height plus a third of that height (a 6 ft creature reaches 8 ft plus the jump). Without a height, use the vertical reach by size: Tiny 2.5 ft, Small 10, Medium 10, Large 15, Huge 25, Gargantuan 35.",
      ja: '高跳びの高さは〈運動〉判定値÷10フィート（2マス以上の助走があれば÷5）。手が届いた高さは、跳んだ高さに身長とその3分の1を足したもの（身長6フィートなら8フィート＋跳んだ高さ）。身長がなければサイズごとの垂直に届く高さを使う：超小型2.5フィート、小型10、中型10、大型15、超大型25、巨大35。',
    },
    terms: ['跳躍', '〈運動〉'],
    keywords: { en: ['jump', 'high jump', 'athletics', 'reach'], ja: ['高跳び', 'ジャンプ'] },
  },
  {
    id: 'B-7',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Actions', ja: 'アクション' },
    statement: {
      en: "Each turn a creature has a standard, a move and a minor action plus free actions; a standard may be taken as a move or a minor, a move as a minor. It has one immediate action per round, never on its own turn, and one opportunity action per other creature's turn. A dazed creature (幻惑状態) takes only one of its standard, move and minor actions, no immediate or opportunity actions, and grants combat advantage.",
      ja: 'ターンごとに標準・移動・マイナーの各アクションとフリー・アクションを行える。標準アクションは移動かマイナーに、移動アクションはマイナーに置き換えられる。即応アクションは毎ラウンド1回（自分のターンには行えない）、機会アクションは他のクリーチャーのターンごとに1回。幻惑状態のクリーチャーは標準・移動・マイナーのうち1回しか行えず、即応・機会アクションは行えず、戦闘優位を与える。',
    },
    terms: [
      '標準アクション',
      '移動アクション',
      'マイナー・アクション',
      'フリー・アクション',
      '即応アクション',
      '機会アクション',
      '幻惑状態',
    ],
    keywords: { en: ['action', 'standard', 'minor', 'immediate', 'dazed', 'stunned'], ja: ['朦朧状態'] },
  },
  {
    id: 'B-8',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Charge', ja: '突撃' },
    statement: {
      en: 'A charge (突撃) is a standard action: move up to your speed, each square closer to the target, ending at least 2 squares from where you started, then make a melee basic attack or a bull rush at +1. Afterwards the creature takes no further actions that turn except free actions.',
      ja: '突撃は標準アクション：移動速度まで、1マスごとに目標へ近づきながら開始位置から2マス以上離れて移動し、近接基本攻撃か突き飛ばしを+1で行う。その後、そのターンにはフリー・アクション以外を行えない。',
    },
    terms: ['突撃', '標準アクション', '近接基本攻撃'],
    keywords: { en: ['charge', 'bull rush'], ja: ['チャージ', '突き飛ばし'] },
  },
  {
    id: 'B-9',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Squeezing', ja: '無理矢理入り込む' },
    statement: {
      en: 'Squeezing (無理矢理入り込む) is a move action at half speed, a Large or larger creature counting as one size smaller. While squeezing it takes −5 to attack rolls and grants combat advantage, until it stops squeezing (a free action).',
      ja: '無理矢理入り込むのは移動アクションで、移動速度の半分で動き、大型以上は1段階小さいサイズとみなす。その間は攻撃ロールに−5で戦闘優位を与え、やめる（フリー・アクション）まで続く。',
    },
    terms: ['無理矢理入り込む', '戦闘優位'],
    keywords: { en: ['squeeze'], ja: [] },
  },
  {
    id: 'B-10',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Cover', ja: '遮蔽' },
    statement: {
      en: 'Partial cover (部分遮蔽) gives −2 to the attack, superior cover −5. Enemies in the way of a ranged attack give its target cover; allies never give cover to enemies, and no creature gives cover against melee, close or area attacks.',
      ja: '部分遮蔽は攻撃に−2、良好な遮蔽は−5。遠隔攻撃の射線上にいる敵は目標に遮蔽を与える。味方が敵に遮蔽を与えることはなく、近接・近接範囲・遠隔範囲の攻撃に対してクリーチャーは遮蔽を与えない。',
    },
    terms: ['部分遮蔽', '良好な遮蔽', '射線'],
    keywords: { en: ['cover', 'superior cover', 'line of fire'], ja: ['遮蔽'] },
  },
  {
    id: 'B-11',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Opportunity attacks', ja: '機会攻撃' },
    statement: {
      en: 'An adjacent enemy provokes an opportunity attack (機会攻撃) by leaving a square within your reach by moving — not by shifting, teleporting or being forced — and by using a ranged or area power.',
      ja: '隣接する敵が移動によって（シフト・瞬間移動・強制移動を除く）自分の間合い内のマスから出たとき、また遠隔や遠隔範囲のパワーを使ったとき、機会攻撃を誘発する。',
    },
    terms: ['機会攻撃', '間合い', 'シフト'],
    keywords: { en: ['opportunity attack', 'provoke', 'shift'], ja: ['誘発'] },
  },
  {
    id: 'B-12',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Flying', ja: '飛行' },
    statement: {
      en: 'Vertical movement costs a flier nothing extra. A flier knocked prone falls and is not prone until it lands and takes falling damage; a falling flier subtracts its fly speed × 5 ft from the distance fallen, and at 0 or less takes no damage and is not prone. A stunned flier falls unless it can hover.',
      ja: '飛行中の垂直方向の移動に余分なコストはかからない。伏せ状態にされた飛行クリーチャーは落下し、着地して落下ダメージを受けるまでは伏せ状態にならない。落下する飛行クリーチャーは飛行速度×5フィートを落下距離から引き、0以下ならダメージを受けず伏せ状態にもならない。朦朧状態の飛行クリーチャーはホバリングできない限り落下する。',
    },
    terms: ['飛行', '落下', '伏せ状態', '朦朧状態'],
    keywords: { en: ['fly', 'flight', 'hover', 'stunned', 'fall'], ja: ['ホバリング'] },
  },
  {
    id: 'B-13',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Teleportation', ja: '瞬間移動' },
    statement: {
      en: 'A teleport (瞬間移動) needs line of sight to the destination, which must be unoccupied and big enough. It provokes no opportunity attacks and is not forced movement; a prone creature arrives prone.',
      ja: '瞬間移動には目的地への視線が必要で、目的地は空いていて十分な広さがなければならない。機会攻撃を誘発せず、強制移動でもない。伏せ状態のクリーチャーは伏せ状態のまま到着する。',
    },
    terms: ['瞬間移動', '視線'],
    keywords: { en: ['teleport', 'line of sight'], ja: ['テレポート'] },
  },
  {
    id: 'B-14',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Effects and their durations', ja: '効果と持続時間' },
    statement: {
      en: "A power's effect lasts as long as it says: save ends (セーヴ・終了, B-3), until the end of your next turn, until the end of the target's next turn, until the start of your (or a named creature's) next turn, or until the end of the encounter. An effect put on during a creature's turn that lasts \"until the end of its next turn\" outlasts the current one. A creature can be under several effects at once; the same condition from two powers is two effects, each with its own duration. An effect may also make its target grant combat advantage (+2 to the attack roll, B-7) — to every attacker, to the power's user only (\"grants combat advantage to you\"), or to the user and its allies — for as long as it lasts.",
      ja: 'パワーの効果は、その記述どおりの間続く：セーヴ・終了（B-3）、使い手の次のターンの終了時まで、目標の次のターンの終了時まで、使い手（または指定されたクリーチャー）の次のターンの開始時まで、遭遇終了時まで。あるクリーチャーのターン中に与えられた「そのクリーチャーの次のターンの終了時まで」の効果は、今のターンでは終わらない。1体が同時に複数の効果を受けることができ、2つのパワーによる同じ状態は持続時間が別々の2つの効果である。効果によって、目標が戦術的優位（攻撃ロールに+2、B-7）を与えることもある：すべての攻撃者に、パワーの使い手だけに（「あなたに戦術的優位を与える」）、または使い手とその味方に。効果が続く間与える。',
    },
    terms: ['効果', '持続時間', 'セーヴ・終了', '遭遇'],
    keywords: {
      en: ['effect', 'duration', 'until the end of your next turn', 'save ends', 'encounter', 'combat advantage'],
      ja: ['状態', '戦術的優位'],
    },
  },
  {
    id: 'B-15',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Ongoing damage', ja: '継続的ダメージ' },
    statement: {
      en: 'A creature under ongoing damage (継続的ダメージ) takes it at the start of each of its turns. Of several ongoing damages of the same type only the highest applies; different types all apply.',
      ja: '継続的ダメージを受けているクリーチャーは、自分の各ターンの開始時にそのダメージを受ける。同じ種類の継続的ダメージが複数あれば最も高いものだけを受け、種類が違えばすべてを受ける。',
    },
    terms: ['継続的ダメージ'],
    keywords: { en: ['ongoing damage', 'fire', 'poison'], ja: ['火', '毒'] },
  },
  {
    id: 'B-16',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Delaying', ja: '行動遅延' },
    statement: {
      en: "At the start of its turn, before taking any action, a creature that can take actions (not a stunned or unconscious one) may delay (行動遅延): it takes its turn later, after any other creature's turn, and acts at that place in the order from then on. The start of its turn happens when it delays. At that moment any effect it sustains ends, and so do the effects that last until the end of its turn and are beneficial to it or its allies — a bonus on its side, and also a harm it put on an enemy (if it stunned an enemy until the end of its next turn, the stun ends when it delays): it cannot prolong them by delaying. The effects that last until the end of its turn and are harmful to it end, and its saving throws are made, only after the turn it takes later: it cannot shed them by delaying. If its place in the order comes round before it acts, the delayed turn is lost.",
      ja: 'ターンの開始時、何もアクションを行う前に、アクションを行えるクリーチャー（朦朧状態や気絶状態でない者）は行動遅延できる：後で他のクリーチャーのターンの後に自分のターンを行い、以後はそのイニシアチブ順で行動する。ターン開始時のことは行動遅延したときに起こる。その時点で、維持している効果は終わり、自分のターンの終了時まで続き自分か味方に有利な効果も終わる――自分の側へのボーナスだけでなく、敵に与えた不利な効果も（敵を次のターンの終了時まで朦朧状態にしていたなら、遅延した時点で朦朧状態は終わる）。行動遅延で引き延ばすことはできない。自分のターンの終了時まで続き自分に不利な効果が終わるのと、セーヴィング・スローを行うのは、後で行うターンの後である。行動遅延で逃れることはできない。行動する前に自分の順番が再び来たら、遅延したターンは失われる。',
    },
    terms: ['行動遅延', 'イニシアチブ'],
    keywords: { en: ['delay', 'initiative', 'sustain', 'stunned'], ja: ['遅延', '維持'] },
  },
  {
    id: 'B-17',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Bursts and blasts', ja: '爆発と噴射' },
    statement: {
      en: "A close burst N (近接範囲・爆発) fills every square within N of the user's space and does not include the user; a close blast N (近接範囲・噴射) is N × N squares adjacent to the user's space and not in it; an area burst N within R (遠隔範囲・爆発) fills every square within N of a square within R squares. The power affects the creatures in those squares that it names (creatures, enemies or allies); a target outside cannot be chosen.",
      ja: '近接範囲・爆発は使い手の接敵面からその大きさのマス数以内のすべてのマスで、使い手を含まない（爆発2なら2マス以内）。近接範囲・噴射は使い手の接敵面に隣接し、それに含まれない一辺がその大きさの正方形（噴射3なら3×3マス）。遠隔範囲・爆発は射程内の1マスを中心に、その大きさのマス数以内のすべてのマス。パワーはその範囲内の、記述するクリーチャー（すべて、敵、味方）に作用し、範囲外の目標は選べない。',
    },
    terms: ['近接範囲', '遠隔範囲', '爆発', '噴射', '接敵面'],
    keywords: { en: ['burst', 'blast', 'area', 'close', 'template'], ja: ['範囲'] },
  },
  {
    id: 'B-18',
    system: S,
    group: G,
    source: rc(),
    title: { en: 'Slowed, weakened, marked', ja: '減速状態・弱体化状態・マーク状態' },
    statement: {
      en: 'A slowed creature (減速状態) has speed 2 (if its speed is higher). A weakened creature (弱体化状態) deals half damage with its attacks. A marked creature (マーク状態) takes −2 to attack rolls of any attack that does not include the creature that marked it; it can be marked by one creature at a time, a new mark replacing the old, and a mark ends at once when the creature that marked it dies or falls unconscious.',
      ja: '減速状態のクリーチャーの移動速度は2になる（それより速い場合）。弱体化状態のクリーチャーの攻撃のダメージは半分になる。マーク状態のクリーチャーは、マークしたクリーチャーを目標に含まない攻撃の攻撃ロールに−2のペナルティを受ける。マークは一度に1体からしか受けず、新たなマークは古いものに置き換わる。マークしたクリーチャーが死亡するか気絶状態になると、マークはただちに終わる。',
    },
    terms: ['減速状態', '弱体化状態', 'マーク状態'],
    keywords: { en: ['slowed', 'weakened', 'marked', 'mark'], ja: ['マーク'] },
  },
];
