/**
 * Page-object helpers for the 4e effects UI (issue 19): the effects card opened from the token menu, the
 * add-effect form, the saving-throw prompt answered with "I rolled…", the turn strip's Next turn, and reading
 * effects, chips and the log through the test bridge.
 */
import { type Page } from '@playwright/test';
import { expect } from '../expect';
import type { AnyEncounter } from '../../src/rules';
import { detailLevel, type LabelBox } from '../../src/render/labelLayout';
import { measureOverlaps, totalOverlaps } from '../../src/render/labelMeasure';
import { sceneLabelTokens } from '../../src/render/tokenFacts';
import type { BoardPage } from './board';
import { POLL } from './mounted';

/** An effect as the bridge shows it (on its target's part, `sys.effects`). */
export interface EffectData {
  id: string;
  target: string;
  source: string | null;
  what: { kind: string; condition?: string; value?: number; amount?: number; damageType?: string };
  duration: { kind: string };
}

export class EffectsPage {
  constructor(readonly board: BoardPage) {}

  get page(): Page {
    return this.board.page;
  }

  /**
   * Open the effects card of a creature from its token menu ("Effects…"): selected in the creature list, the
   * menu opened with Shift+F10 (it opens beside the token wherever the token is on screen).
   */
  async open(name: string): Promise<string> {
    const c = await this.board.creatureByName(name);
    const id = c.id;
    await this.board.tab('creatures');
    await this.page.getByTestId(`creatures.item.${id}`).click();
    await expect.poll(() => this.board.selected(), POLL).toBe(id);
    await this.page.keyboard.press('Shift+F10');
    await expect(this.page.getByTestId('token-menu')).toBeVisible();
    await this.page.getByTestId('token-menu.effects').click();
    await expect(this.page.getByTestId('effects')).toBeVisible();
    await expect(this.page.getByTestId('effects.target')).toHaveValue(id);
    return id;
  }

  /** Fill the form and press Add; waits for the command to be in the history. */
  async add(f: {
    kind: 'condition' | 'attack' | 'defence' | 'ongoing';
    condition?: string;
    value?: string;
    amount?: string;
    damageType?: string;
    source: string | null;
    duration: string;
    whileRiding?: boolean;
    mountKeyword?: boolean;
    defence?: string;
  }): Promise<void> {
    const p = this.page;
    const before = await this.board.cursor();
    await p.getByTestId('effects.kind').selectOption(f.kind);
    if (f.condition) await p.getByTestId('effects.condition').selectOption(f.condition);
    if (f.value !== undefined) await p.getByTestId('effects.value').fill(f.value);
    if (f.defence) await p.getByTestId('effects.defence').selectOption(f.defence);
    if (f.amount !== undefined) await p.getByTestId('effects.amount').fill(f.amount);
    if (f.damageType) await p.getByTestId('effects.damage-type').selectOption(f.damageType);
    await p.getByTestId('effects.source').selectOption(f.source === null ? '' : { label: f.source });
    await p.getByTestId('effects.duration').selectOption(f.duration);
    if (f.whileRiding !== undefined) await p.getByTestId('effects.while-riding').setChecked(f.whileRiding);
    if (f.mountKeyword !== undefined) await p.getByTestId('effects.mount-keyword').setChecked(f.mountKeyword);
    // Pressed from the keyboard (focus + Enter), as a GM tabbing through the form does.
    await p.getByTestId('effects.add').press('Enter');
    await expect.poll(() => this.board.cursor(), POLL).toBe(before + 1);
  }

  /** The effects on a creature, from the bridge. */
  async on(id: string): Promise<EffectData[]> {
    // Issue 33: each effect is on its target's part.
    const enc = (await this.board.encounter()) as unknown as {
      creatures: Record<string, { sys: { effects?: EffectData[] } } | undefined>;
    };
    return (enc.creatures[id]?.sys.effects ?? []).filter((e) => e.target === id);
  }

