import { describe, expect, it, vi } from 'vitest';
import type { InstructionSet } from 'pixi.js';

// PixiJS reads the browser's navigator when it loads (Node has none before v21).
vi.stubGlobal('navigator', globalThis.navigator ?? { userAgent: 'node' });
const { Batcher, BatcherPipe } = await import('pixi.js');
const { addRange, uploadChangedRanges } = await import('./batchUpload');

/** A batch as PixiJS keeps it (the fields the patched methods read), with a WebGL buffer already on the GPU. */
function fakeBatch(floats: number) {
  const data = new Float32Array(floats);
  const glBuf = { buffer: {}, updateID: 1, byteLength: floats * 4, type: 0x8892 };
  const wholeUploads: number[] = [];
  const buffer = {
    data,
    _updateID: 1,
    _gpuData: { 7: glBuf } as Record<number, typeof glBuf>,
    update(size: number) {
      this._updateID++;
      wholeUploads.push(size);
    },
  };
  const batcher = {
    dirty: false,
    attributeSize: floats,
    vertexSize: 6,
    batchIndex: 0,
    batches: [],
    geometry: { buffers: [buffer] },
    attributeBuffer: { float32View: data },
    packQuadAttributes: () => {},
  };
  const sent: { offset: number; length: number }[] = [];
  const gl = {
    bindBuffer: () => {},
    bufferSubData: (_t: number, offset: number, view: Float32Array) => sent.push({ offset, length: view.length }),
  };
  const pipe = { renderer: { uid: 7, gl }, _batchersByInstructionSet: { 3: { default: batcher } } };
  const set = { uid: 3 } as unknown as InstructionSet;
  const upload = () => (BatcherPipe.prototype.upload as (s: InstructionSet) => void).call(pipe, set);
  const update = (start: number, vertices = 4) =>
    (Batcher.prototype.updateElement as (el: unknown) => void).call(batcher, {
      packAsQuad: true,
      _attributeStart: start,
      attributeSize: vertices,
    });
  return { batcher, buffer, glBuf, sent, wholeUploads, upload, update };
}

describe('uploading only what changed of a batch (issue 33)', () => {
  uploadChangedRanges();

  it('merges overlapping ranges and keeps at most eight, joining the closest', () => {
    const r: number[] = [];
    addRange(r, 0, 24);
    addRange(r, 12, 48);
    expect(r).toEqual([0, 48]);
    for (let i = 1; i <= 8; i++) addRange(r, i * 1000, i * 1000 + 24);
    expect(r.length).toBe(16);
    // 0–48 and 1000–1024 were the closest pair.
    expect(r.slice(0, 2)).toEqual([0, 1024]);
  });

  it('sends a moved token’s vertices only, not the whole batch of a thousand tokens', () => {
    const b = fakeBatch(8000 * 24);
    b.update(240);
    b.update(264);
    b.update(96_000);
    b.upload();
    expect(b.wholeUploads).toEqual([]);
    expect(b.sent).toEqual([
      { offset: 240 * 4, length: 48 },
      { offset: 96_000 * 4, length: 24 },
    ]);
    expect(b.batcher.dirty).toBe(false);
    // Nothing changed since: nothing is sent.
    b.upload();
    expect(b.sent.length).toBe(2);
  });

  it('uploads the whole batch after it was re-collected, or while its last upload is not on the GPU yet', () => {
    const b = fakeBatch(8000 * 24);
    (Batcher.prototype.begin as () => void).call(b.batcher);
    b.batcher.attributeSize = 8000 * 24; // the build collects every element again
    b.update(240);
    b.upload();
    expect(b.wholeUploads).toEqual([8000 * 24 * 4]);
    expect(b.sent).toEqual([]);
    // The whole upload above is still pending (its render group was not drawn): the next change is sent whole too.
    b.update(240);
    b.upload();
    expect(b.wholeUploads.length).toBe(2);
    // Once drawn (the GPU buffer caught up), ranges again.
    b.glBuf.updateID = b.buffer._updateID;
    b.update(480);
    b.upload();
    expect(b.sent).toEqual([{ offset: 480 * 4, length: 24 }]);
  });
});
