/**
 * Rulings for 4e mounted combat: MC-R1..R4 are the digest's defaults where seed 000 is silent; MC-R5..R19 are
 * Saddlegrid's own (MC-R12..R18: issues 13 and 19; MC-R19: issue 26; MC-R20: issue 32). Each says what the app does, why, and how a table that rules otherwise changes it.
 */
import { seed000 } from './mounted4e';
import type { Bilingual, RuleEntry } from './types';

const S = 'mounted4e' as const;
const G = { en: 'Rulings', ja: '裁定' };
const BY_HAND: Bilingual = {
  en: 'Not switchable: change the outcome by hand (edit the creature, move it as GM, or cancel the pending choice).',
  ja: '切り替えはない。結果を手で直す（クリーチャーを編集する、マスターとして配置し直す、選択待ちを取り消す）。',
};

const RC = 'D&D 4th Edition Rules Compendium';

/** MC-R1 … MC-R20. */
export const mountedRulings: RuleEntry[] = [
  {
    id: 'MC-R1',
    system: S,
    group: G,
    source: seed000(
      'Getting on and off › uncommon means (size table)',
      '乗騎への乗り降り › 一般的でない手段（サイズの表）',
    ),
    title: { en: 'Gargantuan space height', ja: '巨大な乗騎の接敵面の高さ' },
    statement: {
      en: "A Gargantuan mount's space height is the side of its space in squares (4 for 4 × 4), and the extra movement to climb on is twice that (8).",
      ja: '巨大な乗騎の接敵面の高さは接敵面の一辺のマス数（4×4なら4）とし、乗るための追加の移動はその2倍（8マス）とする。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: "The app derives the extra movement (MC-MOUNT-3), the height a jump or teleport must reach (MC-MOUNT-4, MC-MOUNT-5) and the rider's height (MC-TGT-2) for Gargantuan mounts from this.",
        ja: '巨大な乗騎の追加の移動（MC-MOUNT-3）、跳躍や瞬間移動に要る高さ（MC-MOUNT-4、MC-MOUNT-5）、乗り手の高さ（MC-TGT-2）をこの値から求める。',
      },
      why: {
        en: 'The source\'s table gives only "8 squares or more" and "4 squares or more" for Gargantuan.',
        ja: '原文の表は巨大について「8マス以上」「4マス以上」としか書いていない。',
      },
      switch: BY_HAND,
    },
    terms: ['巨大', '接敵面の高さ', '追加の移動'],
    keywords: { en: ['gargantuan', 'space height'], ja: [] },
  },
  {
    id: 'MC-R2',
    system: S,
    group: G,
    source: seed000('Getting on and off › teleport', '乗騎への乗り降り › 瞬間移動'),
    title: { en: 'Short teleports cannot mount', ja: '距離の足りない瞬間移動では乗れない' },
    statement: {
      en: "A teleport shorter than the mount's space height cannot be used to mount.",
      ja: '乗騎の接敵面の高さに満たない距離の瞬間移動では乗騎に乗れない。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'Mounting by a teleport that is too short is refused, citing MC-R2.',
        ja: '距離の足りない瞬間移動で乗ろうとすると、MC-R2 を示して拒否する。',
      },
      why: {
        en: 'The source says only what happens when the teleport reaches the space height; unlike a jump, no reduced extra movement is given.',
        ja: '原文は距離が接敵面の高さ以上の場合しか定めず、跳躍のように追加の移動を減らす規定もない。',
      },
    },
    terms: ['瞬間移動', '接敵面の高さ'],
    keywords: { en: ['teleport'], ja: [] },
  },
  {
    id: 'MC-R3',
    system: S,
    group: G,
    source: seed000('Forced movement › the mount teleports', '強制移動 › 乗騎の瞬間移動'),
    title: { en: 'Where a rider left behind lands', ja: '置き去りにされた乗り手の落ちる場所' },
    statement: {
      en: "A rider left behind by a teleporting mount falls prone in a square of the mount's former space, of its choice.",
      ja: '乗騎に瞬間移動で置き去りにされた乗り手は、乗騎が元いた接敵面のマスのうち自分が選んだマスで伏せ状態になる。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'Each rider and passenger chooses in turn; the mount leaves once all have chosen.',
        ja: '乗り手と同乗者が順に選び、全員が選んでから乗騎が移動する。',
      },
      why: {
        en: 'MC-TP-2 says the rider falls prone but not where.',
        ja: 'MC-TP-2 は伏せ状態になるとだけ定め、場所を書いていない。',
      },
      switch: BY_HAND,
    },
    terms: ['瞬間移動', '伏せ状態', '接敵面'],
    keywords: { en: ['teleport', 'prone', 'landing'], ja: [] },
  },
  {
    id: 'MC-R4',
    system: S,
    group: G,
    source: seed000('Additional rules › passengers', '追加ルール › 同乗者'),
    title: { en: 'Passenger room', ja: '同乗者の人数' },
    statement: {
      en: "A mount carries as many passengers (同乗者) as its space has squares minus one (Large 3, Huge 8, Gargantuan 15), editable per mount. A passenger must meet the size step of MC-ELIG-1 too. When the rider leaves, passengers stay passengers, and any of them may take the rider's place with a move action.",
      ja: '乗騎に乗れる同乗者は接敵面のマス数−1人（大型3、超大型8、巨大15）とし、乗騎ごとに変更できる。同乗者も MC-ELIG-1 のサイズの条件を満たさなければならない。乗り手が降りても同乗者は同乗者のままで、誰でも移動アクションで乗り手に代われる。',
    },
    ruling: {
      origin: 'digest',
      does: {
        en: 'A passenger beyond the room is refused with the rule id. When the rider has left, "Take the reins" (command `takeReins`) makes a passenger the rider.',
        ja: '人数を超える同乗者は規則の番号を示して拒否する。乗り手が降りた後は「手綱を取る」で同乗者が乗り手になる。',
      },
      why: {
        en: 'The source sets no limit on passengers and does not say what happens when the rider leaves.',
        ja: '原文は同乗者の人数に上限を定めず、乗り手が降りた後の扱いも書いていない。',
      },
      switch: {
        en: "Edit the mount's passenger room (`riding.passengerCapacity`).",
        ja: '乗騎の同乗者の人数を編集する。',
      },
    },
    terms: ['同乗者', '接敵面'],
    keywords: { en: ['passenger', 'capacity', 'take the reins'], ja: ['定員', '手綱を取る'] },
  },
  {
    id: 'MC-R5',
    system: S,
    group: G,
    source: seed000('Getting on and off, prone (adjacent squares)', '乗騎への乗り降り、伏せ状態（隣接するマス）'),
    title: { en: 'No free square', ja: '空いたマスがない場合' },
    statement: {
      en: 'If no square is free where a rule puts a creature (a mount boxed in at the map edge is thrown prone, say), it lands in the nearest free square. A voluntary dismount or drop prone with no free square is refused instead.',
      ja: 'ルールがクリーチャーを置くべきマスに空きがなければ（盤の端で囲まれた乗騎が伏せ状態にされた場合など）、最も近い空いたマスに落ちる。自分の意思で降りる・伏せる場合に空いたマスがなければ、その行動を拒否する。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'Shown in the log with MC-R5 wherever a creature is placed this way.',
        ja: 'そのように置いたときはログに MC-R5 を示す。',
      },
      why: {
        en: 'The source always assumes that a free adjacent square exists.',
        ja: '原文は隣接する空いたマスが必ずあるものとして書かれている。',
      },
      switch: BY_HAND,
    },
    terms: ['伏せ状態'],
    keywords: { en: ['free square', 'occupied', 'blocked'], ja: ['空きマス'] },
  },
  {
    id: 'MC-R6',
    system: S,
    group: G,
    source: seed000('Attacks on the rider › provoking opportunity attacks', '乗り手への攻撃 › 機会攻撃の誘発'),
    title: { en: 'When opportunity attacks are offered', ja: '機会攻撃を行う時点' },
    statement: {
      en: 'Opportunity attacks are offered right after the provoking move or attack, one attacker at a time. An attack provoked by movement is judged from the square the mover was leaving (reach, MC-TGT-2), so the numbers are the ones the interrupt would have had.',
      ja: '機会攻撃は、誘発した移動や攻撃の直後に攻撃者1体ずつに行うかを尋ねる。移動で誘発した機会攻撃は、移動した者が出ようとしていたマスを基準に判定する（間合い、MC-TGT-2）ので、割り込んだ時点と同じ数値になる。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'The app stops and asks each attacker in turn whether it attacks; nothing else happens until each has answered.',
        ja: '進行を止め、攻撃者ごとに攻撃するかを尋ねる。全員が答えるまで他のことは起こらない。',
      },
      why: {
        en: 'In 4e the opportunity attack interrupts the move; a map app applies the move first and then plays the interrupt with the positions it had.',
        ja: '4版では機会攻撃は移動に割り込むが、このアプリは移動を先に適用し、割り込み時点の位置で機会攻撃を解決する。',
      },
      switch: {
        en: 'Decline an attack, or cancel the pending choice as GM (this also drops the rest of that chain).',
        ja: '攻撃しないと答えるか、マスターとして選択待ちを取り消す（以降の処理も打ち切られる）。',
      },
    },
    terms: ['機会攻撃', '間合い'],
    keywords: { en: ['opportunity attack', 'interrupt'], ja: [] },
  },
  {
    id: 'MC-R7',
    system: S,
    group: G,
    source: seed000('Forced movement › the rider', '強制移動 › 乗り手の強制移動'),
    title: { en: 'The path of a rider moved alone', ja: '乗り手だけが動かされたときの経路' },
    statement: {
      en: "When a rider or passenger is pushed, pulled or slid, the path is drawn for the mount's space (the rider fills all of it, MC-SPACE-1). If the mount comes along, everyone moves along that path; if not, the creature lands prone in a free square of the space at the end of the path, of its choice. A path the mount's space cannot follow is refused; when rider and passengers are moved together, the rider's one save decides for all of them.",
      ja: '乗り手か同乗者が押しやり・引き寄せ・横滑りを受けたとき、経路は乗騎の接敵面の大きさで引く（乗り手は接敵面全体を占める、MC-SPACE-1）。乗騎が一緒に動くなら全員がその経路を進み、動かないならその者は経路の終わりの接敵面内の空いたマス（自分が選ぶ）で伏せ状態になる。乗騎の接敵面が通れない経路は拒否し、乗り手と同乗者が同時に動かされたときは乗り手の1回のセーヴィング・スローで全員を決める。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'The forced-movement tool draws the path for the whole space and then asks for the MC-FM-2 save and, if needed, the landing square.',
        ja: '強制移動の道具は接敵面全体で経路を引き、続いて MC-FM-2 のセーヴィング・スローと、必要なら着地するマスを尋ねる。',
      },
      why: {
        en: 'The source does not say how a creature that fills a larger space is moved square by square, or where in the space it ends up.',
        ja: '原文は、大きな接敵面を占める者を1マスずつどう動かすか、接敵面のどこに落ちるかを書いていない。',
      },
      switch: BY_HAND,
    },
    terms: ['押しやり', '引き寄せ', '横滑り', '強制移動', '接敵面', '同乗者'],
    keywords: { en: ['push', 'pull', 'slide', 'path'], ja: ['経路'] },
  },
  {
    id: 'MC-R8',
    system: S,
    group: G,
    source: seed000('Prone › the mount is knocked prone while flying', '伏せ状態 › 乗騎が伏せ状態にされた（飛行中）'),
    title: { en: 'Riders of a falling mount', ja: '落下する乗騎の乗り手' },
    statement: {
      en: 'Riders of a flying mount that falls take no falling damage themselves; if the mount lands prone they are thrown (MC-PRONE-1).',
      ja: '落下する飛行中の乗騎に乗っている者は、自分では落下ダメージを受けない。乗騎が着地して伏せ状態になれば投げ出される（MC-PRONE-1）。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'Only the mount takes the falling damage (B-12); its riders come down with it.',
        ja: '落下ダメージは乗騎だけが受け（B-12）、乗っている者は一緒に降りてくる。',
      },
      why: {
        en: 'MC-PRONE-2 keeps the rider mounted but is silent on its damage.',
        ja: 'MC-PRONE-2 は乗り手が降ろされないとするが、そのダメージについては書いていない。',
      },
      switch: BY_HAND,
    },
    terms: ['落下', '落下ダメージ', '飛行'],
    keywords: { en: ['fall', 'flying mount'], ja: [] },
  },
  {
    id: 'MC-R9',
    system: S,
    group: G,
    source: seed000('Getting on and off › dismount', '乗騎への乗り降り › 降りる'),
    title: { en: 'Leaving a flying mount aloft', ja: '飛行中の乗騎から離れる' },
    statement: {
      en: "A creature that leaves a flying mount in the air falls the mount's height (B-5); a creature that can fly and dismounts on purpose hovers there instead.",
      ja: '空中の乗騎から離れたクリーチャーは乗騎の高さだけ落下する（B-5）。飛行できるクリーチャーが自分の意思で降りたなら、そのままその高さに留まる。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "The fall is rolled when the creature leaves the mount; a flier that dismounts keeps the mount's height.",
        ja: '離れた時点で落下を処理する。飛行できる者が降りたときは乗騎の高さを保つ。',
      },
      why: {
        en: "The source's dismount puts the rider in an adjacent square without saying at which height.",
        ja: '原文の「降りる」は隣接するマスへ移るとだけ定め、高さを書いていない。',
      },
      switch: BY_HAND,
    },
    terms: ['落下', '飛行'],
    keywords: { en: ['dismount', 'fly', 'hover', 'fall'], ja: ['ホバリング'] },
  },
  {
    id: 'MC-R10',
    system: S,
    group: G,
    source: seed000(
      'Forced movement › the rider; prone › the rider',
      '強制移動 › 乗り手の強制移動、伏せ状態 › 乗り手が伏せ状態にされた',
    ),
    title: { en: 'Which rolls are automatic', ja: '自動で振る判定' },
    statement: {
      en: 'The precipice save (B-2) and the Acrobatics check against falling damage (B-5) can only help, so the app rolls them automatically. The MC-FM-2 and MC-PRONE-3 saves are a choice, because a rider may want to come off.',
      ja: '崖際のセーヴィング・スロー（B-2）と落下ダメージを減らす〈軽業〉判定（B-5）は不利になることがないので自動で振る。MC-FM-2 と MC-PRONE-3 のセーヴィング・スローは、乗り手が降りたい場合もあるので行うかどうかを尋ねる。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'Automatic rolls appear in the log; for the two rider saves the app asks "roll the save?" and waits.',
        ja: '自動の判定はログに出る。乗り手の2つのセーヴィング・スローでは、振るかどうかを尋ねて待つ。',
      },
      why: {
        en: 'The source says the creature "may" roll in every case.',
        ja: '原文はどれも「行なえる」と書いている。',
      },
      switch: {
        en: 'Answer the save question; type in a physical die for any roll.',
        ja: '尋ねられたら答える。どの判定も実物のダイスの出目を入力できる。',
      },
    },
    terms: ['セーヴィング・スロー', '〈軽業〉'],
    keywords: { en: ['save', 'automatic', 'acrobatics'], ja: [] },
  },
  {
    id: 'MC-R11',
    system: S,
    group: G,
    source: seed000(
      'Mount and rider › attack; additional rules › passengers',
      '乗騎と乗り手に関するルール › 攻撃、追加ルール › 同乗者',
    ),
    title: { en: "Passengers take the rider's −2", ja: '同乗者にも乗り手の−2' },
    statement: {
      en: "The house rule MC-ATK-1 (rider −2) applies to passengers too; the Rules Compendium's −2 for the mount is not applied.",
      ja: '独自裁定 MC-ATK-1（乗り手の−2）は同乗者にも適用する。基本ルールにある乗騎の−2は適用しない。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "The attack helper lists −2 (MC-ATK-1, MC-R11) for a passenger's attacks and nothing for the mount's.",
        ja: '攻撃補助は同乗者の攻撃に−2（MC-ATK-1、MC-R11）を示し、乗騎の攻撃には何もつけない。',
      },
      why: {
        en: 'Passengers follow the rider rules except as listed, and MC-ATK-1 is not among the exceptions.',
        ja: '同乗者は挙げられた例外を除いて乗り手のルールに従い、MC-ATK-1 は例外に入っていない。',
      },
      switch: {
        en: 'If your table rules otherwise, raise the attack bonus in the attack helper by 2.',
        ja: '卓の裁定が異なるなら、攻撃補助の攻撃ボーナスを2上げる。',
      },
    },
    terms: ['同乗者', '攻撃ロール'],
    keywords: { en: ['passenger', 'penalty', 'attack'], ja: [] },
  },
  {
    id: 'MC-R12',
    system: S,
    group: G,
    source: seed000('Requirements for a mount › consent', '乗騎の条件 › 同意が必要'),
    title: { en: 'Who counts as an ally of a mount', ja: '乗騎を味方とみなす者' },
    statement: {
      en: "While a mount carries creatures it counts as an ally of every creature on the side of its rider or of a passenger, besides its own side (MC-ELIG-2). So the rider's allies may move through the mount's space (not end there) and the mount through theirs, they are not offered opportunity attacks when it moves away, and a power that affects only enemies leaves it out.",
      ja: '乗騎は、何かを乗せている間、自分の陣営に加えて乗り手や同乗者の陣営のクリーチャーすべての味方とみなす（MC-ELIG-2）。そのため乗り手の味方は乗騎の接敵面を通り抜けられ（止まることはできない）、乗騎も彼らの接敵面を通り抜けられ、乗騎が離れていっても彼らには機会攻撃の機会がなく、敵だけに作用するパワーは乗騎を含まない。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'Movement (the path search and a given path), opportunity attacks and the "enemies only" area filter all ask the same ally test; a neutral horse ridden by a player character is passed by the party and threatens nobody of it.',
        ja: '移動（経路の探索と指定された経路）、機会攻撃、「敵のみ」の範囲の判定は同じ味方の判定を使う。冒険者が乗る中立の馬は、仲間が通り抜けられ、仲間に機会攻撃を与えない。',
      },
      why: {
        en: "The source says the mount is an ally of the rider and the rider's allies, not what it is to the passengers; passengers follow the rider rules (MC-PASS-*), so their allies count too.",
        ja: '原文は乗騎が乗り手と乗り手の味方にとって味方だとするが、同乗者については書いていない。同乗者は乗り手のルールに従う（MC-PASS-*）ので、その味方も含める。',
      },
      switch: BY_HAND,
    },
    terms: ['乗騎', '味方', '同乗者', '機会攻撃'],
    keywords: { en: ['ally', 'pass through', 'opportunity attack', 'neutral'], ja: ['通り抜け'] },
  },
  {
    id: 'MC-R13',
    system: S,
    group: G,
    source: seed000('Attacks on the rider › melee', '乗り手への攻撃 › 近接攻撃'),
    title: { en: 'Reach and range count height', ja: '間合いと射程は高さも数える' },
    statement: {
      en: 'A creature fills its space on the map and, upward from the bottom of its space (ground plus flying height), as many squares as its space height. Distance is counted between the nearest squares of two creatures, the larger of the horizontal and the vertical count (4e: vertical distance counts). A rider or passenger fills its mount\'s space and height; its own powers start from its origin square (MC-SPACE-2). A target out of reach or range this way is refused. MC-TGT-2 then applies only to a rider whose mount is within reach: its height is compared with the attacker\'s highest square, so a Large attacker is "higher" from 1 up.',
      ja: 'クリーチャーは盤面上の接敵面を占め、接敵面の底（地面の高さと飛行の高さ）から接敵面の高さと同じマス数だけ上に広がる。距離は2体の最も近いマスの間で数え、水平と垂直の大きい方とする（4版では垂直の距離も数える）。乗り手や同乗者は乗騎の接敵面と高さを占め、自分のパワーは起点マスから使う（MC-SPACE-2）。こうして数えて間合いや射程の外の目標は拒否する。MC-TGT-2 は乗騎が間合い内にいる乗り手にだけ適用し、乗り手の高さは攻撃者の最も高いマスと比べる（大型の攻撃者は高さ1から上を自分より高いとみなす）。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'One measure serves the attack helper, the attack and charge commands, opportunity attacks (adjacent means 1 square in three dimensions: a flier far above provokes nobody on the ground) and the ruler. The refusal says how far up or down the target is.',
        ja: '攻撃補助、攻撃と突撃、機会攻撃（隣接は3次元で1マス：高く飛ぶ者は地上の者に機会攻撃を与えない）、距離の計測がすべて同じ測り方を使う。拒否の理由には目標の上下の距離を示す。',
      },
      why: {
        en: "The source gives a rider's height for MC-TGT-2 but not how tall creatures are or from which square a tall attacker reaches; the app uses the space heights of MC-MOUNT-3 for every creature.",
        ja: '原文は MC-TGT-2 のための乗り手の高さを定めるが、クリーチャーの背丈や、大きな攻撃者がどのマスから届くかは書いていない。このアプリはすべてのクリーチャーに MC-MOUNT-3 の接敵面の高さを使う。',
      },
      switch: BY_HAND,
    },
    terms: ['間合い', '射程', '接敵面の高さ', '起点マス', '飛行'],
    keywords: { en: ['reach', 'range', 'height', 'vertical', 'flying', 'ruler'], ja: ['高さ', '垂直'] },
  },
  {
    id: 'MC-R14',
    system: S,
    group: G,
    source: seed000('Mount and rider › space (origin square)', '乗騎と乗り手に関するルール › 接敵面（起点マス）'),
    title: { en: 'Templates of close and area powers', ja: '近接範囲と遠隔範囲の範囲' },
    statement: {
      en: "A close burst N spreads N squares from the origin square (the rider's chosen square of its mount, MC-SPACE-2) on the map and N squares up and down from the user's height; it leaves out the user but includes its mount. A close blast N lies next to the origin square, level with the user's bottom, N squares high. An area burst N spreads N squares around its centre square (on the ground, or at a given height) and includes its user if it stands inside. Rider, mount and passengers in it are each affected on their own (MC-TGT-1).",
      ja: '近接範囲・爆発は、起点マス（乗り手が選んだ乗騎の接敵面内のマス、MC-SPACE-2）から盤面上で、また使い手の高さから上下に、その大きさのマス数だけ広がり、使い手は含まないがその乗騎は含む。近接範囲・噴射は起点マスに隣接し、使い手の底と同じ高さから、その大きさのマス数の高さを持つ。遠隔範囲・爆発は中心のマス（地面、または指定された高さ）の周囲にその大きさのマス数だけ広がり、中に立つ使い手も含む。範囲内の乗り手・乗騎・同乗者はそれぞれ別に作用を受ける（MC-TGT-1）。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'The attack command takes the template, computes whom it includes and refuses a target outside it; without named targets it affects everyone the template names. Squares a wall hides from the origin are left out (B-10, MC-R26).',
        ja: '攻撃は範囲を受け取り、含まれる者を求め、範囲外の目標を拒否する。目標を指定しなければ範囲の対象すべてに作用する。起点から壁に隠れたマスは含まない（B-10、MC-R26）。',
      },
      why: {
        en: "The source says where a rider's burst starts, not how high templates reach or whether the user is in them.",
        ja: '原文は乗り手の爆発がどこから広がるかを定めるが、範囲の高さや使い手が含まれるかは書いていない。',
      },
      switch: {
        en: "Name the targets yourself (any subset of the template's creatures).",
        ja: '目標を自分で指定する（範囲内のクリーチャーから選ぶ）。',
      },
    },
    terms: ['近接範囲', '遠隔範囲', '爆発', '噴射', '起点マス'],
    keywords: { en: ['burst', 'blast', 'template', 'area', 'origin'], ja: ['範囲'] },
  },
  {
    id: 'MC-R15',
    system: S,
    group: G,
    source: seed000('Additional rules › passengers › forced movement', '追加ルール › 同乗者 › 強制移動（同乗者）'),
    title: { en: 'Where passengers left behind land', ja: '取り残された同乗者の着地する場所' },
    statement: {
      en: "When several passengers are moved and the rider's save takes the mount along with the one it picked (MC-PASS-4), the mount fills the end point: the others land prone in a free square adjacent to the mount's space there, each choosing its square. If the mount stays, they land in free squares of the end space, of their choice (MC-R7); if no square is free, MC-R5.",
      ja: '複数の同乗者が動かされ、乗り手のセーヴィング・スローで選んだ同乗者と一緒に乗騎が動いたとき（MC-PASS-4）、終着点は乗騎で埋まる。残りの同乗者はそこで乗騎の接敵面に隣接する空いたマスに、各自が選んで伏せ状態で着地する。乗騎が動かなければ、終着点の接敵面内の空いたマスに各自が選んで着地する（MC-R7）。空いたマスがなければ MC-R5。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'Each passenger is asked for its square, as with every other landing; the log names MC-R15.',
        ja: '他の着地と同じく、同乗者ごとにマスを尋ねる。ログに MC-R15 を示す。',
      },
      why: {
        en: 'The source puts the unpicked passengers "at the end point", which the mount itself fills once the rider\'s save moves it there.',
        ja: '原文は選ばれなかった同乗者を「終着点」で伏せ状態にするとするが、乗り手のセーヴで乗騎が動けば終着点は乗騎自身が占める。',
      },
      switch: BY_HAND,
    },
    terms: ['同乗者', '強制移動', '伏せ状態', '終着点'],
    keywords: { en: ['passenger', 'landing', 'push', 'end point'], ja: ['着地'] },
  },
  {
    id: 'MC-R16',
    system: S,
    group: G,
    source: seed000('Getting on and off › jump', '乗騎への乗り降り › 跳躍'),
    title: { en: "A failed jump and a creature's height", ja: '失敗した跳躍とクリーチャーの身長' },
    statement: {
      en: "An Athletics check below 0 jumps no height: the height reached is never below the creature's standing reach. The standing reach is its height plus a third (B-6) when its height is set on the sheet, else the vertical reach of its size.",
      ja: '〈運動〉判定値が0未満なら跳んだ高さは0とし、手が届いた高さが立ったままの届く高さを下回ることはない。立ったままの届く高さは、身長が記入されていれば身長とその3分の1（B-6）、なければサイズごとの垂直に届く高さとする。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "The jump is clamped at 0 ft (shown in the log); the creature's height is an optional number on its sheet (1 … 300 ft).",
        ja: '跳んだ高さは0フィートを下限とし（ログに示す）、身長はシートの任意の数値（1〜300フィート）とする。',
      },
      why: {
        en: 'Athletics ÷ 10 can be negative for a creature with a low bonus; a jump cannot lower how high it reaches standing.',
        ja: '修正の低いクリーチャーでは〈運動〉÷10が負になりうるが、跳躍で立ったまま届く高さより低くなることはない。',
      },
      switch: {
        en: "Edit the creature's height (`heightFt`), or clear it to use the size table.",
        ja: 'クリーチャーの身長を編集する。消せばサイズの表を使う。',
      },
    },
    terms: ['跳躍', '〈運動〉', '身長'],
    keywords: { en: ['jump', 'athletics', 'height', 'reach'], ja: ['ジャンプ'] },
  },
  {
    id: 'MC-R17',
    system: S,
    group: G,
    source: { kind: 'book', book: RC },
    title: { en: 'Effects on riders and mounts', ja: '乗り手と乗騎にかかる効果' },
    statement: {
      en: 'An effect stays on the creature it was put on — rider, mount or passenger — through mounting, dismounting, forced movement, falls and teleports; only an effect that lasts "while riding" (a [Mount] benefit, MC-KEY-1) ends when the two part. An adventurer rider and its mount share one turn (MC-TURN-1), so an effect lasting until the end of the mount\'s next turn ends with that shared turn, and a dazed one of the two takes one action of their set. Saving throws against effects get no bonus of the riding rules: the military saddle\'s +5 is for the MC-FM-2 and MC-PRONE-3 saves only. Prone has no duration (B-4).',
      ja: '効果は、与えられたクリーチャー（乗り手・乗騎・同乗者）に、乗る・降りる・強制移動・落下・瞬間移動の後も残る。「騎乗している間」続く効果（［乗騎］の利益、MC-KEY-1）だけが、両者が離れたときに終わる。冒険者の乗り手と乗騎は1つのターンを共有する（MC-TURN-1）ので、乗騎の次のターンの終了時までの効果はその共有のターンの終了時に終わり、2体の一方が幻惑状態ならその者は1そろいのアクションのうち1回しか行えない。効果に対するセーヴィング・スローには騎乗のルールのボーナスはない：軍用鞍の+5は MC-FM-2 と MC-PRONE-3 のセーヴだけに適用する。伏せ状態には持続時間がない（B-4）。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: 'Effects are kept by creature; the conditions shown and used by every rule are the toggled ones plus those of the effects. A GM who cancels a save question also stops the turn from moving on; pressing "next turn" again asks only the saves not yet made this turn. Going back a turn (a correction) does not replay effects: use undo.',
        ja: '効果はクリーチャーごとに記録し、表示やすべてのルールが使う状態は、切り替えた状態と効果の状態を合わせたものとする。マスターがセーヴの問いを取り消すとターンも進まない。もう一度「次のターン」にすると、そのターンにまだ行っていないセーヴだけを尋ねる。ターンを戻す（訂正）と効果はやり直されないので、元に戻す操作を使う。',
      },
      why: {
        en: 'The seed does not speak of lasting effects; the riding modules of other tabletops lose track of them on a dismount.',
        ja: '原文は持続する効果に触れていない。他の卓上ツールの騎乗機能では、降りたときに効果の扱いが崩れることが多い。',
      },
      switch: {
        en: 'Add or remove an effect by hand (commands `addEffect`, `removeEffect`).',
        ja: '効果を手で追加・削除する。',
      },
    },
    terms: ['効果', '幻惑状態', 'セーヴィング・スロー', '軍用鞍', '［乗騎］キーワード'],
    keywords: { en: ['effect', 'dismount', 'dazed', 'save', 'mount keyword'], ja: ['状態'] },
  },
  {
    id: 'MC-R18',
    system: S,
    group: G,
    source: { kind: 'book', book: RC },
    title: { en: 'Delayed turns of riders and mounts', ja: '乗り手と乗騎の行動遅延' },
    statement: {
      en: 'An adventurer rider delays with its mount (one shared turn, MC-TURN-1); a monster rider and its mount delay each on its own turn. A creature that delays before acting keeps its start-of-turn effects done; the effects of "the end of its next turn" that help its side (a bonus on itself, its mount or an ally; a harm it put on an enemy) end at the delay (B-16); the turn it takes later gets a full set of actions, and at its end the effects of "the end of its next turn" that harm it end and its saves are made. The delayed creature acts after the creature whose turn just ended, takes that creature\'s initiative, and keeps that place (its mounts linked by MC-INIT-1 follow it).',
      ja: '冒険者の乗り手は乗騎と共に行動遅延する（1つの共有のターン、MC-TURN-1）。モンスターの乗り手と乗騎は、それぞれ自分のターンで行動遅延する。アクションの前に行動遅延した者は、ターン開始時の効果を済ませたままとする。その側に有利な「次のターンの終了時まで」の効果（自分・乗騎・味方へのボーナス、敵に与えた不利な効果）は遅延した時点で終わる（B-16）。後で行うターンでは1そろいのアクションすべてを持ち、その終了時に自分に不利な「次のターンの終了時まで」の効果が終わり、セーヴィング・スローを行う。遅延した者は、直前にターンを終えたクリーチャーの後に行動し、そのイニシアチブを得て、以後その位置で行動する（MC-INIT-1 で結ばれた乗騎も従う）。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "Commands `delayTurn` (before any action) and `resumeTurn` (after another creature's turn); a delayed turn whose place comes round again is lost, its end-of-turn effects and saves done then.",
        ja: '行動遅延はアクション前に、遅延したターンは他のクリーチャーのターンの後に行う。順番が再び来たら遅延したターンは失われ、そのときにターン終了時の効果とセーヴを処理する。',
      },
      why: {
        en: 'The seed says nothing about delaying; the 4e rule is applied to the shared turn of MC-TURN-1.',
        ja: '原文は行動遅延に触れていないので、4版のルールを MC-TURN-1 の共有のターンに当てはめる。',
      },
      switch: {
        en: 'Set the initiative by hand (this drops the kept place).',
        ja: 'イニシアチブを手で設定する（保たれた位置は外れる）。',
      },
    },
    terms: ['行動遅延', 'イニシアチブ', '1そろいのアクション'],
    keywords: { en: ['delay', 'initiative', 'turn'], ja: ['遅延'] },
  },
  {
    id: 'MC-R19',
    system: S,
    group: G,
    source: { kind: 'book', book: RC },
    title: { en: 'Running into what the players cannot see', ja: '見えないものへの移動' },
    statement: {
      en: "A player's move is judged by what the players can see. When it runs into a creature hidden from them (or under the fog), or into ground under the fog that is not what they were shown, the mover stops in the last square before it, and what stopped it is revealed: a hidden creature is no longer hidden, the fog lifts over the squares it ran into. The move costs what it cost up to there.",
      ja: 'プレイヤーの移動は、プレイヤーに見えているものに基づいて判定する。プレイヤーから隠れているクリーチャー（霧の下のクリーチャーを含む）や、霧の下の示されていたのと異なる地形に移動が阻まれたときは、その手前の最後のマスで止まり、阻んだものが明らかになる。隠れていたクリーチャーは隠れ状態でなくなり、阻まれたマスの霧は晴れる。移動の消費はそこまでの分とする。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "The GM's tab checks a player's request as if unseen creatures were not there (so no answer or menu differs between a hidden creature and an empty square), pins the path the player was shown, and when the real board stops it applies `revealUnseen`: the move cut short and the reveal, logged with this id and undoable in one step. A charge that runs into something becomes a move to the last square.",
        ja: 'ゲームマスターのタブは、見えないクリーチャーがいないものとしてプレイヤーの要求を判定する（隠れたクリーチャーと空きマスで答えやメニューが変わらない）。プレイヤーに示された経路で移動させ、実際の盤面で阻まれたら、手前で止まる移動と露見を一つの手順として適用し、この番号付きでログに残し、1回の取り消しで戻せる。何かにぶつかった突撃は、最後のマスまでの移動になる。',
      },
      why: {
        en: 'Neither the seed nor the 4e rules say how a table handles a move into a creature the mover cannot perceive; this is what a GM does at a real table, and it keeps every answer a player receives free of what the GM hides.',
        ja: '原文にも4版のルールにも、知覚できないクリーチャーへの移動の扱いは書かれていない。実際の卓でゲームマスターが行う処理であり、プレイヤーが受け取る答えに隠された情報が表れない。',
      },
      switch: {
        en: "Undo the step and move the creature as GM, or set the players' actions to wait for your OK.",
        ja: 'その手順を取り消してマスターとして動かすか、プレイヤーの行動を承認待ちにする。',
      },
    },
    terms: ['隠れ状態', '戦場の霧'],
    keywords: { en: ['hidden', 'fog', 'unseen', 'move', 'player'], ja: ['見えない', '霧'] },
  },
  {
    id: 'MC-R20',
    system: S,
    group: G,
    source: { kind: 'book', book: RC },
    title: { en: 'Walls and doors stop movement', ja: '壁と扉は移動を遮る' },
    statement: {
      en: "A step from one square to the next may not cross a wall, a closed door, a window or a terrain wall: the straight line between the two squares' centres may not touch one. So an orthogonal step is blocked by a wall on the edge the two squares share; a diagonal step passes through the shared corner and is blocked by any wall that touches that corner (it cannot cut the corner of a wall, nor slip between two walls that meet there). A creature that fills several squares moves every one of them, and may not stand where a wall runs between its own squares. An open door blocks nothing; a wall along a square's edge does not stop a move beside it.",
      ja: 'あるマスから隣のマスへの1歩は、壁、閉じた扉、窓、地形の壁を越えられない。2つのマスの中心を結ぶ線分が壁に触れてはならない。縦横の1歩は、2つのマスが共有する辺の上の壁に遮られる。斜めの1歩は共有する角を通るので、その角に触れる壁があれば遮られる（壁の角を横切ることも、角で接する2枚の壁の間をすり抜けることもできない）。複数のマスを占めるクリーチャーは占めるマスすべてが移動し、自分のマスの間を壁が通る場所には立てない。開いた扉は何も遮らない。マスの辺に沿った壁は、その隣を進む移動を妨げない。',
    },
    ruling: {
      origin: 'app',
      does: {
        en: "A path given step by step is refused at the first step that crosses a wall, naming the two squares and citing this ruling; a move without a path finds the cheapest way around the walls, and when there is none within the mover's speed the refusal says the walls are why. The drag preview shows the same refusal.",
        ja: '1歩ずつ示された経路は、壁を越える最初の1歩で拒否し、その2つのマスとこの裁定を示す。経路を示さない移動は壁を回り込む最短の道を探し、移動力の範囲に道がなければ壁が原因であると示して拒否する。ドラッグ中の表示も同じ理由を示す。',
      },
      why: {
        en: "The 4e rules know walls as blocking squares and forbid cutting their corners diagonally; maps drawn with thin walls on the squares' edges (and every Universal VTT map) need the same rule stated for an edge.",
        ja: '4版のルールは壁をマスを埋める障害物として扱い、その角を斜めに横切ることを禁じている。マスの辺に引いた細い壁（市販のマップの書き出しはすべてこれ）には、同じルールを辺について定める必要がある。',
      },
      switch: {
        en: 'Open the door, remove the wall (wall tool), or move the creature as GM (Alt-drag) if your table rules otherwise.',
        ja: '扉を開ける、壁を取り除く（壁ツール）、または卓の裁定が異なるならマスターとして置き直す（修飾キーを押してドラッグ）。',
      },
    },
    terms: ['遮蔽', '移動'],
    keywords: { en: ['wall', 'door', 'window', 'move', 'diagonal', 'corner'], ja: ['壁', '扉', '窓'] },
  },
];
