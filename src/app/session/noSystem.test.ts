/**
 * The session names no rule system (issue 31): a system plugs into the session through its contract, never by a
 * branch on its name. The player page's move comes from the system's players' policy and must be one the system
 * handles and lets a player ask for; no source file of the session or the protocol names a system.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYSTEM_IDS, systemOf } from '../../rules';
import { moveCommandOf } from './player';

describe('a player’s move command comes from her rule system (issue 31)', () => {
  it('Tenkai moves with its own tkMove (TK-GRID-3: paid in AP), the others with the kernel’s moveCreature', () => {
    expect(moveCommandOf('tenkai')).toBe('tkMove');
    expect(moveCommandOf('mounted4e')).toBe('moveCreature');
    expect(moveCommandOf('sudukuri')).toBe('moveCreature');
    expect(moveCommandOf('no-such-system')).toBe('moveCreature');
  });

  it.each(SYSTEM_IDS)('%s: the move command is one the system handles', (id) => {
    expect(Object.prototype.hasOwnProperty.call(systemOf(id)!.handlers, moveCommandOf(id))).toBe(true);
  });

  it.each(['mounted4e', 'tenkai'])('%s: players may ask for it (a creature they direct)', (id) => {
    const permissions = systemOf(id)!.players?.permissions ?? {};
    expect(Object.prototype.hasOwnProperty.call(permissions, moveCommandOf(id))).toBe(true);
  });
});

describe('the session and the protocol name no rule system (issue 31)', () => {
  const sources = (dir: string) =>
    readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .map((f) => ({ f, text: readFileSync(join(dir, f), 'utf8') }));
  const files = [...sources(__dirname), ...sources(resolve(__dirname, '../../net'))];

  it('reads the files (the check can fail)', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.some(({ text }) => text.includes('createPlayerClient'))).toBe(true);
    const named = (text: string) => SYSTEM_IDS.filter((id) => new RegExp(`['"\`]${id}['"\`]`).test(text));
    expect(named("if (enc.system === 'tenkai')")).toEqual(['tenkai']);
  });

  it.each(SYSTEM_IDS)('no file names %s', (id) => {
    const quoted = new RegExp(`['"\`]${id}['"\`]`);
    expect(files.filter(({ text }) => quoted.test(text)).map(({ f }) => f)).toEqual([]);
  });
});
