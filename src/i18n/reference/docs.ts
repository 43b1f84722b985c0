/**
 * The prose of the GM docs (docs/rules-*.md): what the app automates, what it leaves to the GM, how to check a
 * ruling. Moved here from the hand-written docs; `scripts/gen-rules-docs.ts` adds the rulings, the optional rules
 * and the full rule list from the entries. English Markdown, as the docs were.
 */
import type { RatingReconstruction, SystemDocs } from './types';

/** RULING TK-R1's default table (the engine's `defaultRatingTable()` builds the same). */
export const tenkaiDefaultRating: RatingReconstruction = {
  columns: [
    '5.0',
    '4.5',
    '4.0',
    '3.6',
    '3.2',
    '2.9',
    '2.6',
    '2.3',
    '2.0',
    '1.8',
    '1.6',
    '1.4',
    '1.3',
    '1.2',
    '1.1',
    '1.0',
    '0.9',
    '0.8',
    '0.7',
    '0.6',
    '0.5',
    '0.4',
    '0.3',
    '0.2',
    '0.0',
  ],
  rows: 22,
  ratioOneColumn: 15,
  lowestRowAtOne: { 貫通: 20, 直撃: 16, 軽傷: 11, 微傷: 7 },
};

const REFERENCE_INTRO =
  'Every rule id of this system, in English and Japanese, with its source. The in-app rules reference shows the same entries.';

