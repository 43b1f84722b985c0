/**
 * Mounted combat (D&D 4e with one table's house rulings), the seed's own rules MC-* and the optional fall rule.
 * Source: seed 000 (`shared/seeds/000_dad6c56fbe77d199.txt`); the Japanese follows its terms (乗騎, 乗り手, 同乗者,
 * 接敵面, 押しやり, 伏せ状態, セーヴィング・スロー, 軍用鞍 …). The 4e core rules (B-*) are in mounted4e-core.ts,
 * the rulings (MC-R*) in mounted4e-rulings.ts.
 */
import type { Bilingual, RuleEntry, SeedSource } from './types';

const S = 'mounted4e' as const;
/** Seed 000, at one of its headings. */
export const SEED_000 = '000_dad6c56fbe77d199.txt';
export const seed000 = (en: string, ja: string): SeedSource => ({ kind: 'seed', seed: SEED_000, section: { en, ja } });

/** The reference list's section headings for 4e mounted combat. */
export const MC_GROUPS = {
  elig: { en: 'Who can be a mount', ja: '乗騎の条件' },
  onoff: { en: 'Getting on and off', ja: '乗騎への乗り降り' },
  riding: { en: 'While mounted', ja: '騎乗中のルール' },
  turns: { en: 'Initiative, turns and actions', ja: 'イニシアチブとアクション' },
  attack: { en: 'Attacks involving riders and mounts', ja: '乗騎や乗り手への攻撃' },
  forced: { en: 'Forced movement and teleportation', ja: '強制移動と瞬間移動' },
  prone: { en: 'Knocked prone', ja: '伏せ状態' },
  pass: { en: 'Passengers', ja: '同乗者' },
  option: { en: 'Optional rule', ja: '選択ルール' },
} satisfies Record<string, Bilingual>;
const G = MC_GROUPS;

const FORCED_TERMS = ['押しやり', '引き寄せ', '横滑り', '強制移動'];
const FORCED_KEYS = { en: ['push', 'pull', 'slide', 'forced movement'], ja: ['押しやる', '引き寄せる', '横滑りさせる'] };

