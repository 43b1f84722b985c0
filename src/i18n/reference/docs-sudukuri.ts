/**
 * The prose of the Sudukuri GM docs: what the app automates, what it leaves to the GM, how to check a ruling.
 * `scripts/gen-rules-docs.ts` adds the rulings, the optional rules and the full rule list from the entries; the
 * system's catalogue carries it (`reference.docs`). English Markdown, as the docs were.
 */
import type { SystemDocs } from './types';
import { REFERENCE_INTRO } from './docs';

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
