import { describe, expect, it } from 'vitest';
import { rollsOnEnter, type EnterKey } from './enterRolls';

const key = (over: Partial<EnterKey> = {}): EnterKey => ({
  key: 'Enter',
  keyCode: 13,
  isComposing: false,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...over,
});

describe('the dice line rolls on a plain Enter’s keydown (issue 33)', () => {
  it('a plain Enter rolls', () => {
    expect(rollsOnEnter(key())).toBe(true);
  });
  it('the Enter that commits an IME conversion does not (isComposing, or key code 229 as Safari sends it)', () => {
    expect(rollsOnEnter(key({ isComposing: true }))).toBe(false);
    expect(rollsOnEnter(key({ keyCode: 229 }))).toBe(false);
    expect(rollsOnEnter(key({ key: 'Process', keyCode: 229, isComposing: true }))).toBe(false);
  });
  it('Enter with a modifier is left to the form', () => {
    for (const m of ['shiftKey', 'ctrlKey', 'altKey', 'metaKey'] as const)
      expect(rollsOnEnter(key({ [m]: true }))).toBe(false);
  });
  it('other keys do not roll', () => {
    expect(rollsOnEnter(key({ key: 'a', keyCode: 65 }))).toBe(false);
  });
});
