/**
 * Page object for the table's parts (issue 17): the scene panel, the map picture, token pictures, the board's
 * tools and what the board draws of them (through the test bridge's `table()`), and pictures made in the test.
 */
import { deflateSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect } from '../expect';
import type { TableSnapshot } from '../../src/render/board';
import type { Tool } from '../../src/store';
import { BoardPage } from './board';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A PNG (8-bit RGB) of `width` × `height` pixels painted by `rgb(x, y)`. */
export function makePng(
  width: number,
  height: number,
  rgb: (x: number, y: number) => [number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let i = 0;
  for (let y = 0; y < height; y++) {
    raw[i++] = 0;
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgb(x, y);
      raw[i++] = r;
      raw[i++] = g;
      raw[i++] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A battle map as a printed one looks: grass and a road, stones, and dark grid lines every `cell` pixels starting
 * at (`ox`, `oy`) — the lines the alignment is dragged over.
 */
export function battleMapPng(width: number, height: number, cell: number, ox: number, oy: number): Buffer {
  return makePng(width, height, (x, y) => {
    const onLine = (x - ox) % cell === 0 || (y - oy) % cell === 0 || (x - ox) % cell === 1 || (y - oy) % cell === 1;
    if (onLine && x >= ox && y >= oy) return [40, 48, 36];
    const road = Math.abs(y - height * 0.55 - Math.sin(x / 60) * 40) < 26;
    if (road) return [168, 140, 96];
    const pond = (x - width * 0.72) ** 2 + (y - height * 0.28) ** 2 < 60 ** 2;
    if (pond) return [52, 104, 150];
    const n = ((x * 13) ^ (y * 7)) % 23;
    return [74 + n, 122 + (n >> 1), 60];
  });
}

/** A token picture: a face-like disc on a coloured ground (a picture the eye tells from a glyph). */
export function portraitPng(size: number, hue: [number, number, number]): Buffer {
  return makePng(size, size, (x, y) => {
    const cx = size / 2;
    const d = Math.hypot(x - cx, y - cx * 0.9);
    if (d < size * 0.28) return [236, 200, 160];
    if (Math.hypot(x - cx, y - size * 1.15) < size * 0.5) return [hue[0] * 0.6, hue[1] * 0.6, hue[2] * 0.6];
    return hue;
  });
}

export class TablePage extends BoardPage {
  constructor(page: Page) {
    super(page);
  }

  table(): Promise<TableSnapshot | null> {
    return this.page.evaluate(() => window.__saddlegrid?.table() ?? null);
  }

  setTool(tool: Tool): Promise<void> {
    return this.page.evaluate((t) => window.__saddlegrid?.setTool(t), tool);
  }

  async openScene(): Promise<void> {
    if (await this.page.getByTestId('scene.panel').isVisible()) return;
    await this.page.getByTestId('toolbar.scene').click();
    await expect(this.page.getByTestId('scene.panel')).toBeVisible();
  }

  /** Pick a map file in the scene panel (as the file dialog would hand it over). */
  async pickMap(name: string, buffer: Buffer, mimeType = 'image/png'): Promise<void> {
    await this.openScene();
    await this.page.getByTestId('scene.file').setInputFiles({ name, mimeType, buffer });
  }

  /** Drop a file on the board (a real drop event with a DataTransfer holding it). */
  async dropOnBoard(name: string, buffer: Buffer, mimeType = 'image/png'): Promise<void> {
    const box = await this.page.getByTestId('board-area').boundingBox();
    if (!box) throw new Error('no board area');
    const dt = await this.page.evaluateHandle(
      ([b64, n, t]) => {
        const bytes = Uint8Array.from(atob(b64 as string), (c) => c.charCodeAt(0));
        const d = new DataTransfer();
        d.items.add(new File([bytes], n as string, { type: t as string }));
        return d;
      },
      [buffer.toString('base64'), name, mimeType],
    );
    const at = { clientX: box.x + box.width * 0.6, clientY: box.y + box.height * 0.5 };
    await this.page.getByTestId('board.canvas').dispatchEvent('dragover', { dataTransfer: dt, ...at });
    await this.page.getByTestId('board.canvas').dispatchEvent('drop', { dataTransfer: dt, ...at });
  }

  /** A world point (board units) on the page. */
  async worldToClient(wx: number, wy: number): Promise<{ x: number; y: number }> {
    await this.settled();
    const cam = (await this.scene())?.camera;
    const box = await this.page.getByTestId('board.canvas').boundingBox();
    if (!cam || !box) throw new Error('board not ready');
    return { x: box.x + wx * cam.scale + cam.x, y: box.y + wy * cam.scale + cam.y };
  }

  /** Drag between two page points in small steps. */
  async dragClient(
    a: { x: number; y: number },
    b: { x: number; y: number },
    opts: { shift?: boolean } = {},
  ): Promise<void> {
    if (opts.shift) await this.page.keyboard.down('Shift');
    await this.page.mouse.move(a.x, a.y);
    await this.page.mouse.down();
    for (let i = 1; i <= 8; i++) await this.page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
    await this.page.mouse.up();
    if (opts.shift) await this.page.keyboard.up('Shift');
  }

  /** Save a screenshot for the issue into /work/shots (the GM looks at them). */
  async shotTo(name: string): Promise<void> {
    await this.settled();
    await this.page.screenshot({ path: `/work/shots/${name}.png` });
  }
}
