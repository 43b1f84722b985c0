import { describe, expect, it, vi } from 'vitest';

// PixiJS reads the browser's navigator when it loads (Node has none before v21).
vi.stubGlobal('navigator', globalThis.navigator ?? { userAgent: 'node' });
const { Container } = await import('pixi.js');
const { hideOrShow } = await import('./tokenLabels');

/** A label part in a render group as the board has them (the labels' group), its structure marked clean. */
function partInGroup() {
  const group = new Container({ isRenderGroup: true });
  const part = new Container();
  group.addChild(part);
  const rg = group.renderGroup as unknown as { structureDidChange: boolean };
  rg.structureDidChange = false;
  return { part, rg };
}

describe('hideOrShow (issue 33: hiding a label part must not re-collect the labels batch)', () => {
  it('hides a part that was shown by its alpha, leaving the render group as collected', () => {
    const { part, rg } = partInGroup();
    hideOrShow(part, false);
    expect(part.visible).toBe(true);
    expect(part.alpha).toBe(0);
    expect(rg.structureDidChange).toBe(false);
  });

  it('keeps a part never shown invisible (nothing of it collected), and shows it by `visible` once', () => {
    const { part, rg } = partInGroup();
    part.visible = false;
    rg.structureDidChange = false;
    hideOrShow(part, false);
    expect(part.visible).toBe(false);
    expect(rg.structureDidChange).toBe(false);
    hideOrShow(part, true);
    expect(part.visible).toBe(true);
    // The first showing adds it to the batch: that one re-collection is expected.
    expect(rg.structureDidChange).toBe(true);
  });

  it('shows a part hidden by alpha again without a re-collection (whoever draws it gives its alpha back)', () => {
    const { part, rg } = partInGroup();
    hideOrShow(part, false);
    hideOrShow(part, true);
    part.alpha = 1;
    expect(part.visible).toBe(true);
    expect(rg.structureDidChange).toBe(false);
  });

  it('the old way (visible = false) is what re-collected the group', () => {
    const { part, rg } = partInGroup();
    part.visible = false;
    expect(rg.structureDidChange).toBe(true);
  });
});
