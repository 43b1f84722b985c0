/**
 * Older files brought to version 3 before they are checked: version 1's kernel fields and each rule system's
 * migrations, scenes without walls, the integer dice of versions 1–2 (the legacy generator's record).
 */
import { FILE_VERSION } from './fileFormat';
import { fail, hasOwn, int, isObj } from './fileProblems';
import { EMPTY_SCENE } from './model';
import type { AnyRuleSystem } from './system';

/** Bring a version-1 encounter (and its commands) to version 2 (kernel part, then the system's migration). */
export function migrateV1(raw: Record<string, unknown>, commands: unknown[], system: AnyRuleSystem): void {
  // Version 1 stored finished text in a pending decision ({en, ja}); keep it as a legacy message.
  const legacy = (t: unknown): unknown =>
    isObj(t) && typeof t.en === 'string' && typeof t.ja === 'string' && !hasOwn.call(t, 'm')
      ? { m: 'legacyText', en: t.en, ja: t.ja }
      : t;
  if (isObj(raw.pending)) {
    const p = raw.pending;
    p.prompt = legacy(p.prompt);
    if (Array.isArray(p.options))
      for (const o of p.options)
        if (isObj(o)) {
          o.label = legacy(o.label);
          if (o.disabledReason !== undefined) o.disabledReason = legacy(o.disabledReason);
        }
  }
  for (const m of system.migrations) {
    if (m.from !== 1) continue;
    m.encounter(raw);
    if (m.command) for (const c of commands) if (isObj(c)) m.command(c);
  }
  // Fields of version 1 that moved into the systems' parts (4e defences and riding traits, `ext`, `settings`):
  // whatever a system's migration did not take is dropped; new kernel fields start empty.
  delete raw.settings;
  if (raw.palettes === undefined) raw.palettes = {};
  if (raw.scene === undefined) raw.scene = { ...EMPTY_SCENE };
  if (isObj(raw.creatures)) {
    for (const c of Object.values(raw.creatures)) {
      if (!isObj(c)) continue;
      delete c.ext;
      delete c.defences;
      delete c.riding;
    }
  }
}

/** Scenes written before issue 32 have no walls and no vision option: none, off. */
export function migrateScene(initial: Record<string, unknown>): void {
  const sc = initial.scene;
  if (!isObj(sc)) return;
  if (!hasOwn.call(sc, 'walls')) sc.walls = [];
  if (!hasOwn.call(sc, 'vision')) sc.vision = false;
}

/**
 * Version 1 and 2 files (and stored states written before version 3) hold the dice as the integer state of the
 * legacy generator: it becomes its record, so their commands replay with exactly the dice that were rolled.
 * A version-3 file must hold the record (checked with the encounter).
 */
export function migrateDice(initial: Record<string, unknown>, version: number, stored: boolean): void {
  if (version === FILE_VERSION && !(stored && typeof initial.rng === 'number')) return;
  if (!hasOwn.call(initial, 'rng')) fail('missingField', { where: 'encounter', field: 'rng' });
  const state = int(initial.rng, 0, 4294967295, 'encounter.rng');
  initial.rng = { alg: 'mulberry32', state };
}
