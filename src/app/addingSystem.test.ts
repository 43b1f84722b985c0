/**
 * Issue 31: adding a rule system touches at most three shared files — the rules registry, the catalogue list and
 * the UI list. A dummy fourth system, "plain" (move, a d20 attack against AC, one condition; `testing/plain/`), is
 * registered by the real registration functions of those three registries, and every other part of the app must
 * pick it up from them — or refuse it safely: the library and the file format, the engine and its log in both
 * languages, the players' view, what a player may ask for, the player menu, the rules reference, the lint
 * boundaries. Nothing here mocks a registry.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { IDBFactory } from 'fake-indexeddb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allCreatures,
  loadFile,
  newEncounter,
  newSession,
  registerSystem,
  saveEncounterFile,
  SYSTEM_IDS,
  SYSTEMS,
  systemOf,
  testDice,
  type AnyEncounter,
  type Command,
  type EventBase,
} from '../rules';
import { describeEvent, describeRefusal, hasDescriber, systemName } from '../i18n';
import { CATALOGUES, registerCatalogue } from '../i18n/catalogues';
import { docsOf, loadReferences, ruleById, rulesOf, ruleSystems, searchRules, sourceText } from '../i18n/reference';
import { checkRequest, type CheckContext } from '../services/players/check';
import { playerEvent } from '../services/players/events';
import { playerMenu } from '../services/players/menu';
import { ROOM, reasonOf } from '../services/players/testing';
import { playerEncounter, playerScope } from '../services/players/view';
import { actionsOf, keyClashes, playerOffersOf } from '../ui/actions/registry';
import { optionsOf } from '../ui/library/options';
import { helpOf, registerSystemUi, uiOf } from '../ui/systems';
import { openLibrary } from './storage/testing';
import { plain, PLAIN_PART, PLAIN_RULES, registerPlain } from './testing/plain';

// The built-in systems' references are loaded on demand (start-up, issue 33).
await loadReferences();

const ROOT = join(__dirname, '..', '..');

beforeAll(() => registerPlain());

/** A table of the plain system: the hero (the party's, c1), a goblin (c2), a hidden lurker (c3). */
function table() {
  const session = newSession(
    newEncounter({ system: 'plain', name: 'Plain test', width: 10, height: 8, dice: testDice(5) }),
  );
  const events: EventBase[] = [];
  const gm = (c: object) => {
    const r = session.apply(c as Command);
    if (!r.ok) throw new Error(JSON.stringify(r));
    events.push(...r.events);
    return r.events;
  };
  gm({
    type: 'addCreature',
    creature: { name: 'Hero', side: 'party', pos: { x: 1, y: 1 }, hpMax: 20, sys: { ac: 12, atk: 3, dmg: 5 } },
  });
  gm({
    type: 'addCreature',
    creature: { name: 'Goblin', side: 'enemy', pos: { x: 3, y: 1 }, hpMax: 12, sys: { ac: 13, atk: 1, dmg: 3 } },
  });
  gm({ type: 'addCreature', creature: { name: 'Lurker', side: 'enemy', pos: { x: 8, y: 6 }, conditions: ['hidden'] } });
  return { session, events, gm, enc: () => session.state as AnyEncounter };
}

