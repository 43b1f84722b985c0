/**
 * The prose of the 4e mounted-combat GM docs: what the app automates, what it leaves to the GM, how to check a ruling.
 * `scripts/gen-rules-docs.ts` adds the rulings, the optional rules and the full rule list from the entries; the
 * system's catalogue carries it (`reference.docs`). English Markdown, as the docs were.
 */
import type { SystemDocs } from './types';
import { REFERENCE_INTRO } from './docs';

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
