/**
 * The loader checks everything it accepts (issue 14): a table of more than 100 bad files — every class of the
 * issue's list, across the three rule systems, each made from a real file of that system by one change — each
 * refused by the registry's loader with a message in English and Japanese naming the field, and nothing
 * changed. The same table goes through the Import button's service (`importFile`: the open encounter stays
 * byte-identical and no library entry is written) and through `npm run replay` (exit code 1, the message, no
 * stack trace).
 */
import { IDBFactory, IDBKeyRange as FakeKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { describeMsg } from '../../i18n';
import { loadFile, parseFile } from '../registry';
import { saveEncounterFile } from './file';
import { Encounters } from '../../app/encounters';
import { sampleEncounter } from '../../app/sample';
import { badFiles, goodFiles, type BadClass } from '../../app/testing/badFiles';
import { createEncounterStore, createUiStore } from '../../store';
import { runReplay } from '../../../scripts/replay';
import v1Mounted from '../mounted4e/fixtures/v1-encounter.json';
import v1Sudukuri from '../sudukuri/fixtures/v1-battle.json';
import v1Tenkai from '../tenkai/fixtures/v1-cloud-sea.json';

const table = badFiles({ mounted4e: v1Mounted, tenkai: v1Tenkai, sudukuri: v1Sudukuri });

describe('the table of bad files', () => {
  it('has at least 100 files, every class, and each class in more than one rule system where it applies', () => {
    expect(table.length).toBeGreaterThanOrEqual(100);
    const classes = new Set<BadClass>(table.map((b) => b.cls));
    expect([...classes].sort()).toEqual(
      [
        'commands',
        'duplicates',
        'hostile-json',
        'kernel-fields',
        'limits',
        'own-property',
        'palettes',
        'pending',
        'riding',
        'spaces',
        'structure',
        'syntax',
        'system-state',
        'text',
        'version-1',
      ].sort(),
    );
    for (const s of ['mounted4e', 'tenkai', 'sudukuri'])
      expect(table.filter((b) => b.system === s).length).toBeGreaterThanOrEqual(25);
    expect(new Set(table.map((b) => `${b.system} ${b.name}`)).size).toBe(table.length);
  });

  it('the files they are made from load (so each refusal is the change)', () => {
    for (const [system, text] of Object.entries(goodFiles())) expect(loadFile(text).ok, system).toBe(true);
  });
});

describe('the loader refuses every bad file, naming the field in English and Japanese', () => {
  it.each(table.map((b) => [`${b.system}: ${b.cls}: ${b.name}`, b] as const))('%s', (_, b) => {
    const parsed = parseFile(b.text);
    const loaded = loadFile(b.text);
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    // parseFile refuses it too unless only the replay of a command does.
    if (loaded.error.problem !== 'commandRefused') expect(parsed.ok).toBe(false);
    const en = describeMsg(b.system, loaded.error, 'en');
    const ja = describeMsg(b.system, loaded.error, 'ja');
    expect(en).toMatch(b.en);
    expect(ja).toMatch(b.ja);
    // Japanese text has no English words (ids, field keys and rule ids in quotes are allowed).
    expect(ja.replace(/「[^」]*」|"[^"]*"|\b[a-z]+\d+\b|[A-Z]{2,}-[A-Z0-9-]+|\d+/g, '')).not.toMatch(
      /\b(the|is|not|of|and|file|creature)\b/i,
    );
    // The CLI uses the same loader: the same message, exit code 1, no stack trace.
    const cli = runReplay(b.text, { lang: 'en' });
    expect(cli.code).toBe(1);
    if (loaded.error.problem !== 'commandRefused') {
      expect(cli.stdout).toBe('');
      expect(cli.stderr).toBe(`${describeMsg('core', loaded.error, 'en')}\n`);
    } else expect(cli.stderr).toMatch(/^rejected: #\d+ /);
    expect(cli.stderr).not.toMatch(/\n\s+at |Error:/);
  });
});

describe('the Import service refuses every bad file and changes nothing', () => {
  it('the open encounter stays byte-identical and no entry is written, for all of them', async () => {
    const ui = createUiStore('en');
    const store = createEncounterStore(sampleEncounter('en'));
    const enc = new Encounters({
      encounter: store,
      ui,
      idb: new IDBFactory(),
      tabId: 't',
      sample: (l) => sampleEncounter(l),
      onSaved: () => undefined,
      library: { keyRange: FakeKeyRange as unknown as typeof IDBKeyRange, channel: null },
    });
    await enc.start();
    store.getState().dispatch({ type: 'changeHp', id: 'c10', amount: -4 });
    await enc.whenSaved();
    const before = saveEncounterFile(store.getState().session);
    const revision = store.getState().revision;
    const entries = JSON.stringify((await enc.library?.list()) ?? null);
    for (const b of table) {
      const r = enc.importFile(b.text, 'bad.json');
      expect(r.ok, `${b.system} ${b.name}`).toBe(false);
      if (!r.ok) expect(r.error, `${b.system} ${b.name}`).toMatch(b.en);
    }
    expect(saveEncounterFile(store.getState().session)).toBe(before);
    expect(store.getState().revision).toBe(revision);
    expect(JSON.stringify((await enc.library?.list()) ?? null)).toBe(entries);
  });
});

describe('a UTF-8 byte-order mark', () => {
  it('is accepted by the loader and by the CLI, as the browser accepts it', () => {
    for (const text of Object.values(goodFiles())) {
      expect(loadFile(`\ufeff${text}`).ok).toBe(true);
      expect(runReplay(`\ufeff${text}`).code).toBe(0);
    }
  });
});
