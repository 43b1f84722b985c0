/**
 * The shipped example `docs/examples/tenkai-partner.json` (issue 12): a version-2 file of the partner scene, kept as
 * it was written (issue 26: it proves that a file of the legacy dice generator replays unchanged). It loads and
 * replays through the kernel, and it is exactly what the scene produces.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadEncounterFile, saveEncounterFile } from '../core';
import { describeEvent } from '../../i18n';
import { bandOf, tenkai, type TenkaiCommand, type TkEncounter } from './index';
import { partnerSceneSession } from './scene';
import { ofType, type AnyTkEvent } from './testkit';

const path = new URL('../../../docs/examples/tenkai-partner.json', import.meta.url);
const systemOf = (id: string) => (id === 'tenkai' ? tenkai : undefined);

describe('docs/examples/tenkai-partner.json', () => {
  it('is the scripted partner scene, as a version-2 file: loaded, it saves exactly as the scene does', () => {
    const text = readFileSync(path, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ version: 2, initial: { rng: 20260512 } });
    const r = loadEncounterFile<TkEncounter, TenkaiCommand>(text, systemOf);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(saveEncounterFile(r.session)).toBe(saveEncounterFile(partnerSceneSession()));
  });

  it('loads and replays: the rider on her partner, the band change, the attack across a band with its hit check, the curse', () => {
    const r = loadEncounterFile<TkEncounter, TenkaiCommand>(readFileSync(path, 'utf8'), systemOf);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.session;
    const state = s.state;
    expect(state.creatures.c1?.mountId).toBe('c2');
    expect([bandOf(state, 'c1'), bandOf(state, 'c2'), bandOf(state, 'c3')]).toEqual(['low', 'low', 'middle']);
    const events = s.log().map((x) => x.event as AnyTkEvent);
    expect(ofType(events, 'bandChanged')[0]).toMatchObject({ from: 'ground', to: 'low', rules: ['TK-ALT-2'] });
    const hit = ofType(events, 'hitChecked')[0];
    expect(hit?.defence).toBe('guard');
    expect(hit?.modifiers.map((m) => [m.ruleId, m.value])).toEqual(
      expect.arrayContaining([
        ['TK-ALT-3', -3],
        ['TK-MNT-4', -1],
        ['TK-HIT-4', 2],
      ]),
    );
    expect(ofType(events, 'statusChecked')[0]).toMatchObject({ status: 'curse', check: 'start' });
    expect(state.creatures.c3?.sys.statuses.map((x) => x.kind)).toEqual(['curse']);
    // Every line of the log has a sentence in both languages.
    for (const e of events)
      for (const lang of ['en', 'ja'] as const) expect(describeEvent('tenkai', e, lang)).not.toMatch(/^\[/);
  });
});
