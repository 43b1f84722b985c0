/**
 * Upload only what changed of a batch (issue 33). PixiJS re-writes a moved sprite's vertices in its batch's attribute
 * array (`Batcher.updateElement`), then uploads the *whole* array: one token moving on a board of a thousand
 * re-sent ~790 kB of the world's batch and ~140 kB of the labels' on every frame of its move, and on SwiftShader the
 * drop's frame blocked the main thread in that `bufferSubData` for hundreds of milliseconds (the GPU process still
 * drawing the frame before). Here each batcher remembers the ranges of the elements re-written since its last upload,
 * and the WebGL upload sends those ranges only (a token's four sprites: a few hundred bytes). A batch re-collected
 * (`begin`: a shape added or removed, a text changed) is uploaded whole, as PixiJS does, and so is anything this
 * code cannot vouch for (no WebGL buffer yet, a previous upload not yet on the GPU, another renderer): what is drawn
 * is the same, byte for byte.
 */
import { Batcher, BatcherPipe, type Buffer, type InstructionSet, type WebGLRenderer } from 'pixi.js';

/** At most this many separate ranges a batch (more are merged into the one that grows least). */
const MAX_RANGES = 8;

/** What a batcher re-wrote since its last upload: ranges in floats [start, end), or `full`. */
interface Dirty {
  full: boolean;
  ranges: number[];
}

/** PixiJS internals read here (stable in 8.x: Batcher.updateElement / begin, BatcherPipe.upload). */
interface BatchableLike {
  _attributeStart: number;
  attributeSize: number;
}
interface BatcherLike {
  dirty: boolean;
  attributeSize: number;
  vertexSize: number;
  geometry: { buffers: Buffer[] };
  attributeBuffer: { float32View: Float32Array };
}
interface PipeLike {
  renderer: { uid: number; gl?: WebGL2RenderingContext; buffer: WebGLRenderer['buffer'] };
  _batchersByInstructionSet: Record<number, Record<string, BatcherLike>>;
}
interface GlBufferLike {
  buffer: WebGLBuffer;
  updateID: number;
  byteLength: number;
  type: number;
}

const dirtyOf = new WeakMap<object, Dirty>();
let installed = false;

/** Add the range [a, b) to a list of ranges, merging overlaps and, past {@link MAX_RANGES}, the closest pair. */
export function addRange(ranges: number[], a: number, b: number): void {
  for (let i = 0; i < ranges.length; i += 2) {
    const x = ranges[i] ?? 0;
    const y = ranges[i + 1] ?? 0;
    if (a <= y && b >= x) {
      ranges[i] = Math.min(x, a);
      ranges[i + 1] = Math.max(y, b);
      return;
    }
  }
  ranges.push(a, b);
  if (ranges.length / 2 <= MAX_RANGES) return;
  // Too many: merge the two ranges with the smallest gap between them.
  const order: [number, number][] = [];
  for (let i = 0; i < ranges.length; i += 2) order.push([ranges[i] ?? 0, ranges[i + 1] ?? 0]);
  order.sort((p, q) => p[0] - q[0]);
  let best = 0;
  let gap = Infinity;
  order.forEach(([, end], i) => {
    const next = order[i + 1];
    if (next && next[0] - end < gap) {
      gap = next[0] - end;
      best = i;
    }
  });
  const [first, second] = [order[best], order[best + 1]];
  if (first && second) order.splice(best, 2, [first[0], Math.max(first[1], second[1])]);
  ranges.length = 0;
  for (const [x, y] of order) ranges.push(x, y);
}

/** Send a batcher's changed ranges to its WebGL buffer; false when it must be uploaded whole. */
function uploadRanges(pipe: PipeLike, batcher: BatcherLike, d: Dirty | undefined): boolean {
  const gl = pipe.renderer.gl;
  if (!gl || !d || d.full || d.ranges.length === 0) return false;
  const buf = batcher.geometry.buffers[0];
  const data = buf?.data as Float32Array | undefined;
  if (!data || data !== batcher.attributeBuffer.float32View) return false;
  const glBuf = (buf as unknown as { _gpuData: Record<number, GlBufferLike | undefined> })._gpuData[pipe.renderer.uid];
  // Not on the GPU yet, or its last update not yet sent (its render group was not drawn since): PixiJS's whole upload.
  if (!buf || !glBuf || glBuf.updateID !== (buf as unknown as { _updateID: number })._updateID) return false;
  if (glBuf.byteLength < data.byteLength) return false;
  gl.bindBuffer(glBuf.type, glBuf.buffer);
  for (let i = 0; i < d.ranges.length; i += 2) {
    const a = d.ranges[i] ?? 0;
    const b = Math.min(d.ranges[i + 1] ?? 0, batcher.attributeSize);
    // A view of the range (the three-argument form: WebGL 1 has no source offset and length).
    if (b > a) gl.bufferSubData(glBuf.type, a * 4, data.subarray(a, b));
  }
  return true;
}

/** Patch PixiJS's batcher (once) so that a batch whose elements only moved or changed colour uploads those only. */
export function uploadChangedRanges(): void {
  if (installed) return;
  installed = true;
  const bp = Batcher.prototype as unknown as {
    begin: (this: BatcherLike) => void;
    updateElement: (this: BatcherLike, el: BatchableLike) => void;
  };
  const pp = BatcherPipe.prototype as unknown as { upload: (this: PipeLike, set: InstructionSet) => void };
  // A PixiJS without these methods (an upgrade that renamed them): leave its own whole upload in place.
  if (typeof bp.begin !== 'function' || typeof bp.updateElement !== 'function' || typeof pp.upload !== 'function') {
    return;
  }
  const begin = bp.begin;
  bp.begin = function (this: BatcherLike) {
    begin.call(this);
    dirtyOf.set(this, { full: true, ranges: [] });
  };
  const updateElement = bp.updateElement;
  bp.updateElement = function (this: BatcherLike, el: BatchableLike) {
    let d = dirtyOf.get(this);
    // The first change since the last upload (a batcher made before this patch counts as uploaded whole once).
    if (!this.dirty || !d) {
      d = { full: !!this.dirty, ranges: [] };
      dirtyOf.set(this, d);
    }
    if (!d.full) addRange(d.ranges, el._attributeStart, el._attributeStart + el.attributeSize * this.vertexSize);
    updateElement.call(this, el);
  };
  pp.upload = function (this: PipeLike, set: InstructionSet) {
    const batchers = this._batchersByInstructionSet[set.uid];
    for (const batcher of Object.values(batchers ?? {})) {
      if (!batcher.dirty) continue;
      batcher.dirty = false;
      const d = dirtyOf.get(batcher);
      if (!uploadRanges(this, batcher, d)) batcher.geometry.buffers[0]?.update(batcher.attributeSize * 4);
      dirtyOf.set(batcher, { full: false, ranges: [] });
    }
  };
}
