/** Start-up (issue 33): the built-in systems' references are loaded after the first frame, never a wrong text before. */
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../catalogues';
import {
  allRules,
  docsOf,
  loadReferences,
  onReferencesLoaded,
  referencesLoaded,
  ruleById,
  rulesOf,
  ruleSystems,
  searchRules,
} from './index';

describe('rules reference loaded on demand (issue 33)', () => {
  it('the built-in catalogues carry their reference as a loader (a chunk of its own)', () => {
    for (const id of ['mounted4e', 'tenkai', 'sudukuri']) expect(typeof CATALOGUES[id]!.reference).toBe('function');
  });

  it('before loading: every system is listed, no entry, no docs, no search hit — and nothing in their place', () => {
    expect(referencesLoaded()).toBe(false);
    expect(ruleSystems()).toEqual(['mounted4e', 'tenkai', 'sudukuri']);
    expect(allRules()).toEqual([]);
    expect(ruleById('MC-FM-2')).toBeUndefined();
    expect(rulesOf('tenkai')).toEqual([]);
    expect(docsOf('sudukuri')).toBeUndefined();
    expect(searchRules('push', 'en')).toEqual([]);
  });

  it('after loading: the entries are there and the listeners are told once', async () => {
    let told = 0;
    const off = onReferencesLoaded(() => told++);
    await Promise.all([loadReferences(), loadReferences()]);
    off();
    expect(told).toBe(1);
    expect(referencesLoaded()).toBe(true);
    expect(ruleById('MC-FM-2')?.system).toBe('mounted4e');
    expect(ruleById('SD-STEP-08')?.system).toBe('sudukuri');
    expect(rulesOf('tenkai').length).toBeGreaterThan(0);
    expect(docsOf('sudukuri')).toBeDefined();
    expect(searchRules('押しやり', 'ja').length).toBeGreaterThan(0);
    // Loaded: asking again resolves at once and tells nobody.
    await loadReferences();
  });
});
