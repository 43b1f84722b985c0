import { describe, expect, it } from 'vitest';
import { createUiStore } from './uiStore';

describe('ui store highlights (issue 33)', () => {
  it('no highlights after none notifies no one; any other change does', () => {
    const ui = createUiStore('en');
    let calls = 0;
    ui.subscribe(() => calls++);
    ui.getState().setHighlights([]);
    expect(calls).toBe(0);
    ui.getState().setHighlights([{ x: 1, y: 2 }]);
    expect(calls).toBe(1);
    expect(ui.getState().highlights).toEqual([{ x: 1, y: 2 }]);
    ui.getState().setHighlights([]);
    expect(calls).toBe(2);
    expect(ui.getState().highlights).toEqual([]);
    ui.getState().setHighlights([]);
    expect(calls).toBe(2);
  });
});