/** docs/rules-mounted-4e.md */
export const mounted4eDocs: SystemDocs = {
  system: 'mounted4e',
  file: 'docs/rules-mounted-4e.md',
  title: "Mounted combat (D&D 4e with the table's house rulings) — notes for GMs",
  intro: `Saddlegrid's \`mounted4e\` rule system implements the mounted combat rules of the source page
(\`shared/seeds/000_dad6c56fbe77d199.txt\`, digest \`shared/rules/mounted-4e.md\`) and the 4e core rules they lean
on. Every log line names the rule it applied (\`MC-FM-2\`, \`B-5\`, …) in English and Japanese, every die roll is
in the log, and any roll can be typed in from a physical die instead.`,
  blocks: [
    {
      kind: 'prose',
      heading: 'What the app does for you',
      body: `| Area | Automated | Rule ids |
| --- | --- | --- |
| Who can ride | size one step larger, willing mount, passenger room; clear refusals with the rule id; a ridden mount counts as an ally of its rider's (and passengers') allies: they walk through its space and get no opportunity attacks on it | MC-ELIG-1, MC-ELIG-2, MC-R4, MC-R12 |
| Getting on | adjacent (move action); from a distance with the extra movement by size; by a jump (Athletics roll; reach from the creature's height if set, else its size; a failed check jumps 0 ft) or a teleport | MC-MOUNT-1, -3, -4, -5, MC-R1, MC-R2, MC-R16, B-6 |
| Getting off | move action into a free square adjacent to the mount's space (you pick the square; refused if none is free) | MC-MOUNT-2 |
| Sharing the space | rider and passengers stand in the mount's space and move with it; they cannot walk on their own; the rider picks the origin square of its powers | MC-SPACE-1, MC-SPACE-2, MC-MOVE-1 |
| Heights | a rider's height is always worked out from its mount (space height − 1 above it), including flying mounts; reach and range count height (the larger of horizontal and vertical distance), the same measure for attacks, opportunity attacks and the ruler | MC-TGT-2, MC-R13 |
| Turns | shared initiative; an adventurer and its mount share one set of actions (also when one is dazed or cannot act) and one immediate / opportunity action; the rest of the turn after a dismount; monster riders' separate turns and "command the mount"; passengers act on their own | MC-INIT-1, MC-TURN-1..3, MC-SEP-1, MC-PASS-1, MC-PASS-2, B-7 |
| Actions | standard / move / minor with substitutions, one immediate per round (not on your turn), one opportunity per turn, dazed = one action, stunned = none | B-7 |
| Attacks | the modifier list with sources (rider −2, rider out of reach −2 unless spear/polearm/nodachi, mount as cover vs ranged, prone, combat advantage, charge +1, squeezing −5, cover, effects); roll vs defence, damage, HP | MC-ATK-1, MC-TGT-1..3, MC-SQUEEZE-1, B-4, B-8, B-9, B-10, B-14 |
| Walls and cover | cover and superior cover traced corner to corner past walls, closed doors, windows and enemies' squares (a rider counted at its seat), the lines drawn on the board while the attack helper is open; no line of effect, no melee or ranged attack and no area burst there; templates leave out what a wall hides; forced movement stops at a wall | B-10, MC-R25, MC-R26, MC-R27 |
| Close and area attacks | close burst N from the origin square the rider picks, close blast N next to it, area burst N within range; the app works out who is in it (rider, mount and passengers each) and refuses targets outside | MC-SPACE-2, MC-TGT-1, B-17, MC-R14 |
| Effects | conditions and modifiers with 4e durations (save ends; until the end of your or the target's next turn; until the start of a creature's next turn; until the end of the encounter), several at once and per source; ongoing damage at the start of a turn (the highest of each type); a saving throw for each save-ends effect at the end of the turn (roll, or type in the die); effects stay on their creature when it mounts, dismounts, falls or teleports, and [Mount] benefits end when rider and mount part; every rule sees the conditions of effects (dazed, stunned, immobilised …); slowed (speed 2), weakened (half damage), marked (−2 unless the attack includes the marker; one mark at a time) | B-3, B-14, B-15, B-18, MC-KEY-1, MC-R17 |
| Delaying | delay before acting and take the turn later in the round (rider and mount together); end-of-turn effects and saves wait for the turn taken; a turn not taken in time is lost | B-16, MC-R18 |
| Charge | the mount moves up to its speed, then the rider attacks (+1); passengers cannot charge | MC-CHARGE-1, MC-PASS-3, B-8 |
| Opportunity attacks | moving away from enemies and ranged/area attacks provoke; rider-or-mount choice; "must target the one who provoked" | MC-OA-1, B-11 |
| Forced movement | push/pull/slide checked square by square; the mount takes everyone along; the rider's (or a passenger's) save to take the mount along (+5 military saddle); several passengers, the ones left behind choosing where they land | B-2, MC-FM-1, MC-FM-2, MC-PASS-4, MC-R15 |
| Teleport | the other stays behind; a mount that teleports away leaves its riders prone in its old space | MC-TP-1, MC-TP-2, MC-R3, B-13 |
| Prone & falling | a mount knocked prone throws its riders; a flying mount falls instead (fly speed shortens the fall); a stunned flier falls unless it can hover (set \`ext.hover: true\` on a creature that can); the rider's save; dropping prone; falling damage and Acrobatics | MC-PRONE-1..4, B-4, B-5, B-12 |
| Hints (never blocks) | [Mount] powers need Mounted Combat; the mount's load; an untrained mount avoids fights | MC-KEY-1, MC-CARRY-1, MC-MATK-1 |

When a person has to choose — which square to land in, whether to roll the save, which passenger the rider
stays with, rider or mount as the target, whether to make an opportunity attack, a saving throw against an effect
at the end of a turn — the app stops and shows the
legal choices (squares are highlighted on the board). Nothing else can happen until the choice is made; the GM
can cancel a pending choice (this also drops the rest of that rule chain, so you settle it by hand).

Out of combat (no initiative rolled) actions are not counted: you can set up a scene freely. A GM placement
(\`gm\` move) never costs actions or provokes.`,
    },
    {
      kind: 'rulings',
      heading: 'Rulings',
      intro: `The source is silent or ambiguous in places. The app follows these rulings; change the outcome by hand (edit
the creature, or cancel a pending choice) if your table rules otherwise.`,
      digestHeading: 'From the digest',
      appHeading: "The app's own (shown in the log with these ids)",
      after: `Further readings without an id of their own:

- A mount that already had its turn this round and is then mounted moves behind its rider in the order
  (MC-INIT-1) without acting twice; from the next round it acts on the rider's count (its own turn for a
  monster rider, MC-TURN-3; inside the adventurer's turn, MC-TURN-1).
- Mounting by walking or jumping needs the creature and the mount at the same height (a flier hovering next
  to a flying mount can); the jump's own distance is not charged as movement; teleports do not check line of
  sight (the map has no walls for sight).`,
    },
    {
      kind: 'prose',
      heading: 'Not automated (do it by hand)',
      body: `- Crawling while prone (B-4): stand up first, or move the creature as GM.
- Squeezing movement (B-9): the \`squeezing\` condition gives its attack penalties (and MC-SQUEEZE-1 for the
  rider), but the half-speed move and the smaller space are not simulated.
- Line of sight and cover from walls (B-10, B-13): give terrain cover on the attack; teleports do not check
  sight. Bursts and blasts do not check line of effect either: leave out a creature behind a wall by naming the
  targets.
- Resistance and vulnerability to ongoing damage, regeneration, and effects with their own triggers ("when it
  starts its turn adjacent to …"): apply them by hand (change HP, add or remove the effect).
- The end of the encounter: say so (command \`endEncounter\`) and every effect ends.`,
    },
    { kind: 'options', heading: 'The optional rule (MC-OPT-FALL, 乗騎から降ろされる OP)' },
    {
      kind: 'prose',
      heading: 'Checking a ruling outside a session',
      body: `\`npx tsx scripts/replay.ts <encounter file> [--json] [--lang ja|en]\` loads an exported encounter, applies its
command log headlessly and prints the final state and the log (text, or JSON). A command the rules refuse is
reported with its reason and rule id on stderr and the exit code is 1. \`docs/examples/mounted-charge.json\` is
a sample.`,
    },
    { kind: 'reference', heading: 'Rule reference · 規則一覧', intro: REFERENCE_INTRO },
  ],
};

