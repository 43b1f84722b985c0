/**
 * The board's frames on demand (issue 33). The loop asks for an animation frame only while something is to be drawn
 * (a mark is set: a store change, the camera, the pointer — {@link FrameMarks.wake}) or moves (the frame says so: a
 * tween, a ping, an effect, a camera animation, a re-layout due, pictures to upload). A still table runs no frame
 * at all: no animation-frame callback, no frame's bookkeeping in the GM window or the player window.
 */
import type { FrameMarks } from './boardWiring';

/** What the loop needs of the page (the browser's animation frames; a test gives its own). */
export interface FrameHost {
  request(cb: (now: number) => void): number;
  cancel(id: number): void;
}

const browserFrames: FrameHost = {
  request: (cb) => requestAnimationFrame(cb),
  cancel: (id) => cancelAnimationFrame(id),
};

export class FrameLoop {
  private id = 0;
  private lastTime = 0;
  private inFrame = false;
  private stopped = false;

  /**
   * `frame(dt)` draws one frame and says whether something still moves; `before(now)` runs first in each frame
   * (PixiJS's system ticker, warmUp.ts).
   */
  constructor(
    private readonly marks: FrameMarks,
    private readonly frame: (dt: number) => boolean,
    private readonly before: (now: number) => void = () => {},
    private readonly host: FrameHost = browserFrames,
  ) {}

  /** Draw the first frame now (in the caller's task) and from then on wake on every mark. */
  start(now: number): void {
    this.marks.wake = () => {
      if (!this.id && !this.inFrame && !this.stopped) this.id = this.host.request(this.run);
    };
    this.run(now);
  }

  /** Ask for no more frames. */
  stop(): void {
    this.stopped = true;
    this.marks.wake = () => {};
    if (this.id) this.host.cancel(this.id);
    this.id = 0;
  }

  private readonly run = (now: number): void => {
    this.id = 0;
    this.before(now);
    this.inFrame = true;
    let more = false;
    try {
      more = this.frame(this.lastTime ? now - this.lastTime : 16);
    } finally {
      this.inFrame = false;
    }
    // After a pause the first step is one frame's (a tween restarted by a mark does not jump).
    this.lastTime = more ? now : 0;
    // A mark set during the frame (a view listener, a reconciliation) asks for the next one.
    if ((more || this.marks.pending) && !this.stopped) this.id = this.host.request(this.run);
  };
}
