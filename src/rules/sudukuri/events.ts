/**
 * Event types the 巣作りドラゴン commands emit (besides the core's `dieRolled`, one per die). Every event's text
 * starts with the step id in brackets, e.g. "[SD-STEP-08] …", and its `rules` list starts with that step id.
 */
export const SD_EVENT_TYPES = {
  /** The battle was set up or replaced (sdSetBattle). */
  sdBattleSet: 'sdBattleSet',
  /** The battle was put back to its start (sdReset). */
  sdBattleReset: 'sdBattleReset',
  /** The battle was removed (sdClearBattle). */
  sdBattleCleared: 'sdBattleCleared',
  /** RULING SD-R1's policy changed. */
  sdTargetPolicyChanged: 'sdTargetPolicyChanged',
  /** A manual target choice is awaited (SD-R1); see `battle.pending`. */
  sdTargetRequested: 'sdTargetRequested',
  /** A manual target was chosen (sdChooseTarget). */
  sdTargetChosen: 'sdTargetChosen',
  /** SD-STEP-01: nobody holds 魔眼の矢 / 疾風迅雷 this turn. */
  sdSpecialsChecked: 'sdSpecialsChecked',
  /** SD-STEP-01: one 魔眼の矢 / 疾風迅雷 roll and its damage. */
  sdSpecialRolled: 'sdSpecialRolled',
  /** SD-STEP-02: attacks per character. */
  sdAttacksCounted: 'sdAttacksCounted',
  /** SD-STEP-03: which side attacks first. */
  sdOrderDecided: 'sdOrderDecided',
  /** SD-STEP-04: who holds 必殺無効. */
  sdImmunityChecked: 'sdImmunityChecked',
  /** SD-STEP-05: an attacker's target, and 策士/知者/賢者 rolls that failed (or none). */
  sdAttackDeclared: 'sdAttackDeclared',
  /** SD-STEP-05: the attacker's normal attacks on that target are cancelled this turn. */
  sdAttackCancelled: 'sdAttackCancelled',
  /** SD-STEP-06: a physical success roll. */
  sdHitRolled: 'sdHitRolled',
  /** SD-STEP-07: skipped against 必殺無効. */
  sdDeadlySkipped: 'sdDeadlySkipped',
  /** SD-STEP-07: one 必殺 roll. */
  sdDeadlyRolled: 'sdDeadlyRolled',
  /** SD-STEP-08: physical damage with its arithmetic. */
  sdPhysicalDamageDealt: 'sdPhysicalDamageDealt',
  /** SD-STEP-09: magic damage (and 魔法障壁, 究極魔法 recoil). */
  sdMagicDamageDealt: 'sdMagicDamageDealt',
  /** Someone dropped to 0 in steps 1–9: the turn went on at step 10. */
  sdJumpedToStep10: 'sdJumpedToStep10',
  /** SD-STEP-10: healing and auras, summed. */
  sdTurnEndApplied: 'sdTurnEndApplied',
  /** SD-STEP-11: a 不死身 / 竜の化身 revival. */
  sdRevived: 'sdRevived',
  /** SD-STEP-11: a character confirmed at 0 (out). */
  sdDefeated: 'sdDefeated',
  /** SD-STEP-11: both sides still stand. */
  sdTurnSurvived: 'sdTurnSurvived',
  /** SD-STEP-12: a 鬼の気迫 / 乾坤一擲 strike. */
  sdLastStrikeDealt: 'sdLastStrikeDealt',
  /** SD-STEP-12: a last strike with nobody standing to hit. */
  sdLastStrikeMissed: 'sdLastStrikeMissed',
  /** A new turn began. */
  sdTurnStarted: 'sdTurnStarted',
  /** SD-STEP-13: the battle ended with a winner. */
  sdBattleEnded: 'sdBattleEnded',
  /** SD-R10: the turn cap was reached; a draw. */
  sdBattleDrawn: 'sdBattleDrawn',
} as const;

/** One of the event types above. */
export type SdEventType = keyof typeof SD_EVENT_TYPES;