/** docs/rules-tenkai.md */
export const tenkaiDocs: SystemDocs = {
  system: 'tenkai',
  file: 'docs/rules-tenkai.md',
  title: '舵天照 (Tenkai) rules in Saddlegrid — a guide for GMs',
  intro: `Saddlegrid runs the 舵天照 combat rules (source: seed 002; digest \`tenkai.md\`, rule ids \`TK-*\`) on the shared
battle map. This page says what the app does for you, what it leaves to you, and every ruling it makes where the
source is silent, lost or contradicts itself. Every log line names the rule ids it applied, so you can check a
result against this page.`,
  blocks: [
    {
      kind: 'prose',
      heading: 'Setting up',
      body: `- An encounter created as **Tenkai** uses 10 m squares, counts range and movement without diagonals
  (|dx| + |dy|, TK-GRID-2) and lets any number of characters share a square (TK-GRID-1).
- Each character needs its Tenkai sheet: 生命 (the token's HP), 練力, 気力, 攻撃, 防御, 受防, 命中, 回避, 知覚, 抵抗,
  俊敏 (may be left empty), 行動, attribute (無/心/技/体), band (水中/地上/低空/中空/高空), and for partners, gliders
  and armour 移動. Flags: can fly / can swim (needed to change band), shield, 騎士, 陰陽師, アヤカシ, whether a partner
  can be ridden (可 / 不向き with a −1…−5R penalty / 不可). Bad values are refused with a message and change nothing.
- Switches for the battlefield: **over the cloud sea** (the spirit link, TK-MNT-7) and **in combat** (healing
  rank and sleep modifiers).`,
    },
    {
      kind: 'prose',
      heading: 'What is automated',
      body: `| area | what the app does | rule ids |
| --- | --- | --- |
| Turn flow | "Start turn" runs, in order: persistence checks (poison damage, confusion and sleep recovery, petrification every 3 turns, glider/armour 練力 clocks, multi-turn activities), initiative, then the first round's start. "End round" moves to the next round; after the last one the turn ends. | TK-TURN-1, TK-TURN-2 |
| Initiative | 俊敏/10 + 1D20, highest first, ties by the higher die. No 俊敏 → its 回避 is the value, no die. A rider and its partner share one place in the order on the partner's 回避, no die. You can type in physical dice. | TK-TURN-3, TK-MNT-1, TK-R2 |
| Round start | Effects and statuses whose time is up end when their owner's round starts. | TK-TURN-2 |
| Postponing (後回し) | Moves the current round to the end of the order (or after a named character). A postponed round is not started again, so durations are never extended. The source's example A > B > C with B postponing resolves A, C, B. | TK-TURN-4 |
| AP | Every action spends AP from the cost table (attack 1, reload 1, slow reload 2, muzzle-loader 3, move 1/square, dash 2 for 3, jumps, turning 0 — 1 for a partner with its rider aboard (the partner pays, also when the rider turns, TK-R4) or in armour — standing up 1 or 2 in armour, mount 1 …). Not enough AP is refused; **you** may allow it with the GM switch, and the shortfall is carried into the next turn. Ending a round with AP left is fine. | TK-TURN-5, TK-GRID-3, TK-R4 |
| 0-AP skills | A 0-AP skill cannot be used again until its user spends 1 AP or someone else acts. | TK-TURN-6 |
| Movement | Dragging a token in a round pays AP at the cheapest mix of moves and dashes (or 移動 per AP for partners and armour). Outside a round, or with the GM switch, dragging just places the token. Riders move with their partner. | TK-GRID-*, TK-MNT-2 |
| Altitude | Bands are shown per token and can be filtered. Changing band: one band, a means (fly / swim), a whole turn (all AP, none spent before). A rider is always in its partner's band. Attacks one band up use 5 range and −3R, one band down 5 range, two or more apart are refused. | TK-ALT-1..3 |
| Hit check | Before the roll the attack panel lists the ratio, its column and every modifier with its rule id: guard vs shooting +2R, shield −1R, distance −1R per 2 squares, band −3R, rider −1R, non-riding partner −nR, petrification −1R/stage (the attacker's, and a petrified defender's as +1R/stage for the attacker, TK-R7), your situation ±1/±3/±5R, skill ranks, dice modifiers. The defender is asked "evade or guard" (perception and auto-hit attacks are always evasion; a berserk defender cannot guard; a sleeping defender or a stopped armour has 回避/受防 0). An attack can hit several times at once (「X回攻撃」「同時攻撃」): one defence choice, a check and damage per hit, one sleep recovery check (TK-R6). Every roll can be typed in ("I rolled…"); an impossible value is refused. A wall between attacker and target refuses the attack (TK-R12). | TK-HIT-1..8, TK-R6, TK-R7, TK-R12 |
| Damage | Evasion, guard, perception and auto-hit perception tables with their minimums; fixed attack 2–5 (+1 two-handed, 0 for a dual-use weapon in one hand); attributes (+10% up / −10% down, ×3 when weapon and skill agree). | TK-DMG-1..8 |
| Healing | base = effect value ÷ 10 × rank (5 in combat, 1–10), with every listed modifier; miasma on the target −2R is applied automatically. The source's example (知覚 105, "知覚 −80%") heals 10. | TK-HEAL-1 |
| Partners | Mount/dismount 1 AP each; partner moves and attacks cost only the partner, rider attacks only the rider; full move (all partner AP, 3× 移動, rider 1 AP); turning the pair costs the partner 1 and the rider nothing; rider −1R; defence with the partner's stats; evasion → the one hit is rolled after the check; guard → the one the attacker named; auto-hit → random; area → both take one damage figure, with the partner's stats and attribute. | TK-MNT-1..6, TK-R4, TK-R5 |
| Spirit link | Over the cloud sea, a living partner in the air at 生命 ≤ 0 (from an attack or poison) flees carrying its rider: commands for it and its rider are refused; **you** move it with the GM switch at 3× speed (3 × 移動 squares per AP of its own); bringing it down to the ground or water is its landing and it dies; "reached safety" ends it the same way. | TK-MNT-7, TK-R8 |
| Gliders | Unarmed gliders cannot attack; an armed glider's attack costs its rider 1 AP too; 練力 −1/6 turns in combat, −1/30 cruising, +1/6 stopped or gliding; 0 → power lost (gliding); cruising halves 回避 and 命中; back to combat flight takes a 1-turn warm-up; gliding: normal movement only, the rider spends all AP on control and cannot attack. | TK-GLD-1..4 |
| Armour | Aboard: pilot base stats + armour stats; separate 生命/練力; −3 練力 at the end of its round (−6 if the pilot is not a 騎士); standby −1/6 turns, stopped +1/6; at 0 練力 or 生命 it stops (a fixed target); at 生命 0 destroyed, overflow and later damage go to the pilot, healing cannot help; boarding 6 turns, starting the orb 1 turn; moves 移動 per AP, no full move. | TK-ARM-1..5 |
| Status effects | Start check (caster 知覚 / resister 抵抗, 普通 or better takes hold) with every modifier listed; poison (stacking, 200/150/100%), confusion (recovery check and the 1D20 behaviour table, re-roll if impossible), berserk, fear, charm (orders), curse (strength, RULING TK-R3), sleep, miasma (10 stages, −5%/stage, suppression), petrification (5 stages). Icons and turns left on tokens; dormant statuses are shown greyed with the reason. | TK-ST-* |`,
    },
    {
      kind: 'prose',
      heading: 'What stays with you',
      body: `- Choosing targets and which skill is used; skill texts (ranges, 練力/AP costs, "auto-hit", attributes) are typed
  in with the attack.
- The situation modifier (TK-HIT-8), non-riding penalties (TK-MNT-6), whether an action with too little AP may
  happen or carry over (TK-TURN-5), impossible confusion behaviours (re-roll), what a confused, berserk or frightened
  character actually does (the app refuses its ordinary actions; resolve the behaviour with the GM switch).
- Metres of altitude for gliders (the log tells you "loses 10 m", "loses 0–30 m"), line of sight, facing.`,
    },
    {
      kind: 'rulings',
      heading: 'Rulings',
      intro:
        'Where the source is silent, lost or contradicts itself, the app rules as follows; the log names the ruling wherever it applies.',
      digestHeading: 'From the digest',
      appHeading: "The app's own",
      after: `**Saddlegrid readings** (where the digest gives no ruling; each is visible in the log):

1. *Initiative without 俊敏* uses the 回避 value itself as the initiative total (no die).
2. *Distance penalty* counts grid squares only; the 5 range used per band (TK-ALT-3) counts for the range check.
3. *Status modifiers* are rank modifiers, + in the caster's favour. Miasma's "−1 per stage when resisting" is read
   as a penalty to the infected character (so +stage for the caster), the same correction as TK-R3.
4. *Durations.* A status applied in turn T for n turns acts at the starts of turns T+1…T+n (poison damage,
   confusion check) and ends at its bearer's round start in turn T+n. Sleep ends at the latest at T+2n.
   Re-applying confusion, berserk, fear, charm or sleep keeps the longest duration (the source says so for
   confusion); sleep counts the repeat for its +1.
5. *Miasma progression* succeeds for the miasma on 普通 or better (the start check's threshold): +1 stage, death
   at stage 10. A new infection on an infected character adds one stage.
6. *Petrification and coexistence.* While a character is petrifying, its curse and miasma are dormant (they
   "coexist with every status but petrification"); at stage 5 nothing else takes effect and new statuses are
   refused. A sleeping character's berserk, fear and confusion are dormant.
7. *Running high jump* costs 2 AP (the movement table); the cost list's "1 turn" is the GM's alternative.
8. *Rider's guard.* When the attacker names the rider under guard, the rider's −1R (TK-MNT-4, "guard checks
   included") counts: +1R for the attacker.
9. *Machines.* A glider or armour takes a place in the order only when manned. A pilot aboard an armour acts with
   the combined stats (including 行動 and 俊敏) and pays the AP, also for the armour's movement.
10. *Mounting* needs rider and partner in the same square and band.
11. *Cancelling the evade/guard question* (GM) leaves the attacker's AP spent; use undo to take the whole attack back.
12. *Full move* (TK-MNT-2) needs all of the partner's AP for the turn, none spent before it.
13. *Miasma's lower maxima* (生命/練力/気力 −5% per stage) cap healing and show on the gauges; the stored maxima stay
    as entered, so curing the miasma restores them.
14. *Perception attacks*: the defender's 抵抗 on the sheet is the total, which already includes its weapon's 抵抗
    (TK-HIT-5).`,
    },
    {
      kind: 'prose',
      heading: 'Editing the rating table',
      body: `The table is saved with the encounter (\`sys.tenkai.ratingTable\`; empty = the default). In the rules reference:

- **Paste** a table copied from a spreadsheet: 22 rows (die 1–22) of 25 cells, left column 〜5.0 to right column
  〜0.0. Cells may be 貫通 直撃 軽傷 微傷 失敗, or 成功 軽成功 普通 軽失敗, or English names, or one letter p/d/l/g/m.
  A heading row (〜5.0 …) and a leading die-number column are skipped. (Command: \`tkSetRatingTable { text }\`.)
- **Edit a cell** by clicking it (\`tkSetRatingCell { row, column, result }\`); the first edit copies the default.
- **Reset** to the default reconstruction (\`tkSetRatingTable { reset: true }\`).

A table with a wrong size or an unknown cell is refused (nothing changes). A table where a higher die or a more
favourable column gives a worse result is **accepted with a warning** listing the cells, because some groups play
that way.

### The default table (reconstruction, RULING TK-R1)

貫 貫通 · 直 直撃 · 軽 軽傷 · 微 微傷 · 失 失敗. Columns are the ratio 命中 ÷ 回避 (or ÷ 命中 when guarding).`,
      append: 'tenkai-default-rating-table',
    },
    { kind: 'reference', heading: 'Rule reference · 規則一覧', intro: REFERENCE_INTRO },
  ],
};