/** MC-* rules of seed 000. */
export const mountedRules: RuleEntry[] = [
  {
    id: 'MC-ELIG-1', system: S, group: G.elig, source: seed000('Requirements for a mount › size category', '乗騎の条件 › サイズ分類'),
    title: { en: 'Size', ja: 'サイズ分類' },
    statement: {
      en: 'A mount (乗騎) must be at least one size category larger than its rider (乗り手): Tiny < Small < Medium < Large < Huge < Gargantuan. A Medium rider therefore needs a Large or larger mount.',
      ja: '乗騎のサイズ分類は乗り手より1段階以上大きくなければならない（超小型＜小型＜中型＜大型＜超大型＜巨大）。つまり中型の乗り手には大型以上の乗騎が要る。',
    },
    terms: ['乗騎', '乗り手', 'サイズ分類'], keywords: { en: ['size', 'large', 'medium'], ja: ['大きさ'] },
  },
  {
    id: 'MC-ELIG-2', system: S, group: G.elig, source: seed000('Requirements for a mount › consent', '乗騎の条件 › 同意が必要'),
    title: { en: 'Willing mount', ja: '同意が必要' },
    statement: {
      en: 'Only a willing creature can be a mount. While it carries a rider it counts as an ally of the rider and of the rider\'s allies.',
      ja: '乗騎となるクリーチャーは同意していなければならない。騎乗されている間、乗騎は乗り手にとっても乗り手の味方にとっても味方とみなされる。',
    },
    terms: ['乗騎', '味方'], keywords: { en: ['consent', 'ally', 'willing'], ja: ['同意'] },
  },
  {
    id: 'MC-MOUNT-1', system: S, group: G.onoff, source: seed000('Getting on and off › mount', '乗騎への乗り降り › 乗る'),
    title: { en: 'Mount (move action)', ja: '乗る（移動アクション）' },
    statement: {
      en: 'As a move action (移動アクション), a creature adjacent to a mount climbs on and becomes its rider.',
      ja: '移動アクションで、乗騎に隣接しているクリーチャーはその乗騎に乗り、乗り手となる。',
    },
    terms: ['乗騎', '乗り手', '移動アクション'], keywords: { en: ['mount', 'get on', 'climb'], ja: ['騎乗'] },
  },
  {
    id: 'MC-MOUNT-2', system: S, group: G.onoff, source: seed000('Getting on and off › dismount', '乗騎への乗り降り › 降りる'),
    title: { en: 'Dismount (move action)', ja: '降りる（移動アクション）' },
    statement: {
      en: 'As a move action, the rider gets off into a free square of its choice adjacent to the mount\'s space (接敵面).',
      ja: '移動アクションで、乗り手は乗騎の接敵面に隣接する空いたマスのうち好きなマスへ降りる。',
    },
    terms: ['乗騎', '乗り手', '接敵面', '移動アクション'], keywords: { en: ['dismount', 'get off'], ja: ['下乗'] },
  },
  {
    id: 'MC-MOUNT-3', system: S, group: G.onoff, source: seed000('Getting on and off › uncommon means', '乗騎への乗り降り › 一般的でない手段'),
    title: { en: 'Mounting from a distance', ja: '隣接していない乗騎に乗る' },
    statement: {
      en: 'A creature that is not adjacent first moves until it is, then spends extra movement (追加の移動) to enter the mount\'s space: Medium or smaller 2 squares, Large 4, Huge 6, Gargantuan 8 or more. The size also gives the mount\'s space height (接敵面の高さ): 1, 2, 3, 4 or more squares. This is usually a move action but can be part of any action that moves the creature.',
      ja: '隣接していない乗騎に乗るには、まず移動して隣接し、接敵面に入るときに追加の移動を消費する。追加の移動は乗騎のサイズにより中型以下2マス、大型4マス、超大型6マス、巨大8マス以上で、接敵面の高さはそれぞれ1、2、3、4マス以上。通常は移動アクションの一部だが、移動を伴うどのアクションの一部にもできる。',
    },
    terms: ['追加の移動', '接敵面の高さ', '移動アクション'], keywords: { en: ['extra movement', 'space height'], ja: [] },
  },
  {
    id: 'MC-MOUNT-4', system: S, group: G.onoff, source: seed000('Getting on and off › jump', '乗騎への乗り降り › 跳躍'),
    title: { en: 'Jumping on', ja: '跳躍で乗る' },
    statement: {
      en: 'If the creature jumps on (跳躍) and the height it reaches (B-6) is at least the mount\'s space height, it needs no extra movement; otherwise the extra movement drops by 2 squares for every full 5 ft of height reached.',
      ja: '跳躍で乗る場合、手が届いた高さ（B-6）が乗騎の接敵面の高さ以上なら追加の移動は要らない。足りなくても、手が届いた高さ5フィートごとに追加の移動を2マス減らせる。',
    },
    terms: ['跳躍', '接敵面の高さ', '追加の移動'], keywords: { en: ['jump', 'athletics', 'reach'], ja: ['ジャンプ', '〈運動〉'] },
  },
  {
    id: 'MC-MOUNT-5', system: S, group: G.onoff, source: seed000('Getting on and off › teleport', '乗騎への乗り降り › 瞬間移動'),
    title: { en: 'Teleporting on', ja: '瞬間移動で乗る' },
    statement: {
      en: 'If the creature teleports on (瞬間移動) and the teleport distance is at least the mount\'s space height, it needs no extra movement. For a shorter teleport see MC-R2.',
      ja: '瞬間移動で乗る場合、移動できる距離が乗騎の接敵面の高さ以上なら追加の移動は要らない。距離が足りない場合は MC-R2 を参照。',
    },
    terms: ['瞬間移動', '接敵面の高さ'], keywords: { en: ['teleport'], ja: ['テレポート'] },
  },
  {
    id: 'MC-KEY-1', system: S, group: G.riding, source: seed000('Mount and rider › benefits of the mount', '乗騎と乗り手に関するルール › 乗騎からの利益'),
    title: { en: 'The [Mount] keyword', ja: '［乗騎］キーワード' },
    statement: {
      en: 'Traits and powers with the [Mount] keyword (［乗騎］キーワード) — anything from a bonus such as "the rider gains +1 AC" to a special attack of the mount — work only if the rider has the Mounted Combat feat (《騎乗戦闘》特技).',
      ja: '［乗騎］キーワードを持つ特徴やパワー（「乗り手はACにボーナスを得る」のような単純なボーナスから乗騎の特殊な攻撃まで）は、乗り手が《騎乗戦闘》特技を持つ場合にのみ利益をもたらす。',
    },
    terms: ['［乗騎］キーワード', '《騎乗戦闘》特技'], keywords: { en: ['mounted combat', 'feat', 'keyword'], ja: ['特技'] },
  },
  {
    id: 'MC-SPACE-1', system: S, group: G.riding, source: seed000('Mount and rider › space', '乗騎と乗り手に関するルール › 接敵面'),
    title: { en: 'Shared space', ja: '接敵面を共に占める' },
    statement: {
      en: 'Rider and mount both occupy the mount\'s space (接敵面). How attacks pick between them is in MC-TGT-1 to MC-TGT-3.',
      ja: '乗り手と乗騎は、共に乗騎の接敵面を占める。両者への攻撃は MC-TGT-1〜MC-TGT-3 による。',
    },
    terms: ['接敵面'], keywords: { en: ['space', 'square'], ja: [] },
  },
  {
    id: 'MC-SPACE-2', system: S, group: G.riding, source: seed000('Mount and rider › space (origin square)', '乗騎と乗り手に関するルール › 接敵面（起点マス）'),
    title: { en: 'Origin square', ja: '起点マス' },
    statement: {
      en: 'The rider\'s effects do not grow with the mount: for any power with an origin square (起点マス) — melee, ranged, close or area — the rider first picks one square of the mount\'s space as the origin. For triggered effects such as opportunity attacks the rider counts as sharing the whole space. A close burst from the chosen square that targets all creatures can hit the mount.',
      ja: '乗り手の効果の起点マスは乗騎の大きさに合わせて広がらない。起点マスのある効果（近接、遠隔、近接範囲、遠隔範囲のパワー）を使うとき、乗り手はまず乗騎の接敵面のどのマスを起点にするかを決める。機会攻撃などのトリガー型の効果については、乗り手は接敵面全体を共有しているとみなす。選んだマスからの近接範囲の爆発がクリーチャーすべてを目標とするなら、乗騎にも当たりうる。',
    },
    terms: ['起点マス', '接敵面', '近接範囲', '遠隔範囲', '爆発'], keywords: { en: ['origin', 'burst', 'blast', 'area'], ja: [] },
  },
  {
    id: 'MC-INIT-1', system: S, group: G.turns, source: seed000('Mount and rider › initiative', '乗騎と乗り手に関するルール › イニシアチブ'),
    title: { en: 'Initiative', ja: 'イニシアチブ' },
    statement: {
      en: 'Rider and mount both act on the rider\'s initiative, even when the mount\'s is higher, and keep that shared count after a dismount.',
      ja: '乗り手と乗騎は、乗騎のイニシアチブの方が早くても、どちらも乗り手のイニシアチブ順に行動する。乗り手が降りた後も、両者は同じイニシアチブで行動し続ける。',
    },
    terms: ['イニシアチブ'], keywords: { en: ['initiative', 'order'], ja: ['行動順'] },
  },
  {
    id: 'MC-TURN-1', system: S, group: G.turns, source: seed000('Mount and rider › adventurer / actions (adventurers only)', '乗騎と乗り手に関するルール › 冒険者／アクション（冒険者のみ）'),
    title: { en: 'Adventurer rider: one turn, one set of actions', ja: '冒険者の乗り手：1つのターンと1そろいのアクション' },
    statement: {
      en: 'A player character rider and its mount have one shared turn and one set of actions between them — a standard, a move and a minor action — divided as the player likes (usually the mount moves and the rider attacks); free actions are each their own. They share one immediate action per round and one opportunity action per turn. If one of them cannot act, the other may use the whole set; a dazed one (幻惑状態) may take only one action of it.',
      ja: '乗り手が冒険者なら、乗り手と乗騎は1つのターンを共有し、2体で1そろいのアクション（標準・移動・マイナーを各1回）をプレイヤーの決めた通りに分ける（多くは乗騎が移動し乗り手が攻撃する）。フリー・アクションは各自が行える。即応アクションは毎ラウンド1回、機会アクションは毎ターン1回を両者で共有する。一方が行動できなくても他方が1そろいすべてを使え、幻惑状態の者はそのうち1回しか行えない。',
    },
    terms: ['冒険者', '1そろいのアクション', '標準アクション', '移動アクション', 'マイナー・アクション', 'フリー・アクション', '即応アクション', '機会アクション', '幻惑状態'],
    keywords: { en: ['actions', 'shared turn', 'dazed', 'player character'], ja: ['アクション'] },
  },
  {
    id: 'MC-TURN-2', system: S, group: G.turns, source: seed000('Mount and rider › actions (adventurers only), after dismounting', '乗騎と乗り手に関するルール › アクション（冒険者のみ）'),
    title: { en: 'After a dismount', ja: '降りた後のアクション' },
    statement: {
      en: 'For the rest of the turn in which an adventurer dismounts, the two still divide that turn\'s single set of actions; from their next turns on each has its own full set, still on the same initiative count.',
      ja: '冒険者が降りたターンの間は、両者は引き続きそのターンの1そろいのアクションを分け合う。それ以後のターンでは、それぞれが自分の1そろいのアクションを持つ（イニシアチブは同じまま）。',
    },
    terms: ['冒険者', '1そろいのアクション'], keywords: { en: ['dismount', 'actions'], ja: [] },
  },
  {
    id: 'MC-TURN-3', system: S, group: G.turns, source: seed000('Mount and rider › monster', '乗騎と乗り手に関するルール › モンスター'),
    title: { en: 'Monster rider: separate turns', ja: 'モンスターの乗り手：別々のターン' },
    statement: {
      en: 'A monster rider and its mount have separate turns, both on the rider\'s initiative count.',
      ja: '乗り手がモンスターなら、乗り手と乗騎は別々のターンを持つ（どちらも乗り手のイニシアチブ順）。',
    },
    terms: ['モンスター', 'イニシアチブ'], keywords: { en: ['monster', 'separate turns'], ja: [] },
  },
  {
    id: 'MC-SEP-1', system: S, group: G.turns, source: seed000('Mount and rider › separate turns', '乗騎と乗り手に関するルール › 別々のターン'),
    title: { en: 'Commanding the mount', ja: '乗騎に移動させる' },
    statement: {
      en: 'When rider and mount have separate turns, the rider may spend a move action to have the mount take a move action as a free action. For a companion mount (相棒) this is the action spent to command the companion.',
      ja: '乗り手と乗騎が別々のターンを持つ場合、乗り手は移動アクションを1回消費して、乗騎にフリー・アクションとして移動アクションを1回行わせられる。乗騎が相棒なら、この移動アクションは相棒に行動させるために費やしたものとみなす。',
    },
    terms: ['相棒', '移動アクション', 'フリー・アクション'], keywords: { en: ['command', 'companion'], ja: ['命令'] },
  },
  {
    id: 'MC-MOVE-1', system: S, group: G.riding, source: seed000('Mount and rider › movement', '乗騎と乗り手に関するルール › 移動'),
    title: { en: 'Moving together', ja: '乗騎と共に移動する' },
    statement: {
      en: 'The rider moves when the mount moves and cannot move of its own will without dismounting. For charges see MC-CHARGE-1.',
      ja: '乗り手は乗騎が移動したときに同時に移動し、降りない限り自らの意思で移動することはできない。突撃は MC-CHARGE-1 を参照。',
    },
    terms: ['移動'], keywords: { en: ['move', 'walk'], ja: [] },
  },
  {
    id: 'MC-CARRY-1', system: S, group: G.riding, source: seed000('Mount and rider › carrying capacity', '乗騎と乗り手に関するルール › 運搬能力'),
    title: { en: 'Load', ja: '運搬能力' },
    statement: {
      en: 'The rider and its gear count as weight carried by the mount.',
      ja: '乗り手とその装備の重量は、乗騎が運搬している重量とみなす。',
    },
    terms: ['運搬能力'], keywords: { en: ['weight', 'carry', 'encumbrance'], ja: ['重量'] },
  },
  {
    id: 'MC-ATK-1', system: S, group: G.attack, source: seed000('Mount and rider › attack', '乗騎と乗り手に関するルール › 攻撃'),
    title: { en: 'Rider\'s attack penalty', ja: '乗り手の攻撃ペナルティ' },
    statement: {
      en: 'House ruling of the table: the rider takes −2 to all attack rolls. (The Rules Compendium gives this −2 to the mount; the table gives it to the rider instead.)',
      ja: 'この卓の独自裁定：乗り手はすべての攻撃ロールに−2のペナルティを受ける（基本ルールでは乗騎に課されるペナルティを乗り手に移している）。',
    },
    terms: ['攻撃ロール', 'ペナルティ'], keywords: { en: ['penalty', 'house rule', 'attack roll'], ja: ['独自裁定'] },
  },
  {
    id: 'MC-MATK-1', system: S, group: G.attack, source: seed000('Mount and rider › mount attacks', '乗騎と乗り手に関するルール › 乗騎の攻撃'),
    title: { en: 'Typical mounts avoid fights', ja: '典型的な乗騎は戦闘を避ける' },
    statement: {
      en: 'A typical mount such as a riding horse seldom attacks of its own accord unless it is trained for battle, fights to defend itself or is set on protecting its rider; left to itself it avoids combat.',
      ja: 'ライディング・ホースのような典型的な乗騎は、戦闘訓練を受けている場合、身を守るために戦う場合、乗り手を守ろうと思い込んだ場合を除き、自発的に攻撃することはほとんどない。判断を任されれば戦闘を避ける。',
    },
    terms: ['ライディング・ホース', '戦闘訓練'], keywords: { en: ['horse', 'combat trained'], ja: [] },
  },
  {
    id: 'MC-CHARGE-1', system: S, group: G.attack, source: seed000('Mount and rider › charge', '乗騎と乗り手に関するルール › 突撃'),
    title: { en: 'Charging', ja: '突撃' },
    statement: {
      en: 'When the rider charges (突撃), the mount moves up to its speed and then the rider makes the charge attack. When the mount itself charges, the normal charge rules apply (B-8).',
      ja: '乗り手が突撃するときは、乗騎が移動速度まで移動した後に乗り手が突撃攻撃を行う。乗騎自身が突撃するときは通常の突撃のルール（B-8）に従う。',
    },
    terms: ['突撃', '移動速度'], keywords: { en: ['charge'], ja: ['チャージ'] },
  },
  {
    id: 'MC-SQUEEZE-1', system: S, group: G.riding, source: seed000('Mount and rider › squeezing', '乗騎と乗り手に関するルール › 無理矢理入り込む'),
    title: { en: 'Squeezing', ja: '無理矢理入り込む' },
    statement: {
      en: 'While the mount is squeezing (無理矢理入り込む, B-9), the rider counts as squeezing too.',
      ja: '乗騎が無理矢理入り込んでいる（B-9）なら、乗り手も無理矢理入り込んでいるものとみなす。',
    },
    terms: ['無理矢理入り込む'], keywords: { en: ['squeeze'], ja: [] },
  },
  {
    id: 'MC-TGT-1', system: S, group: G.attack, source: seed000('Mount and rider › targeting the mount or rider', '乗騎と乗り手に関するルール › 乗騎や乗り手を目標にする場合'),
    title: { en: 'Separate targets', ja: '別々の目標' },
    statement: {
      en: 'Rider and mount share a space but remain separate creatures and separate targets: an attack against one creature picks one of them, never both, while an area burst can affect both.',
      ja: '乗騎と乗り手は同じ接敵面を占めていても別々のクリーチャーで、別々に目標となる。1体を目標とする攻撃はどちらか一方しか目標にできないが、遠隔範囲の爆発は同じ接敵面にいる両方に作用しうる。',
    },
    terms: ['目標', '遠隔範囲', '爆発'], keywords: { en: ['target', 'burst'], ja: [] },
  },
  {
    id: 'MC-TGT-2', system: S, group: G.attack, source: seed000('Attacks on the rider › melee', '乗り手への攻撃 › 近接攻撃'),
    title: { en: 'Melee against a rider', ja: '乗り手への近接攻撃' },
    statement: {
      en: 'House ruling: for melee the rider counts as being in the mount\'s space at (space height − 1) squares above the mount — height 1 on a Large mount on the ground. If the rider is within the attacker\'s reach (間合い) but at least 1 higher, and adding the height difference to the distance would put it out of reach, the attack roll takes −2. Spears, polearms and a nodachi (スピア類・長柄武器類・ノダチ) take no penalty.',
      ja: '独自裁定：近接攻撃では、乗り手は乗騎の接敵面内の（接敵面の高さ−1）マスの高さにいるとみなす（地上の大型の乗騎なら高さ1）。乗り手が攻撃者の間合い内にいても、攻撃者より1以上高く、高さの差を距離に加えると間合いの外になるなら、その近接攻撃の攻撃ロールに−2。スピア類・長柄武器類の武器かノダチを使う者はこのペナルティを受けない。',
    },
    terms: ['間合い', '接敵面の高さ', 'スピア類', '長柄武器類', 'ノダチ'], keywords: { en: ['height', 'reach', 'melee', 'spear', 'polearm'], ja: ['高さ', '高度'] },
  },
  {
    id: 'MC-TGT-3', system: S, group: G.attack, source: seed000('Attacks on the rider › ranged', '乗り手への攻撃 › 遠隔攻撃'),
    title: { en: 'Ranged against a rider', ja: '乗り手への遠隔攻撃' },
    statement: {
      en: 'House ruling: against a ranged attack on the rider the mount counts as another enemy in the line of fire, so the rider has partial cover (部分遮蔽, −2 to the attack).',
      ja: '独自裁定：乗り手への遠隔攻撃では、乗騎は射線上にいる他の敵とみなされ、乗り手は部分遮蔽を得る（攻撃に−2）。',
    },
    terms: ['遠隔攻撃', '部分遮蔽', '射線'], keywords: { en: ['cover', 'ranged'], ja: ['遮蔽'] },
  },
  {
    id: 'MC-OA-1', system: S, group: G.attack, source: seed000('Attacks on the rider › provoking opportunity attacks', '乗り手への攻撃 › 機会攻撃の誘発'),
    title: { en: 'Opportunity attacks', ja: '機会攻撃の誘発' },
    statement: {
      en: 'If the mount\'s movement provokes an opportunity attack (機会攻撃), the attacker may target rider or mount, since they move together. If the mount or the rider provokes by making a ranged or area attack, the opportunity attack must target the one that provoked.',
      ja: '乗騎の移動が機会攻撃を誘発したら、両者は一緒に動いているので、攻撃者は乗り手と乗騎の好きな方を目標にできる。乗騎か乗り手が遠隔攻撃や遠隔範囲攻撃で誘発したなら、誘発した方を目標にしなければならない。',
    },
    terms: ['機会攻撃'], keywords: { en: ['opportunity attack', 'provoke'], ja: ['誘発'] },
  },
  {
    id: 'MC-FM-1', system: S, group: G.forced, source: seed000('Forced movement › the mount', '強制移動 › 乗騎の強制移動'),
    title: { en: 'Mount moved', ja: '乗騎の強制移動' },
    statement: {
      en: 'When the mount is pushed, pulled or slid (押しやり・引き寄せ・横滑り), the rider moves with it.',
      ja: '乗騎が押しやられたり、引き寄せられたり、横滑りさせられたりするとき、乗り手は乗騎と一緒に移動する。',
    },
    terms: FORCED_TERMS, keywords: FORCED_KEYS,
  },
  {
    id: 'MC-FM-2', system: S, group: G.forced, source: seed000('Forced movement › the rider', '強制移動 › 乗り手の強制移動'),
    title: { en: 'Rider moved alone', ja: '乗り手の強制移動' },
    statement: {
      en: 'House ruling: when the rider is pushed, pulled or slid and the mount is not, the rider may at once make a saving throw (セーヴィング・スロー), +5 if the mount wears a military saddle (軍用鞍). On 10 or more the rider may have both of them move together; on less than 10, or if it does not roll, the rider is dismounted and falls prone (伏せ状態) at the end point of the forced movement.',
      ja: '独自裁定：乗騎は同じ強制移動を受けず、乗り手だけが押しやり・引き寄せ・横滑りを受けたとき、乗り手は即座にセーヴィング・スローを1回行える（乗騎に軍用鞍が固定されていれば+5）。10以上なら乗り手は自分と乗騎を一緒に移動させられる。10未満か、セーヴィング・スローを行わなかったなら、乗り手は乗騎から降ろされ、強制移動の終着点で伏せ状態になる。',
    },
    terms: [...FORCED_TERMS, 'セーヴィング・スロー', '軍用鞍', '伏せ状態'], keywords: { en: [...FORCED_KEYS.en, 'save', 'saddle'], ja: [...FORCED_KEYS.ja, 'セーヴ'] },
  },
  {
    id: 'MC-TP-1', system: S, group: G.forced, source: seed000('Forced movement › teleportation', '強制移動 › 瞬間移動'),
    title: { en: 'Teleporting separately', ja: '瞬間移動は別々' },
    statement: {
      en: 'When either the mount or the rider teleports or is teleported (瞬間移動), the other does not go along.',
      ja: '乗騎と乗り手のどちらかが瞬間移動する（させられる）とき、もう一方は一緒に瞬間移動しない。',
    },
    terms: ['瞬間移動'], keywords: { en: ['teleport'], ja: ['テレポート'] },
  },
  {
    id: 'MC-TP-2', system: S, group: G.forced, source: seed000('Forced movement › the mount teleports', '強制移動 › 乗騎の瞬間移動'),
    title: { en: 'Mount teleported alone', ja: '乗騎の瞬間移動' },
    statement: {
      en: 'If the mount teleports without its rider, the rider is dismounted and falls prone. Where it lands: MC-R3.',
      ja: '乗騎が乗り手ぬきで瞬間移動したら、乗り手は乗騎から降ろされ、倒れて伏せ状態になる。落ちる場所は MC-R3 による。',
    },
    terms: ['瞬間移動', '伏せ状態'], keywords: { en: ['teleport', 'prone'], ja: [] },
  },
  {
    id: 'MC-PRONE-1', system: S, group: G.prone, source: seed000('Prone › the mount is knocked prone', '伏せ状態 › 乗騎が伏せ状態にされた'),
    title: { en: 'Mount knocked prone', ja: '乗騎が伏せ状態にされた' },
    statement: {
      en: 'If the mount is knocked prone, the rider is dismounted and falls prone (伏せ状態) in a square adjacent to the mount, of the rider\'s choice.',
      ja: '乗騎が伏せ状態にされたら、乗り手は乗騎から降ろされ、乗騎に隣接するマスのうち乗り手が選んだマスで伏せ状態になる。',
    },
    terms: ['伏せ状態'], keywords: { en: ['prone', 'knocked down', 'thrown'], ja: ['転倒'] },
  },
  {
    id: 'MC-PRONE-2', system: S, group: G.prone, source: seed000('Prone › the mount is knocked prone while flying', '伏せ状態 › 乗騎が伏せ状態にされた（飛行中）'),
    title: { en: 'Flying mount knocked prone', ja: '飛行中の乗騎が伏せ状態にされた' },
    statement: {
      en: 'A flying mount knocked prone falls instead (B-12). The rider stays mounted unless the mount reaches the ground and falls prone there, in which case MC-PRONE-1 applies.',
      ja: '飛行中に伏せ状態にされた乗騎は、伏せ状態になるかわりに落下する（B-12）。乗騎が地面に達して伏せ状態になるのでない限り、乗り手は降ろされない（そうなれば MC-PRONE-1）。',
    },
    terms: ['伏せ状態', '飛行', '落下'], keywords: { en: ['fly', 'fall', 'prone'], ja: [] },
  },
  {
    id: 'MC-PRONE-3', system: S, group: G.prone, source: seed000('Prone › the rider is knocked prone', '伏せ状態 › 乗り手が伏せ状態にされた'),
    title: { en: 'Rider knocked prone', ja: '乗り手が伏せ状態にされた' },
    statement: {
      en: 'If the rider is knocked prone, it may at once make a saving throw (+5 with a military saddle, 軍用鞍). On less than 10 it is dismounted and falls prone in a square adjacent to the mount, of its choice; on 10 or more it is neither dismounted nor prone.',
      ja: '乗り手が伏せ状態にされたら、即座にセーヴィング・スローを1回行える（軍用鞍が固定された乗騎なら+5）。10未満なら乗騎から降ろされ、乗騎に隣接するマスのうち自分が選んだマスで伏せ状態になる。10以上なら降ろされることも伏せ状態になることもない。',
    },
    terms: ['伏せ状態', 'セーヴィング・スロー', '軍用鞍'], keywords: { en: ['prone', 'save', 'saddle'], ja: ['セーヴ'] },
  },
  {
    id: 'MC-PRONE-4', system: S, group: G.prone, source: seed000('Prone › the rider drops prone', '伏せ状態 › 乗り手が自発的に伏せ状態になった'),
    title: { en: 'Rider drops prone', ja: '乗り手が自発的に伏せる' },
    statement: {
      en: 'A rider who drops prone of its own will comes off and falls prone in a square adjacent to the mount, of its choice.',
      ja: '乗り手が自発的に伏せ状態になったら、乗騎から降り、乗騎に隣接するマスのうち自分が選んだマスで伏せ状態になる。',
    },
    terms: ['伏せ状態'], keywords: { en: ['drop prone'], ja: ['伏せる'] },
  },
  {
    id: 'MC-PASS-1', system: S, group: G.pass, source: seed000('Additional rules › passengers › initiative', '追加ルール › 同乗者 › イニシアチブ（同乗者）'),
    title: { en: 'Passengers: own initiative', ja: '同乗者のイニシアチブ' },
    statement: {
      en: 'When several creatures ride one mount, all but the rider are passengers (同乗者), who follow the rider rules with the exceptions MC-PASS-1 to MC-PASS-4. A passenger acts on its own initiative and has its own turns, apart from the rider and the mount.',
      ja: '1体の乗騎に複数のクリーチャーが騎乗しているとき、乗り手以外は同乗者とみなされ、MC-PASS-1〜MC-PASS-4 の点を除いて乗り手のルールに従う。同乗者は自身のイニシアチブ順に行動し、乗り手や乗騎とは別のターンを持つ。',
    },
    terms: ['同乗者', 'イニシアチブ'], keywords: { en: ['passenger', 'initiative'], ja: [] },
  },
  {
    id: 'MC-PASS-2', system: S, group: G.pass, source: seed000('Additional rules › passengers › actions', '追加ルール › 同乗者 › アクション（同乗者）'),
    title: { en: 'Passengers: own actions', ja: '同乗者のアクション' },
    statement: {
      en: 'A passenger does not share a set of actions with the mount as a rider does.',
      ja: '同乗者は、乗り手のように乗騎と1そろいのアクションを分け合うことはない。',
    },
    terms: ['同乗者', '1そろいのアクション'], keywords: { en: ['passenger', 'actions'], ja: [] },
  },
  {
    id: 'MC-PASS-3', system: S, group: G.pass, source: seed000('Additional rules › passengers › charge', '追加ルール › 同乗者 › 突撃（同乗者）'),
    title: { en: 'Passengers cannot charge', ja: '同乗者の突撃' },
    statement: {
      en: 'A passenger cannot charge without dismounting.',
      ja: '同乗者は、乗騎から降りない限り突撃を行えない。',
    },
    terms: ['同乗者', '突撃'], keywords: { en: ['passenger', 'charge'], ja: [] },
  },
  {
    id: 'MC-PASS-4', system: S, group: G.pass, source: seed000('Additional rules › passengers › forced movement', '追加ルール › 同乗者 › 強制移動（同乗者）'),
    title: { en: 'Passengers and forced movement', ja: '同乗者の強制移動' },
    statement: {
      en: 'When the mount is pushed, pulled or slid, all passengers move with it, and when the rider alone is moved and takes the mount along (MC-FM-2), they all come too. When a passenger is moved and the rider is not, the rider may make the MC-FM-2 save: on 10 or more the rider, the mount and every other passenger move with that passenger; otherwise that passenger is dismounted and falls prone at its end point. If several passengers are moved, the rider picks one of them before the save; the others are dismounted and fall prone at their end points.',
      ja: '乗騎が押しやり・引き寄せ・横滑りを受けたら同乗者も全員一緒に移動し、乗り手だけが動かされて乗騎と一緒に移動するとき（MC-FM-2）も同乗者は全員ついてくる。乗り手は動かされず同乗者が動かされたときは、乗り手が同じセーヴィング・スローを行え、10以上なら乗り手・乗騎・他の同乗者すべてがその同乗者と一緒に移動する。そうしなければ、その同乗者は降ろされ、終着点で伏せ状態になる。複数の同乗者が動かされたら、乗り手はセーヴィング・スローの前に1人を選び、選ばれなかった者は降ろされて各自の終着点で伏せ状態になる。',
    },
    terms: ['同乗者', ...FORCED_TERMS, 'セーヴィング・スロー', '伏せ状態'], keywords: { en: ['passenger', ...FORCED_KEYS.en], ja: FORCED_KEYS.ja },
  },
  {
    id: 'MC-OPT-FALL', system: S, group: G.option, source: seed000('Thrown from the mount (optional rule)', '乗騎から降ろされる OP'),
    title: { en: 'Falling off the mount (optional)', ja: '乗騎から降ろされる（選択ルール）' },
    statement: {
      en: 'Optional rule, off by default: a creature that leaves a mount other than by teleporting or the dismount action counts as falling — it takes falling damage and falls prone. The fall is 10 ft from a Large or smaller mount (space height 2), 15 ft from Huge (3) and 20 ft or more from Gargantuan (4 or more). A rider trained in Acrobatics (〈軽業〉) may try to reduce the damage (B-5) and may land without falling prone.',
      ja: '選択ルール（既定は不採用）：瞬間移動や「降りる」アクションによらずに乗騎から降りた、または降ろされたクリーチャーは落下したとみなし、落下ダメージを受けて伏せ状態になる。落下距離は大型以下の乗騎（接敵面の高さ2マス）で10フィート、超大型（3マス）で15フィート、巨大（4マス以上）で20フィート以上。〈軽業〉を修得済みの乗り手は落下ダメージの軽減を試み（B-5）、伏せ状態にならずに着地できることがある。',
    },
    option: {
      defaultOn: false,
      does: {
        en: 'When on, a creature that leaves its mount any way other than the dismount action or a teleport (thrown by a prone mount, a failed MC-FM-2 / MC-PRONE-3 save, dropping prone, a teleporting mount) falls: Large or smaller 10 ft, Huge 15 ft, Gargantuan 20 ft (plus the mount\'s altitude if it flies). 1d10 per 10 ft; a creature trained in Acrobatics reduces the damage by half its check and lands standing if it takes none.',
        ja: '採用すると、「降りる」アクションと瞬間移動以外で乗騎から離れたクリーチャー（伏せ状態にされた乗騎から投げ出された、MC-FM-2・MC-PRONE-3 のセーヴィング・スローに失敗した、自発的に伏せた、乗騎が瞬間移動した）は落下する：大型以下10フィート、超大型15フィート、巨大20フィート（乗騎が飛行中ならその高さを加える）。10フィートごとに1d10。〈軽業〉修得済みなら判定値の半分だけダメージを減らし、0なら立ったまま着地する。',
      },
      switch: {
        en: 'Per encounter: Encounter settings, or the command `{"type": "setOption", "optionalFallRule": true}`.',
        ja: '遭遇ごとに「遭遇の設定」で切り替える。',
      },
    },
    terms: ['乗騎から降ろされる', '落下', '落下ダメージ', '伏せ状態', '〈軽業〉', '選択ルール'], keywords: { en: ['fall', 'falling damage', 'optional', 'acrobatics'], ja: ['落馬', 'オプション'] },
  },
];
