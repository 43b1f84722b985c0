import { describe, expect, it } from 'vitest';
import { FrameMarks } from './boardWiring';

describe('FrameMarks wakes the frame loop (issue 33: a still board asks for no animation frames)', () => {
  it('marking anything wakes; clearing does not; `any` says whether a frame has work', () => {
    const m = new FrameMarks();
    let woken = 0;
    m.wake = () => woken++;
    // A new board has everything to do (its first frame).
    expect(m.any).toBe(true);
    m.dirty = false;
    m.pointingDirty = false;
    m.needsRender = false;
    m.viewChanged = false;
    expect(woken).toBe(0);
    expect(m.any).toBe(false);
    for (const k of ['dirty', 'pointingDirty', 'needsRender', 'viewChanged'] as const) {
      const before = woken;
      m[k] = true;
      expect(woken, k).toBe(before + 1);
      expect(m.any, k).toBe(true);
      m[k] = false;
      expect(m.any, k).toBe(false);
      expect(woken, k).toBe(before + 1);
    }
  });

  it('everything() marks the stores dirty with every token due, and wakes', () => {
    const m = new FrameMarks();
    m.dirty = false;
    m.pointingDirty = false;
    m.needsRender = false;
    let woken = 0;
    m.wake = () => woken++;
    m.everything();
    expect(woken).toBe(1);
    expect(m.dirty).toBe(true);
    expect(m.ids.take()).toBeNull();
  });
});
