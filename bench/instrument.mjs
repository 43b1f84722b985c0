// The benchmark's page instrumentation, injected with `page.addInitScript(instrument, { kind })` before any
// script of the page runs, identically into the app and the bare PixiJS page (issue 16, "the bench made fair").
//
// - WebGL counters: `HTMLCanvasElement.prototype.getContext` (and OffscreenCanvas's) is wrapped; on every WebGL
//   context it returns, the calls that cost per frame are counted on the context object itself (own properties
//   shadowing the prototype's methods): draw calls and the indices / vertices they draw, uniform uploads
//   (`uniform*`, `uniformMatrix*`), buffer uploads with their bytes (vertex / index buffers apart from uniform
//   buffers), texture uploads. `B.c` holds running totals; the bench takes a copy per frame.
// - Render time: PixiJS calls `globalThis.__PIXI_APP_INIT__(app)` from `Application.init` (its devtools hook);
//   the hook wraps that application's `render` (the app's board and the bare page both draw each frame with
//   `app.render()`), recording start, end, the camera tag of the frame and the enclosing animation-frame callback.
// - `requestAnimationFrame` is wrapped to time the callback that rendered (the board's whole frame: reconcile,
//   tweens, terrain work and render).
// - GPU pacing (`B.sync`): while the bench waits for a page to settle, each animation frame first reads one pixel
//   back, so the page cannot queue frames faster than SwiftShader draws them (no backlog into the next measure).
// - Helpers the bench calls through `page.evaluate`: `B.run` (a frame-indexed camera path, GPU-synchronised
//   per frame), `B.quiet` / `B.drain` (wait until nothing renders, work off the GPU backlog), `B.probe` (command →
//   frame), `B.sameContent` (hide what the bare page does not draw).
//
// Everything here is plain browser JavaScript: Playwright serialises the function into the page.
/* global requestIdleCallback, clearTimeout -- browser globals */

