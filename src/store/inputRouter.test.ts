/** The input router's own wiring (issue 31): one window listener however many attach, the gate, one handler a key. */
import { describe, expect, it, vi } from 'vitest';
import { createUiStore } from './uiStore';
import { InputRouter, routerOf, type KeyInput } from './inputRouter';

const ev = (key: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key,
  type: 'keydown',
  altKey: false,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  target: null,
  preventDefault: () => {},
  stopPropagation: () => {},
  ...extra,
});

describe('the input router', () => {
  it('listens on the window once (capture phase) while anything is attached, and stops when the last detaches', () => {
    const win = { addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const r = new InputRouter();
    const a = r.attach(win);
    const b = r.attach(win);
    expect(win.addEventListener.mock.calls.map((c) => [c[0], c[2]])).toEqual([
      ['keydown', true],
      ['keyup', true],
    ]);
    a();
    a(); // twice: counted once
    expect(win.removeEventListener).not.toHaveBeenCalled();
    b();
    expect(win.removeEventListener).toHaveBeenCalledTimes(2);
  });

  it('asks above → tool → registry and stops at the first that takes the key; the page keeps a key nobody takes', () => {
    const r = new InputRouter();
    const seen: string[] = [];
    r.set('registry', () => (seen.push('registry'), true));
    r.set('tool', (e) => (seen.push('tool'), e.key === 'Escape'));
    r.set('above', (e) => (seen.push('above'), e.key === 'Escape' && e.shiftKey));
    const prevent = vi.fn();
    expect(r.key(ev('Escape', { shiftKey: true, preventDefault: prevent }))).toBe('above');
    expect(seen).toEqual(['above']);
    seen.length = 0;
    expect(r.key(ev('Escape'))).toBe('tool');
    expect(seen).toEqual(['above', 'tool']);
    seen.length = 0;
    expect(r.key(ev('n'))).toBe('registry');
    expect(seen).toEqual(['above', 'tool', 'registry']);
    expect(prevent).toHaveBeenCalledTimes(1);
    const off = r.set('registry', () => false);
    const kept = vi.fn();
    expect(r.key(ev('n', { preventDefault: kept }))).toBeNull();
    expect(kept).not.toHaveBeenCalled();
    off();
  });

  it('the gate and fields: typing and a gated key reach nobody; a released handler is gone', () => {
    const r = new InputRouter();
    const tool = vi.fn(() => true);
    const off = r.set('tool', tool);
    expect(r.key(ev('Escape', { target: { tagName: 'TEXTAREA' } as unknown as EventTarget }))).toBeNull();
    const ungate = r.setGate((e) => e.key !== 'Escape');
    expect(r.key(ev('Escape'))).toBeNull();
    ungate();
    expect(r.key(ev('Escape'))).toBe('tool');
    off();
    expect(r.key(ev('Escape'))).toBeNull();
    expect(tool).toHaveBeenCalledTimes(1);
  });

  it('one router per window: the board and the panels of one UI store share it', () => {
    const ui = createUiStore('en');
    expect(routerOf(ui)).toBe(routerOf(ui));
    expect(routerOf(createUiStore('en'))).not.toBe(routerOf(ui));
  });
});
