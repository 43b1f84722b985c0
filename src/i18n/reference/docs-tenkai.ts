/**
 * The prose of the Tenkai GM docs: what the app automates, what it leaves to the GM, how to check a ruling.
 * `scripts/gen-rules-docs.ts` adds the rulings, the optional rules and the full rule list from the entries; the
 * system's catalogue carries it (`reference.docs`). English Markdown, as the docs were.
 */
import type { RatingReconstruction, SystemDocs } from './types';
import { REFERENCE_INTRO } from './docs';

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