/** Injected into every document of a page. `kind`: 'app' or 'bare' (what "the first frame" means). */
export function instrument({ kind }) {
  if (window.__bench) return;
  const B = {
    kind,
    /** Running totals of the counted WebGL calls. */
    c: {
      draws: 0,
      multiDraws: 0,
      indices: 0,
      vertices: 0,
      uniforms: 0,
      bufUploads: 0,
      bufBytes: 0,
      idxUploads: 0,
      uboUploads: 0,
      uboBytes: 0,
      texUploads: 0,
    },
    /** One entry per app.render(): { tag, t0, t1, cbStart, cbEnd }. */
    renders: [],
    /** Camera tag of the frame being drawn (the bench's frame index), -1 outside a path. */
    tag: -1,
    inCb: false,
    cbStart: NaN,
    /** The page's PixiJS application: the last one initialised whose canvas is in the document (see live()). */
    app: null,
    all: [],
    apps: 0,
    pixi: '',
    contexts: 0,
    /**
     * GPU-paced frames: while set, the first animation-frame callback of each frame first reads one pixel back, so
     * the page cannot run frames ahead of SwiftShader. With the frame-rate limit lifted, a 140 ms move tween
     * otherwise renders ~90 frames in 0.3 s and leaves seconds of GPU backlog. Set while the bench waits for a page
     * to settle and after a probe; never during a measured path (which synchronises each frame itself) or start-up.
     */
    sync: false,
    lastSync: NaN,
    /** End of the first render that drew the page's content (start-up), and "interactive" after it. */
    ready: null,
    interactive: null,
  };
  window.__bench = B;
  const c = B.c;
  // Tasks of 50 ms or more on this page's main thread (Long Tasks API), from the start of the document.
  B.longTasks = [];
  try {
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) B.longTasks.push([e.startTime, e.startTime + e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no Long Tasks API: the bench says so */
  }

  // --- WebGL counters -------------------------------------------------------------------------------------------
  const ARRAY_BUFFER = 0x8892;
  const ELEMENT_ARRAY_BUFFER = 0x8893;
  const bytesOf = (data, srcOffset, length) => {
    if (typeof data === 'number') return data;
    if (!data) return 0;
    const bpe = data.BYTES_PER_ELEMENT ?? 1;
    if (length) return length * bpe;
    return (data.byteLength ?? 0) - (srcOffset ?? 0) * bpe;
  };
  const buffer = (target, bytes) => {
    if (target === ARRAY_BUFFER || target === ELEMENT_ARRAY_BUFFER) {
      c.bufUploads++;
      c.bufBytes += bytes;
      // PixiJS uploads a batch's index buffer only when it re-collects the render group (a new batch layout).
      if (target === ELEMENT_ARRAY_BUFFER) c.idxUploads++;
    } else {
      c.uboUploads++;
      c.uboBytes += bytes;
    }
  };
  const sum = (list, offset, n) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += list[offset + i] ?? 0;
    return s;
  };
  const counters = {
    drawElements: (a) => {
      c.draws++;
      c.indices += a[1];
    },
    drawArrays: (a) => {
      c.draws++;
      c.vertices += a[2];
    },
    drawElementsInstanced: (a) => {
      c.draws++;
      c.indices += a[1] * a[4];
    },
    drawArraysInstanced: (a) => {
      c.draws++;
      c.vertices += a[2] * a[3];
    },
    drawRangeElements: (a) => {
      c.draws++;
      c.indices += a[3];
    },
    bufferData: (a) => buffer(a[0], bytesOf(a[1], a[3], a[4])),
    bufferSubData: (a) => buffer(a[0], bytesOf(a[2], a[3], a[4])),
    texImage2D: () => {
      c.texUploads++;
    },
    texSubImage2D: () => {
      c.texUploads++;
    },
    texImage3D: () => {
      c.texUploads++;
    },
    texSubImage3D: () => {
      c.texUploads++;
    },
    compressedTexImage2D: () => {
      c.texUploads++;
    },
    compressedTexSubImage2D: () => {
      c.texUploads++;
    },
  };
  const extCounters = {
    drawArraysInstancedANGLE: (a) => {
      c.draws++;
      c.vertices += a[2] * a[3];
    },
    drawElementsInstancedANGLE: (a) => {
      c.draws++;
      c.indices += a[1] * a[4];
    },
    multiDrawArraysWEBGL: (a) => {
      c.draws++;
      c.multiDraws += a[5];
      c.vertices += sum(a[3], a[4], a[5]);
    },
    multiDrawElementsWEBGL: (a) => {
      c.draws++;
      c.multiDraws += a[6];
      c.indices += sum(a[1], a[2], a[6]);
    },
    multiDrawArraysInstancedWEBGL: (a) => {
      c.draws++;
      c.multiDraws += a[7];
      c.vertices += sum(a[3], a[4], a[7]);
    },
    multiDrawElementsInstancedWEBGL: (a) => {
      c.draws++;
      c.multiDraws += a[8];
      c.indices += sum(a[1], a[2], a[8]);
    },
  };
  const wrap = (obj, name, count) => {
    const f = obj[name];
    if (typeof f !== 'function') return;
    obj[name] = function () {
      count(arguments);
      return f.apply(this, arguments);
    };
  };
  const seen = new WeakSet();
  const instrumentGl = (gl) => {
    if (seen.has(gl)) return;
    seen.add(gl);
    B.contexts++;
    for (const [name, count] of Object.entries(counters)) wrap(gl, name, count);
    // Every uniform upload: uniform1f … uniform4uiv, uniformMatrix2fv … uniformMatrix4x3fv.
    for (let p = Object.getPrototypeOf(gl); p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
      for (const name of Object.getOwnPropertyNames(p)) {
        if (/^uniform(Matrix)?\d/.test(name) && !Object.prototype.hasOwnProperty.call(gl, name))
          wrap(gl, name, () => {
            c.uniforms++;
          });
      }
    }
    const getExtension = gl.getExtension;
    const wrappedExt = new WeakSet();
    gl.getExtension = function (name) {
      const ext = getExtension.call(this, name);
      if (ext && typeof ext === 'object' && !wrappedExt.has(ext)) {
        wrappedExt.add(ext);
        for (const [m, count] of Object.entries(extCounters)) wrap(ext, m, count);
      }
      return ext;
    };
  };
  for (const C of [globalThis.HTMLCanvasElement, globalThis.OffscreenCanvas]) {
    if (!C) continue;
    const getContext = C.prototype.getContext;
    C.prototype.getContext = function (type, ...rest) {
      const ctx = getContext.call(this, type, ...rest);
      if (ctx && (type === 'webgl2' || type === 'webgl' || type === 'experimental-webgl')) instrumentGl(ctx);
      return ctx;
    };
  }

  // --- Render time (PixiJS devtools hook) ------------------------------------------------------------------------
  const isReady = kind === 'app' ? () => (window.__saddlegrid?.scene?.()?.tokens?.length ?? 0) > 0 : () => true;
  const startInteractive = () => {
    // Interactive: a task posted now runs within 50 ms (no long task in the way).
    const ask = () => {
      const asked = performance.now();
      setTimeout(() => {
        const now = performance.now();
        if (now - asked <= 50) B.interactive = now;
        else ask();
      }, 0);
    };
    ask();
  };
  const previousHook = globalThis.__PIXI_APP_INIT__;
  globalThis.__PIXI_APP_INIT__ = function (app, version) {
    previousHook?.call(this, app, version);
    B.apps++;
    B.all.push(app);
    B.app = app;
    B.pixi = String(version);
    const render = app.render;
    app.render = function () {
      const t0 = performance.now();
      const out = render.apply(this, arguments);
      const t1 = performance.now();
      B.renders.push({ tag: B.tag, t0, t1, cbStart: B.inCb ? B.cbStart : NaN, cbEnd: NaN });
      if (B.ready === null && isReady()) {
        B.ready = t1;
        startInteractive();
      }
      return out;
    };
  };

  // --- Animation-frame callbacks ---------------------------------------------------------------------------------
  const raf = window.requestAnimationFrame;
  const pixel = new Uint8Array(4);
  window.requestAnimationFrame = function (cb) {
    return raf.call(window, (t) => {
      const w0 = performance.now();
      if (B.sync && t !== B.lastSync && B.app?.renderer?.gl) {
        B.lastSync = t;
        const g = B.app.renderer.gl;
        g.readPixels(0, 0, 1, 1, g.RGBA, g.UNSIGNED_BYTE, pixel);
      }
      const n = B.renders.length;
      const outer = B.inCb;
      B.inCb = true;
      B.cbStart = performance.now();
      try {
        cb(t);
      } finally {
        B.inCb = outer;
        if (B.renders.length > n) B.renders[B.renders.length - 1].cbEnd = performance.now();
        // Every animation-frame callback while a probe watches what follows its frame (the board's frames apart).
        if (B.frameLog) B.frameLog.push([w0, performance.now()]);
      }
    });
  };

  // --- Helpers for the bench -------------------------------------------------------------------------------------
  const api = () => window.__saddlegrid ?? window.__bare;
  /**
   * The application that draws the page: React's StrictMode mounts the board twice in development builds, and a
   * page could make more than one; the live one is the last whose canvas is in the document.
   */
  B.live = () => {
    for (let i = B.all.length - 1; i >= 0; i--) {
      const a = B.all[i];
      try {
        if (a.renderer && a.canvas?.isConnected) return (B.app = a);
      } catch {
        /* a destroyed application */
      }
    }
    return B.app;
  };
  const gl = () => {
    const g = B.live()?.renderer?.gl;
    if (!g) throw new Error('bench: no PixiJS WebGL renderer seen (the __PIXI_APP_INIT__ hook did not fire)');
    return g;
  };
  const nextFrame = () => new Promise((r) => raf.call(window, () => r()));
  /**
   * A token's drawn target as text ('' without one). The probes ask it in animation-frame callbacks, inside the
   * frame they measure: round 14 found the whole-scene snapshot (`scene()`, 1,000 tokens with their heights) counted
   * in 3 of 10 traced drops (1.4–3.9 ms), so the bridge's one-token read is used where the build has it.
   */
  const tokenTargetOf = (id) => {
    if (!id) return '';
    const api = window.__saddlegrid;
    const t = api.tokenTarget ? api.tokenTarget(id) : api.scene()?.tokens.find((x) => x.id === id);
    return t ? `${t.x},${t.y}` : '';
  };
  /** Work off the GPU backlog: finish and read one pixel back (returns when SwiftShader has drawn everything). */
  B.drain = () => {
    const g = gl();
    g.finish();
    g.readPixels(0, 0, 1, 1, g.RGBA, g.UNSIGNED_BYTE, pixel);
  };
  /**
   * Wait until the page is quiet: no render in `frames` animation frames in a row and then an idle period
   * (autosave, panels, idle-time builds done), then drain the GPU and wait one more frame.
   */
  B.quiet = async (maxMs = 30000, frames = 3) => {
    const t0 = performance.now();
    const sync = B.sync;
    B.sync = true;
    try {
      B.drain();
      let n = B.renders.length;
      let still = 0;
      while (still < frames) {
        await nextFrame();
        if (B.renders.length === n) still++;
        else {
          still = 0;
          n = B.renders.length;
        }
        if (performance.now() - t0 > maxMs)
          throw new Error(`bench: the page kept rendering for ${maxMs / 1000} s (never quiet)`);
      }
      if (typeof requestIdleCallback === 'function')
        await new Promise((r) =>
          requestIdleCallback(() => r(), { timeout: Math.max(100, maxMs - (performance.now() - t0)) }),
        );
      B.drain();
      await nextFrame();
      B.drain();
    } finally {
      B.sync = sync;
    }
    return performance.now() - t0;
  };

  /**
   * The frame-indexed camera path: frame i sets camera `cams[i]` and tags it i; the next animation frame draws it.
   * Each step first reads one pixel back (the GPU has finished the previous frame), so a frame's interval is its
   * whole cost, GPU included. Returns per frame i: the interval, the WebGL counts of the frame that drew view i,
   * the time of the setCamera call, and the render records (by tag).
   */
  B.run = (cams, timeoutMs = 60000) =>
    new Promise((resolve, reject) => {
      const g = gl();
      const sync = B.sync;
      B.sync = false;
      const a = api();
      const T = [];
      const C = [];
      const cam = [];
      const r0 = B.renders.length;
      let i = 0;
      let done = false;
      let timer = 0;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          done = true;
          B.tag = -1;
          B.sync = sync;
          reject(new Error(`bench: frame ${i} of ${cams.length} did not come within ${timeoutMs / 1000} s`));
        }, timeoutMs);
      };
      const step = () => {
        if (done) return;
        g.readPixels(0, 0, 1, 1, g.RGBA, g.UNSIGNED_BYTE, pixel);
        T.push(performance.now());
        C.push({ ...c });
        if (i === cams.length) {
          done = true;
          clearTimeout(timer);
          B.tag = -1;
          B.sync = sync;
          resolve({ T, C, cam, renders: B.renders.slice(r0) });
          return;
        }
        const v = cams[i];
        B.tag = i;
        const s = performance.now();
        a.setCamera(v.x, v.y, v.scale);
        cam.push(performance.now() - s);
        i++;
        arm();
        requestAnimationFrame(step);
      };
      arm();
      requestAnimationFrame(step);
    });

  /**
   * Command → frame (app) or change → frame (bare: a camera nudge, the scheduling floor). The page is made quiet
   * and the GPU drained first; then, in a task of its own (as an input handler would run), `performance.now()`
   * and the dispatch; the probe ends at the end of the first render that shows the move (the moved token's
   * target changed) and also notes the next render after it.
   */
  B.probe = async ({ id, to, cam, settled = false, timeoutMs = 30000, afterMs = 0 }) => {
    const a = api();
    const targetOf = () => tokenTargetOf(id);
    const before = id ? targetOf() : '';
    // `settled`: the bench made the page quiet just before (and started a trace since): drain again, one frame.
    let settleMs = 0;
    if (settled) {
      const s0 = performance.now();
      B.drain();
      await nextFrame();
      B.drain();
      settleMs = performance.now() - s0;
    } else settleMs = await B.quiet();
    // The GPU is drained: from the dispatch to the second render, frames run as they come.
    B.sync = false;
    const r0 = B.renders.length;
    B.frameLog = afterMs > 0 ? [] : null;
    // A user-timing mark with a name of its own: its trace event gives the trace clock's offset (busy time, below).
    const mark = `bench-probe-${(B.probes = (B.probes ?? 0) + 1)}`;
    const d = await new Promise((resolve) => {
      setTimeout(() => {
        performance.mark(mark);
        const t0 = performance.now();
        let out = { ok: true };
        if (id) out = a.dispatch({ type: 'moveCreature', id, to });
        else a.setCamera(cam.x, cam.y, cam.scale);
        resolve({ t0, t1: performance.now(), out });
      }, 0);
    });
    if (!d.out.ok)
      return {
        ok: false,
        reason: typeof d.out.reason?.en === 'string' ? d.out.reason.en : JSON.stringify(d.out.reason ?? d.out),
      };
    const t0 = performance.now();
    let shown = null;
    let checked = r0;
    let checkMs = 0;
    while (!shown || B.renders.length < shown.index + 2) {
      await nextFrame();
      if (performance.now() - t0 > timeoutMs)
        throw new Error(`bench: no frame showed the ${id ? 'move' : 'change'} within ${timeoutMs / 1000} s`);
      if (!shown && B.renders.length > checked) {
        // This callback runs after the board's in the same animation frame: its render (if any) is the last one.
        checked = B.renders.length;
        const s = performance.now();
        if (!id || targetOf() !== before) shown = { index: B.renders.length - 1 };
        checkMs += performance.now() - s;
      }
      // The bare page renders only when asked: ask for the second frame too.
      if (!id && shown && B.renders.length < shown.index + 2) a.setCamera(cam.x, cam.y + 1, cam.scale);
    }
    // From here on frames are GPU-paced again (the rest of the move's tween leaves no backlog).
    B.sync = true;
    const first = B.renders[shown.index];
    const next = B.renders[shown.index + 1];
    // `afterMs`: stay (traced) that long after the first frame, noting every animation-frame callback, so the bench
    // can tell the work that follows the frame (the panels, the autosave) from the board's own frames.
    if (afterMs > 0) {
      const left = first.t1 + afterMs - performance.now();
      if (left > 0) await new Promise((r) => setTimeout(r, left));
    }
    const frames = B.frameLog ?? [];
    B.frameLog = null;
    return {
      ok: true,
      mark,
      /** performance.now() at the dispatch, after it, at the start of the frame callback that rendered, at the end of that render. */
      at: {
        t0: d.t0,
        t1: d.t1,
        cbStart: Number.isFinite(first.cbStart) ? first.cbStart : first.t0,
        renderStart: first.t0,
        frameEnd: first.t1,
      },
      settleMs,
      dispatchMs: d.t1 - d.t0,
      /** Dispatch → end of the first render showing the move (main thread, GPU drained first). */
      toFrameMs: first.t1 - d.t0,
      /** Between the dispatch and the start of the frame callback that renders (React, tasks, waiting). */
      beforeFrameMs: (Number.isFinite(first.cbStart) ? first.cbStart : first.t0) - d.t1,
      /** Frame callback start → render start (the board's reconciliation and tweens). */
      reconcileMs: Number.isFinite(first.cbStart) ? first.t0 - first.cbStart : NaN,
      renderMs: first.t1 - first.t0,
      rendersBefore: shown.index - r0,
      /** … to the end of the next render (the move's tween; long panels should come after it), less the bench's own check. */
      toNextFrameMs: next ? next.t1 - d.t0 - checkMs : NaN,
      afterMs,
      /** [start, end] of the animation-frame callbacks from the dispatch to `afterMs` after the first frame. */
      frames,
    };
  };

  /**
   * Real input (issue 33): arm a watch for the next input event of `type` (capture phase on the window, so it sees
   * the event before the app's handlers), then let Playwright move the mouse, click or type. `B.inputDone` waits
   * for the frame that shows the input's effect and `afterMs` after it. "The frame": with `moveId`, the first
   * render where that token's target changed (a drop); otherwise the first animation frame after the event's task
   * in which the input's effect is in the DOM (a click or a key; a board render in that frame counts too). `shows`
   * says what that effect is (round 12: the bench used to take the first frame after the event's task, which on
   * main did not yet show the answered save's card gone nor the roll's log line):
   * `{ changed: testid }`: the element with that test id is gone, is another element, or its text or style differ
   * from when the watch was armed (the answered decision's card; the log's list of lines).
   */
  B.armInput = ({ type, moveId = null, shows = null }) => {
    const targetOf = () => tokenTargetOf(moveId);
    const el = (id) => document.querySelector(`[data-testid="${id}"]`);
    const look = (x) => (x ? `${x.getAttribute('style')}|${x.textContent}` : null);
    const el0 = shows ? el(shows.changed) : null;
    const look0 = look(el0);
    const shown = shows
      ? () => {
          const x = el(shows.changed);
          return x !== el0 || look(x) !== look0;
        }
      : () => true;
    if (shows && !el0) throw new Error(`bench: no element '${shows.changed}' to watch for the input's effect`);
    const w = { type, moveId, before: targetOf(), r0: B.renders.length, ev: null, frame: null, done: false, shown };
    const onEvent = (e) => {
      if (w.ev) return;
      const now = performance.now();
      const mark = `bench-input-${(B.probes = (B.probes ?? 0) + 1)}`;
      performance.mark(mark);
      w.ev = { mark, at: Math.min(now, e.timeStamp), handler: now };
      window.removeEventListener(type, onEvent, true);
      // `rafAt`: the first animation frame after this task (callbacks run in the order asked: the board's, if it
      // asked in this task, runs before this one); for a click or a key, the first such frame whose callback finds
      // the input's effect in the DOM (`shows`), each frame before it counted as late.
      const watch = () =>
        raf.call(window, () => {
          const at = performance.now();
          if (moveId || w.shown()) w.rafAt = at;
          else {
            w.lateFrames = (w.lateFrames ?? 0) + 1;
            watch();
          }
        });
      watch();
    };
    window.addEventListener(type, onEvent, true);
    B.input = w;
    return w.before;
  };
  B.inputDone = async ({ afterMs = 1000, timeoutMs = 30000 } = {}) => {
    const w = B.input;
    const t0 = performance.now();
    const targetOf = () => tokenTargetOf(w.moveId);
    B.frameLog = [];
    let frameEnd = null;
    let renderIndex = -1;
    while (frameEnd === null) {
      await nextFrame();
      if (performance.now() - t0 > timeoutMs)
        throw new Error(`bench: no frame after the ${w.type} within ${timeoutMs / 1000} s`);
      if (!w.ev || w.rafAt === undefined) continue;
      if (w.moveId) {
        if (targetOf() === w.before) continue;
        // The render of the frame where the token moved: the last one so far (this callback runs after the board's).
        renderIndex = B.renders.length - 1;
        const r = B.renders[renderIndex];
        frameEnd = r && r.t0 >= w.ev.at ? r.t1 : performance.now();
      } else {
        // The first frame after the event's task that shows its effect, with the board's render in it if there was one.
        const r = B.renders.slice(w.r0).find((x) => x.t0 >= w.ev.handler && x.t0 <= w.rafAt + 0.5);
        frameEnd = r ? Math.max(r.t1, w.rafAt) : w.rafAt;
      }
    }
    const left = frameEnd + afterMs - performance.now();
    if (left > 0) await new Promise((r) => setTimeout(r, left));
    const frames = B.frameLog;
    B.frameLog = null;
    return {
      mark: w.ev.mark,
      at: w.ev.at,
      handler: w.ev.handler,
      rafAt: w.rafAt,
      /** A click or a key whose effect was not yet in the DOM in the first frame after its task. */
      shownLate: !!w.lateFrames,
      frameEnd,
      afterMs,
      frames,
      moved: !!w.moveId,
    };
  };

  /**
   * Draw what the bare page draws (the "same content" frame time): the ground texture, the grid lines and one
   * disc per token. Hides (renderable = false, which the board never sets) the occupied spaces, both label tiers,
   * the terrain detail (crosses, hatching, height numbers), effects, overlays, and in every token its rings and
   * second sprite. Found by the labels the board gives its containers; returns what it hid.
   */
  B.sameContent = () => {
    const world = B.live()?.stage?.children?.find((x) => x.label === 'world');
    if (!world) throw new Error("bench: same content: no container labelled 'world' on the board's stage");
    const hidden = {};
    const hide = (x, what) => {
      x.renderable = false;
      hidden[what] = (hidden[what] ?? 0) + 1;
    };
    const layers = new Set(world.children.map((x) => x.label));
    for (const want of ['terrain', 'grid', 'tokens-standing', 'tokens-mounted'])
      if (!layers.has(want))
        throw new Error(`bench: same content: the board has no '${want}' layer (layers: ${[...layers].join(', ')})`);
    const layersOf = (c) => c.children.flatMap((x) => (x.label === 'live' || x.label === 'labels' ? layersOf(x) : [x]));
    for (const layer of layersOf(world)) {
      const l = layer.label;
      if (l === 'spaces' || l === 'labels-standing' || l === 'labels-mounted' || l === 'effects' || l === 'overlays')
        hide(layer, l);
      else if (l === 'terrain')
        for (const x of layer.children) {
          if (x.label !== 'terrain-detail') continue;
          // The terrain shader draws the ground too: turn its marks and numbers off, keep the ground.
          const u = x.shader?.resources?.terrain;
          if (u?.uniforms && 'uMarks' in u.uniforms) {
            u.uniforms.uMarks = 0;
            u.update();
            hidden['terrain marks and numbers'] = 1;
          } else hide(x, 'terrain-detail');
        }
      if (l === 'tokens-standing' || l === 'tokens-mounted') {
        for (const tile of layer.children) {
          for (const token of tile.children) {
            let disc = false;
            for (const part of token.children) {
              if (!disc && part.texture && !part.context) disc = true;
              else hide(part, 'token rings and shapes');
            }
          }
        }
      }
    }
    return hidden;
  };
}