  /** What kinds of effect a creature has ("dazed", "ongoing", "attack" …). */
  async kinds(id: string): Promise<string[]> {
    return (await this.on(id)).map((e) => (e.what.kind === 'condition' ? (e.what.condition ?? '') : e.what.kind));
  }

  /** The chip text the board drew for a creature ('' for none). */
  async chips(id: string): Promise<string> {
    const s = await this.board.scene();
    return (
      s?.labels
        .filter((l) => l.id === id && l.kind === 'chips')
        .map((l) => l.text)
        .join(' ') ?? ''
    );
  }

  /**
   * Overlaps among the labels the board drew, effect chips included (the measure of e2e/board-legibility.spec.ts):
   * waits for the labels of the present zoom, then returns the count and a few examples.
   */
  async overlaps(): Promise<{ count: number; examples: string[] }> {
    await expect
      .poll(async () => {
        const s = await this.board.scene();
        return s ? s.labels.length > 0 && s.level === detailLevel(s.camera.scale).level : false;
      }, POLL)
      .toBe(true);
    const scene = await this.board.scene();
    if (!scene) throw new Error('no scene');
    const enc = (await this.board.encounter()) as AnyEncounter;
    const lang = await this.page.evaluate(() => document.documentElement.lang || 'en');
    const tokens = sceneLabelTokens(enc, {
      lang: lang === 'ja' ? 'ja' : 'en',
      selectedId: await this.board.selected(),
      mode: 'gm',
    }).map((t) => {
      const drawn = scene.tokens.find((x) => x.id === t.id);
      return drawn ? { ...t, p: { ...t.p, cx: drawn.x, cy: drawn.y, radius: drawn.radius } } : t;
    });
    const boxes = new Map<string, LabelBox[]>();
    for (const l of scene.labels)
      boxes.set(l.id, [
        ...(boxes.get(l.id) ?? []),
        { kind: l.kind, text: l.text, font: 0, x: l.x, y: l.y, w: l.w, h: l.h },
      ]);
    const report = measureOverlaps(tokens, boxes);
    return { count: totalOverlaps(report), examples: report.examples };
  }

  /** The creature whose turn it is (the bridge's turn order). */
  async current(): Promise<{ id: string; round: number }> {
    const enc = await this.board.encounter();
    return { id: enc.turns.order[enc.turns.current] ?? '', round: enc.turns.round };
  }

  /** Press Next turn once (the turn strip's button); waits for the history to move. */
  async next(): Promise<void> {
    const before = await this.board.cursor();
    await this.page.getByTestId('init.next').click();
    await expect.poll(() => this.board.cursor(), POLL).toBe(before + 1);
  }

  /** Answer the open saving throw with "I rolled…" and a typed die (B-3). */
  async rolled(die: number): Promise<void> {
    const before = await this.board.cursor();
    await this.page.getByTestId('pending.typed').fill(String(die));
    await this.page.getByTestId('pending.typed-go.roll').press('Enter');
    await expect.poll(() => this.board.cursor(), POLL).toBe(before + 1);
  }

  /** HP of a creature. */
  async hp(id: string): Promise<number> {
    return this.page.evaluate((x) => window.__saddlegrid?.creature(x)?.hp ?? NaN, id);
  }

  /** Log lines that contain every one of the given texts. */
  async logLines(...texts: string[]): Promise<string[]> {
    const lines = await this.page.evaluate(() => window.__saddlegrid?.logText() ?? []);
    return lines.filter((l) => texts.every((t) => l.includes(t)));
  }

  /** Screenshots at the two sizes a GM shares, into /work/shots (the viewport is put back afterwards). */
  async shots(name: string): Promise<void> {
    const p = this.page;
    const was = p.viewportSize();
    for (const size of [
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      await p.setViewportSize(size);
      await this.board.settled();
      await p.screenshot({ path: `/work/shots/issue19-${name}-${size.width}x${size.height}.png` });
    }
    if (was) await p.setViewportSize(was);
    await this.board.settled();
  }
}
