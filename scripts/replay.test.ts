import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseArgs, runReplay } from './replay';

const sample = readFileSync(new URL('../docs/examples/mounted-charge.json', import.meta.url), 'utf8');

describe('scripts/replay', () => {
  it('replays the sample file: final state and the log, exit code 0', () => {
    const r = runReplay(sample);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/Sir Aldric \(c2\)\s+\(6, 3\)\s+HP 34\/40\s+rides Warhorse \(rider\)/);
    expect(r.stdout).toMatch(/save 7 \+ 5 \(military saddle\) = 12 ≥ 10: Warhorse moves with Sir Aldric \(MC-FM-2\)/);
  });

  it('prints Japanese with --lang ja and JSON with --json; the same file gives the same output twice', () => {
    expect(runReplay(sample, { lang: 'ja' }).stdout).toMatch(/騎乗 Warhorse \(乗り手\)/);
    const a = runReplay(sample, { json: true });
    const j = JSON.parse(a.stdout) as {
      ok: boolean;
      state: { creatures: Record<string, { hp: number }> };
      log: unknown[];
    };
    expect(j.ok).toBe(true);
    expect(j.state.creatures.c2?.hp).toBe(34); // the JSON output keeps the file's flat creature record
    expect(j.log).toHaveLength(10);
    expect(runReplay(sample, { json: true }).stdout).toBe(a.stdout);
  });

  it('a rejected command gives its reason and rule id on stderr and exit code 1', () => {
    const file = JSON.parse(sample) as { commands: unknown[]; cursor: number };
    file.commands.push({ type: 'moveCreature', id: 'c2', to: { x: 0, y: 0 } });
    file.cursor = file.commands.length;
    const r = runReplay(JSON.stringify(file));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/rejected: #11 moveCreature: .*\[MC-MOVE-1\]/);
    expect(r.stdout).toMatch(/HP 34\/40/); // the state reached before the refusal
  });

  it('a broken file is reported, and the arguments are checked', () => {
    expect(runReplay('{"format":"nope"}').code).toBe(1);
    expect(parseArgs(['a.json', '--json', '--lang', 'ja'])).toEqual({
      file: 'a.json',
      opts: { json: true, lang: 'ja' },
    });
    expect(parseArgs(['--lang', 'fr', 'a.json'])).toHaveProperty('error');
    expect(parseArgs([])).toHaveProperty('error');
  });
});