/** docs/rules-sudukuri.md */
export const sudukuriDocs: SystemDocs = {
  system: 'sudukuri',
  file: 'docs/rules-sudukuri.md',
  title: '巣作りドラゴン battles — what Saddlegrid automates',
  intro: `Source: \`shared/seeds/003_f46bc3f7b8021b3d.txt\` (authoritative), digest \`shared/rules/sudukuri.md\` (rule ids
\`SD-*\`). Engine: \`src/rules/sudukuri/\`. The same rulings are available to the UI as data (\`rulesOf('sudukuri')\` in
\`src/i18n/reference\`), skills as \`SKILLS\` (\`src/rules/sudukuri/skills.ts\`).`,
  blocks: [
    {
      kind: 'prose',
      heading: 'What is automated',
      body: `- **Every skill SD-SK-01..51**, with the source's Japanese name, an English gloss, the effect text in both
  languages and how copies stack (\`SKILLS[i].stacking\`: \`scales\`, \`single\` = "does not stack" in the source,
  \`eachRolls\`, \`eachUse\`; \`stackingRuled\` marks where the source is silent and SD-R8 decides).
  罠知識 / 強運 / 幸運の星 only lower a trap-roll target (\`trapTarget(skills, base)\`); they do nothing in battle.
- **The 13 steps SD-STEP-01..13**, in order, every turn:
  1. 魔眼の矢 / 疾風迅雷 (each copy rolls 2d6, 11+): PC side first, the opposing side only if nobody dropped.
  2. Physical attacks = 1 + 二回攻撃 copies.
  3. Order: only the opposing side holding 奇襲心得 attacks first; both → cancel → PC side first (counts do not matter).
  4. 必殺無効 noted (step 7 skipped against the holder).
  5. Per attacker: it picks its target (SD-R1, SD-R6); the target's 策士 / 知者 / 賢者 each roll (11+ / 10+ / 9+);
     any success cancels all that attacker's normal attacks on it this turn (physical and magic, all repeats).
  6. 2d6 ≥ 7 − 隊列 − 2·群 + 猛者 + 2·熟練者 + 3·飛行; 2 or less always fails; a natural 12 is a critical (SD-R4).
  7. One roll per 必殺 copy (12+ / 11+ / 10+); a success sets the target's HP to 0.
  8. \`max(1, ⌈ATK × (1+狂戦士) / (1+鉄の体)⌉ − DEF′ + weapons − armours)\`, DEF′ = 0 under 強打 or a critical.
     Repeat 6–8 for each 二回攻撃 attack (a miss does not stop the next one).
  9. All the attacker's magic at once: fixed amounts + each breath ⌈current HP / 10, 8, 6, 4⌉ + 25 per 究極魔法
     (10 recoil to the user, unreducible, computed after the breaths). 魔法障壁 replaces all of it by 1 damage
     to the holder, once per magic attacker per turn, and only if magic would have been dealt.
  10. Everyone above 0 applies healing (回復 1, 超回復 2, 再生肉体 3, 竜の化身 3) and 毒の空気 1 / 高速魔法 2
      to every opponent — all summed and applied at once, capped at max HP.
  11. A character at 0 with an unused 不死身 / 竜の化身 returns to ⌈max/2⌉ (one per turn, one per copy); the rest
      at 0 are confirmed out (SD-R2).
  12. Those confirmed this turn strike whoever finished them: 鬼の気迫 5 per copy, 乾坤一擲 to 0. Victims are
      confirmed at once, no 不死身 (SD-R5, SD-R7).
  13. A side with everyone out loses; both sides out in the same turn → the PC side loses.
- **Jump to step 10**: whenever anyone's HP reaches 0 in steps 1–9 (by 魔眼の矢, a deadly roll, physical damage,
  magic, the 魔法障壁 point or 究極魔法 recoil), the rest of the turn's attacks of both sides are skipped.
- **Resolution granularity**: \`sdStep\` (one unit: one step for one character; one physical attack in steps 6–8),
  \`sdTurn\` (the rest of the turn), \`sdRunToEnd\`. Every unit writes a log line in Japanese and English starting
  with its step id, with the dice and the arithmetic, e.g. \`[SD-STEP-08] … 狂戦士×2 vs 鉄の体×3: ⌈10×3/4⌉ − 4 = 4\`.
- **Dice**: the encounter's seeded generator, or values typed in on any command (\`dice: [d6, d6, …]\` in order of
  use; too many or impossible values reject the command). Every roll is a \`dieRolled\` event.
- **Odds**: \`simulate(battle, { runs, seed })\` — PC win probability with a 95 % Wilson interval, draws,
  mutual wipe-outs, battle length histogram, expected HP left per character and side. The app runs it in a Web
  Worker with progress and cancel. Measured with \`npx tsx scripts/bench-sudukuri.ts\` (10,000 battles of 3 v 3 with
  ~12 skills each) on the shared 2-core dev container: warm ≈ 210–330 ms wall (≈ 120–170 ms CPU), i.e. about
  30,000–80,000 battles/s; the very first (cold JIT) run ≈ 0.8 s wall / 0.4 s CPU.`,
    },
    {
      kind: 'rulings',
      heading: 'Rulings',
      intro:
        'Where the source is silent or ambiguous the app follows these rulings; every log line that applies one names it.',
      digestHeading: "The digest's rulings",
      appHeading: 'Ours, where the source is silent (decided for this app; tell us if your table rules otherwise)',
    },
    {
      kind: 'prose',
      heading: 'Not automated',
      body: `- Escaping a battle, the scenario's "戦闘勝利 / 戦闘敗北" instructions, and trap rolls themselves (only their target
  number helper exists).
- Side-wide variants of 隊列 / 群 / 猛者 etc. (SD-R9) are not switchable yet.`,
    },
    {
      kind: 'prose',
      heading: 'For developers',
      body: `- State: \`encounter.sys.battle\` is an \`SdBattle\` or null (plain JSON; read it with \`getBattle(state)\`; check an imported
  one with \`battleProblem(raw)\` — the commands do this themselves and refuse a damaged battle).
- Commands (\`SudukuriCommand\`): \`sdSetBattle { battle: BattleSetup }\`, \`sdSetTargetPolicy { policy }\`, \`sdStep\`,
  \`sdTurn\`, \`sdRunToEnd\`, \`sdChooseTarget { targetId }\`, \`sdReset\`, \`sdClearBattle\`; all accept typed-in \`dice\`.
  A manual target choice is kept in \`battle.pending\` (a core \`PendingDecision\`, kind \`sd.target\`), not in the
  encounter-wide \`state.pending\`: only the battle waits, the map stays usable. While it is pending, \`sdStep\` /
  \`sdTurn\` / \`sdRunToEnd\` are refused (SD-R1); \`sdChooseTarget\`, \`sdSetTargetPolicy\`, \`sdReset\`, \`sdSetBattle\` work.
- Events: the \`SdEvents\` map (\`events.ts\`; \`SdEvent\` is its union); every line's text starts with \`[SD-STEP-nn]\`.
- Pure helpers: \`resolveBattle(battle, { granularity, dice, seed, quiet })\`, \`simulate(battle, { runs, seed })\`,
  \`STEPS\`, \`describeCursor(battle)\`, \`SKILLS\`, \`characterFromCreature(creature)\` (map creature →
  character; statistics in the creature's system part \`creature.sys = { atk, def, skills }\`).
- Worker: \`requestOdds(battle, { runs, seed }, { onProgress, chunk })\` in \`src/app/sudukuri/oddsClient.ts\` →
  \`{ promise, cancel }\`.
- Benchmark: \`npx tsx scripts/bench-sudukuri.ts [runs] [repetitions]\`.`,
    },
    { kind: 'reference', heading: 'Rule reference · 規則一覧', intro: REFERENCE_INTRO },
  ],
};
