import { describe, expect, it } from 'vitest';
import { FrameMarks } from './boardWiring';
import { FrameLoop, type FrameHost } from './frameLoop';

/** Animation frames a test runs by hand. */
function frames(): FrameHost & { pending: number; next(now: number): void } {
  let cbs = new Map<number, (now: number) => void>();
  let id = 0;
  return {
    request(cb) {
      cbs.set(++id, cb);
      return id;
    },
    cancel(i) {
      cbs.delete(i);
    },
    get pending() {
      return cbs.size;
    },
    next(now) {
      const run = cbs;
      cbs = new Map();
      for (const cb of run.values()) cb(now);
    },
  };
}

/** A board's frame: clears the marks as board.ts does; `moving` frames still to come. */
function board(marks: FrameMarks) {
  const b = {
    moving: 0,
    dts: [] as number[],
    frame(dt: number): boolean {
      b.dts.push(dt);
      marks.dirty = false;
      marks.pointingDirty = false;
      marks.needsRender = false;
      if (b.moving > 0) b.moving--;
      return b.moving > 0;
    },
  };
  return b;
}

describe('the board draws on demand (issue 33: a still table runs no frame)', () => {
  it('after the first frame a still board asks for no animation frame', () => {
    const marks = new FrameMarks();
    const host = frames();
    const b = board(marks);
    new FrameLoop(marks, (dt) => b.frame(dt), undefined, host).start(0);
    expect(b.dts).toHaveLength(1);
    expect(host.pending).toBe(0);
  });

  it('a mark asks for one frame (once, however many marks), and the frame runs the housekeeping first', () => {
    const marks = new FrameMarks();
    const host = frames();
    const b = board(marks);
    const before: number[] = [];
    new FrameLoop(
      marks,
      (dt) => b.frame(dt),
      (now) => before.push(now),
      host,
    ).start(0);
    marks.dirty = true;
    marks.needsRender = true;
    marks.everything();
    expect(host.pending).toBe(1);
    host.next(500);
    expect(b.dts).toEqual([16, 16]);
    expect(before).toEqual([0, 500]);
    expect(host.pending).toBe(0);
  });

  it('keeps asking while something moves, with real frame times, then stops', () => {
    const marks = new FrameMarks();
    const host = frames();
    const b = board(marks);
    new FrameLoop(marks, (dt) => b.frame(dt), undefined, host).start(0);
    b.moving = 3;
    marks.needsRender = true;
    host.next(100);
    host.next(116);
    host.next(133);
    expect(host.pending).toBe(0);
    expect(b.dts).toEqual([16, 16, 16, 17]);
  });

  it('a mark set during the frame (a view listener) asks for the next one', () => {
    const marks = new FrameMarks();
    const host = frames();
    let again = true;
    const loop = new FrameLoop(
      marks,
      () => {
        marks.dirty = marks.pointingDirty = marks.needsRender = false;
        if (again) {
          again = false;
          marks.needsRender = true;
        }
        return false;
      },
      undefined,
      host,
    );
    loop.start(0);
    expect(host.pending).toBe(1);
    host.next(16);
    expect(host.pending).toBe(0);
  });

  it('stopped (the board destroyed): no frame is asked for, a pending one is cancelled', () => {
    const marks = new FrameMarks();
    const host = frames();
    const b = board(marks);
    const loop = new FrameLoop(marks, (dt) => b.frame(dt), undefined, host);
    loop.start(0);
    marks.needsRender = true;
    expect(host.pending).toBe(1);
    loop.stop();
    expect(host.pending).toBe(0);
    marks.needsRender = true;
    expect(host.pending).toBe(0);
  });
});