describe('a fourth rule system, "plain", registered in the three shared registries (issue 31)', () => {
  it('is known to each registry after one call each, and a second registration or a taken id is refused', () => {
    expect(SYSTEM_IDS.slice(-1)).toEqual(['plain']);
    expect(systemOf('plain')).toBe(plain);
    expect(CATALOGUES.plain?.name).toEqual({ en: 'Plain (test system)', ja: '簡易ルール（試験用）' });
    expect(uiOf('plain').actions?.map((a) => a.id)).toEqual(['plain.attack']);
    expect(() => registerSystem(plain)).toThrow(/already registered/);
    expect(() => registerSystem({ ...plain, id: 'mounted4e' })).toThrow(/already registered/);
    for (const id of ['toString', '__proto__', 'Plain', '', 'a b'])
      expect(() => registerSystem({ ...plain, id }), id).toThrow(/plain identifier/);
    expect(() => registerCatalogue('plain', CATALOGUES.plain!)).toThrow(/already registered/);
    expect(() => registerCatalogue('other', { events: {}, msgs: {} })).toThrow(/name in both languages/);
    expect(() => registerSystemUi('plain', uiOf('plain'))).toThrow(/already registered/);
    expect(SYSTEM_IDS.filter((id) => id === 'plain')).toHaveLength(1);
    expect(systemOf('toString')).toBeUndefined();
  });

  it('the app: a new encounter of it is made, kept and listed by the library under its own name; its file loads', async () => {
    // The New encounter dialog lists SYSTEM_IDS by name, with the system's switches (plain has none).
    expect(SYSTEM_IDS.map((id) => systemName(id, 'en'))).toContain('Plain (test system)');
    expect(systemName('plain', 'ja')).toBe('簡易ルール（試験用）');
    expect(optionsOf('plain')).toEqual([]);
    // Its help line is its own text (no string added to the shared table); a system without a UI gets the shared one.
    expect(helpOf('plain', 'ja')).toBe('コマをドラッグで移動・右クリックで攻撃');
    expect(helpOf('nosuch', 'en')).toMatch(/^Drag a token to move it · Alt\+drag/);
    // A system nobody registered is shown by its id, never a wrong name.
    expect(systemName('nosuch', 'ja')).toBe('nosuch');
    const { session, enc } = table();
    const lib = await openLibrary(new IDBFactory(), { systemOf });
    const made = await lib.create({ name: 'Plain test', initialState: enc() });
    expect(made.ok).toBe(true);
    const list = await lib.list();
    if (!Array.isArray(list)) throw new Error(JSON.stringify(list));
    expect(list.map((e) => [e.name, e.system, systemName(e.system, 'en')])).toEqual([
      ['Plain test', 'plain', 'Plain (test system)'],
    ]);
    const text = saveEncounterFile(session as never);
    const back = loadFile(text);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.session.state).toEqual(session.state);
    // A file of a system this app does not know is refused with a message, not loaded half-way.
    expect(loadFile(text.replace('"system":"plain"', '"system":"nosuch"')).ok).toBe(false);
  });

  it('the engine runs its commands (PL-MOVE-1, PL-ATK-1/2, PL-COND-1) and the log says each in both languages', () => {
    const { session, events, gm, enc } = table();
    gm({ type: 'moveCreature', id: 'c1', to: { x: 2, y: 1 } });
    gm({ type: 'setCondition', id: 'c1', condition: 'dazed', on: true });
    // Dazed: 12 + 3 − 2 = 13 against the goblin's AC 13 — a hit for 5 (PL-COND-1, PL-ATK-1, PL-ATK-2).
    const hit = gm({ type: 'plAttack', attackerId: 'c1', targetId: 'c2', dice: [12] });
    expect(hit.find((e) => e.type === 'plAttacked')).toMatchObject({ die: 12, bonus: 1, total: 13, hit: true });
    expect(enc().creatures.c2?.hp).toBe(7);
    const miss = gm({ type: 'plAttack', attackerId: 'c2', targetId: 'c1', dice: [10] });
    expect(miss.find((e) => e.type === 'plAttacked')).toMatchObject({ total: 11, ac: 12, hit: false, damage: 0 });
    for (const e of events) {
      expect(hasDescriber('plain', 'event', e.type), e.type).toBe(true);
      for (const lang of ['en', 'ja'] as const) expect(describeEvent('plain', e, lang), e.type).not.toMatch(/^\[/);
    }
    const line = (e: EventBase | undefined, lang: 'en' | 'ja') => describeEvent('plain', e as EventBase, lang);
    const attacked = hit.find((e) => e.type === 'plAttacked');
    expect(line(attacked, 'en')).toBe(
      'Hero attacks Goblin: d20 12 + 1 = 13 vs AC 13, hits for 5 damage (PL-ATK-1, PL-ATK-2, PL-COND-1).',
    );
    expect(line(attacked, 'ja')).toBe(
      'HeroがGoblinを攻撃：出目12＋1＝13対 防御値13、命中、5点のダメージ（PL-ATK-1、PL-ATK-2、PL-COND-1）。',
    );
    const dazed = events.find((e) => e.type === 'conditionGained');
    expect(line(dazed, 'en')).toContain('dazed');
    expect(line(dazed, 'ja')).toContain('朦朧');
    // A refusal: its reason and rule in both languages, and nothing changed.
    const before = session.state;
    const self = session.apply({ type: 'plAttack', attackerId: 'c1', targetId: 'c1' } as never);
    if (self.ok || self.kind !== 'refused') throw new Error('an attack on oneself was not refused');
    expect(describeRefusal('plain', self, 'en')).toBe('Hero cannot attack itself. (PL-ATK-1)');
    expect(describeRefusal('plain', self, 'ja')).toBe('Heroは自分を攻撃できない。（PL-ATK-1）');
    // A condition of another system is not one of plain's.
    expect(session.apply({ type: 'setCondition', id: 'c1', condition: 'prone', on: true } as Command).ok).toBe(false);
    expect(session.state).toBe(before);
    // Undo goes back through the attacks.
    session.undo();
    session.undo();
    expect(enc().creatures.c2?.hp).toBe(12);
  });

  it('the players’ view and permissions follow its policy; through a system nobody registered no player acts', () => {
    const { session, gm, enc } = table();
    const view = playerEncounter(enc(), ROOM);
    const seen = allCreatures(view);
    expect(seen.map((c) => c.name)).toEqual(['Hero', 'Goblin']);
    expect(seen.find((c) => c.name === 'Hero')?.sys).toEqual({ ac: 12, atk: 3, dmg: 5 });
    // Of a creature not theirs, the players get the system's defaults (its AC and bonus are the GM's).
    expect(seen.find((c) => c.name === 'Goblin')?.sys).toEqual(PLAIN_PART);
    expect(JSON.stringify(view)).not.toContain('Lurker');
    const roster = [{ id: 'p', name: 'P', creatureIds: [ROOM('c1')] }];
    const ctx: CheckContext = { session: session as never, roster, revision: 0, aliases: ROOM };
    const ask = (command: object) => checkRequest(ctx, { playerId: 'p', command, basedOnRevision: 0 });
    expect(ask({ type: 'moveCreature', id: ROOM('c1'), to: { x: 2, y: 2 } }).ok).toBe(true);
    expect(ask({ type: 'plAttack', attackerId: ROOM('c1'), targetId: ROOM('c2') }).ok).toBe(true);
    expect(reasonOf(ask({ type: 'plAttack', attackerId: ROOM('c2'), targetId: ROOM('c1') }))).toBe('notYours');
    expect(reasonOf(ask({ type: 'setCondition', id: ROOM('c1'), condition: 'dazed', on: true }))).toBe('gmOnly');
    // The hidden lurker's alias and a made-up id get the same answer.
    const lurker = reasonOf(ask({ type: 'plAttack', attackerId: ROOM('c1'), targetId: ROOM('c3') }));
    expect(reasonOf(ask({ type: 'plAttack', attackerId: ROOM('c1'), targetId: 'zz' }))).toBe(lurker);
    // Its event as the players read it: the goblin's AC is the GM's.
    const hit = gm({ type: 'plAttack', attackerId: 'c1', targetId: 'c2', dice: [15] });
    const read = playerEvent(hit.find((e) => e.type === 'plAttacked') as EventBase, playerScope(enc(), ROOM));
    expect(read).toMatchObject({ type: 'plAttacked', ac: 0, hit: true });
    expect(describeEvent('plain', read as EventBase, 'en')).not.toContain('AC');
    // An encounter of a system nobody registered (as a stale tab or a forged state might hold): nothing passes.
    const stranger = { ...enc(), system: 'nosuch' } as unknown as AnyEncounter;
    const strangeCtx: CheckContext = { ...ctx, session: { state: stranger, dryRun: session.dryRun.bind(session) } };
    const verdict = checkRequest(strangeCtx, {
      playerId: 'p',
      command: { type: 'moveCreature', id: ROOM('c1'), to: { x: 2, y: 2 } },
      basedOnRevision: 0,
    });
    expect(reasonOf(verdict)).toBe('gmOnly');
    expect(playerMenu(strangeCtx, roster[0]!, ROOM('c1'), playerOffersOf('nosuch'))).toEqual([]);
  });

  it('the player menu offers its move and its attack on what the player sees — only what the check accepts', () => {
    const { session } = table();
    const roster = [{ id: 'p', name: 'P', creatureIds: [ROOM('c1')] }];
    const ctx: CheckContext = { session: session as never, roster, revision: 0, aliases: ROOM };
    const menu = playerMenu(ctx, roster[0]!, ROOM('c1'), playerOffersOf('plain'));
    expect(menu.map((a) => a.id)).toEqual(['move', `attack.${ROOM('c2')}`]);
    expect(menu[1]?.label).toEqual({ en: 'Attack Goblin', ja: 'Goblinを攻撃する' });
    expect(menu[0]?.pick?.squares.length).toBeGreaterThan(0);
    for (const a of menu)
      for (const sq of a.pick?.squares.slice(0, 5) ?? [null])
        expect(
          checkRequest(ctx, {
            playerId: 'p',
            command: sq ? { ...a.command, [a.pick!.field]: sq } : a.command,
            basedOnRevision: 0,
          }).ok,
          a.id,
        ).toBe(true);
    expect(playerMenu(ctx, roster[0]!, ROOM('c2'), playerOffersOf('plain'))).toEqual([]);
    // The GM's own registry: its action beside the shared ones, a condition action for "dazed", no key clash.
    const ids = actionsOf('plain').map((a) => a.id);
    expect(ids).toContain('plain.attack');
    expect(ids.some((id) => id.includes('dazed'))).toBe(true);
    expect(keyClashes('plain')).toEqual([]);
  });

  it('the rules reference lists its rules from its catalogue; a system without one has an empty reference', () => {
    expect(ruleSystems().slice(-1)).toEqual(['plain']);
    expect(rulesOf('plain').map((r) => r.id)).toEqual(PLAIN_RULES.map((r) => r.id));
    expect(ruleById('pl-atk-1')?.title.ja).toBe('攻撃ロール');
    expect(searchRules('攻撃ロール', 'ja')[0]?.id).toBe('PL-ATK-1');
    expect(sourceText(ruleById('PL-ATK-1')!.source, 'en')).toBe('Plain rules (test fixture)');
    expect(docsOf('plain')).toBeUndefined();
    expect(rulesOf('nosuch')).toEqual([]);
    // Every rule id its events cite is in the reference.
    const { gm } = table();
    const cited = gm({ type: 'plAttack', attackerId: 'c1', targetId: 'c2', dice: [20] }).flatMap((e) => e.rules);
    for (const id of cited) expect(ruleById(id), id).toBeDefined();
    // The built-in systems keep theirs.
    for (const id of Object.keys(SYSTEMS)) expect(rulesOf(id).length, id).toBeGreaterThan(10);
  });

  it('the lint boundaries apply to a new folder under src/rules without editing eslint.config.js', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    const lint = async (code: string, filePath: string) =>
      (await eslint.lintText(code, { filePath })).flatMap((r) => r.messages.map((m) => m.ruleId));
    const boundary = 'saddlegrid/rule-system-boundaries';
    // A file of the new system importing a sibling system, or the registry: refused.
    expect(
      await lint("import { tenkai } from '../tenkai';\nexport const x = tenkai;\n", 'src/rules/plain/probe.ts'),
    ).toEqual([boundary]);
    expect(
      await lint("import { SYSTEMS } from '../registry';\nexport const x = SYSTEMS;\n", 'src/rules/plain/probe.ts'),
    ).toEqual([boundary]);
    // The kernel importing the new system: refused.
    expect(
      await lint("import { plain } from '../plain';\nexport const x = plain;\n", 'src/rules/core/probe.ts'),
    ).toEqual([boundary]);
    // The new system importing the kernel, and the app importing it through its public index: allowed.
    expect(await lint("import { need } from '../core';\nexport const x = need;\n", 'src/rules/plain/probe.ts')).toEqual(
      [],
    );
    expect(await lint("import { plain } from '../rules/plain';\nexport const x = plain;\n", 'src/ui/probe.ts')).toEqual(
      [],
    );
    // … but not a file inside it.
    expect(await lint("import { x } from '../rules/plain/probe';\nexport const y = x;\n", 'src/ui/probe.ts')).toEqual([
      'no-restricted-imports',
    ]);
  }, 120_000);

  it('touches three shared files: the architecture doc names them, and no other file lists every system', () => {
    const SHARED = ['src/rules/registry.ts', 'src/i18n/catalogues.ts', 'src/ui/systems.tsx'];
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### Adding a rule system'));
    const named = section.match(/^Shared files it touches: (.*)$/m)?.[1] ?? '';
    expect([...named.matchAll(/`([^`]+)`/g)].map((m) => m[1])).toEqual(SHARED);
    // Outside each system's own folders, only these files name every built-in system (the registries' lists).
    const own = /^src\/(rules\/(mounted4e|tenkai|sudukuri)|i18n\/systems|ui\/(mounted|tenkai|sudukuri)|app\/testing)\//;
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
          files.push(relative(ROOT, path).split('\\').join('/'));
      }
    };
    walk(join(ROOT, 'src'));
    const listing = [...files, 'eslint.config.js'].filter((f) => {
      if (own.test(f)) return false;
      const text = readFileSync(join(ROOT, f), 'utf8');
      return Object.keys(SYSTEMS).every((id) => new RegExp(`\\b${id}\\b`).test(text));
    });
    expect(listing.sort()).toEqual([...SHARED].sort());
  });
});
