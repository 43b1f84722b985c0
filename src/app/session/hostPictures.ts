/**
 * Pictures for the players' pages (issue 20), one at a time, paced under the server's rate limit for the GM: only a
 * picture the players may see (`allowed`: the filtered view's, the chat's 立ち絵), at most LIMITS.pictureBytes, of
 * an image type sniffed from its bytes, in parts; anything else is answered "no such picture" (`parts: 0`).
 */
import type { GmClient } from '../../net/client';
import { LIMITS } from '../../net/protocol';
import { toBase64 } from '../assets/encoding';
import { sniff } from '../assets/sniff';

/** One player's ask for a picture. */
interface PictureAsk {
  readonly to: string;
  readonly reqId: string;
  readonly id: string;
}

/** The queue of the players' picture asks (at most 64 waiting). */
export function picturePump(d: {
  client(): GmClient | null;
  /** The pictures the players may be sent now. */
  allowed(): Set<string>;
  readonly pictures?: { blobOf(id: string): Promise<Blob | null> } | null;
}): { ask(q: PictureAsk): void } {
  const pictureQueue: PictureAsk[] = [];
  let sendingPictures = false;
  const PART_BYTES = (LIMITS.pictureChunkChars / 4) * 3;
  const pause = () => new Promise<void>((r) => setTimeout(r, 25));
  async function sendPicture(q: PictureAsk): Promise<void> {
    const c = d.client();
    if (!c) return;
    const none = () =>
      void c.send({ t: 'pictureData', to: q.to, reqId: q.reqId, id: q.id, bytes: 0, part: 0, parts: 0, data: '' });
    const allowed = d.allowed();
    const blob = allowed.has(q.id) && d.pictures ? await d.pictures.blobOf(q.id).catch(() => null) : null;
    if (!blob || blob.size > LIMITS.pictureBytes) return none();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const type = sniff(bytes);
    if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp' && type !== 'image/gif') return none();
    const parts = Math.max(1, Math.ceil(bytes.length / PART_BYTES));
    for (let part = 0; part < parts; part++) {
      const data = toBase64(bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES));
      if (
        !c.send({ t: 'pictureData', to: q.to, reqId: q.reqId, id: q.id, type, bytes: bytes.length, part, parts, data })
      )
        return;
      if (part % 4 === 3) await pause(); // ~160 parts (5.8 MB) a second at most: the views keep their share of the GM rate limit
    }
  }
  async function pumpPictures(): Promise<void> {
    if (sendingPictures) return;
    sendingPictures = true;
    try {
      for (let q = pictureQueue.shift(); q; q = pictureQueue.shift()) await sendPicture(q).catch(() => undefined);
    } finally {
      sendingPictures = false;
    }
  }
  return {
    ask(q) {
      if (pictureQueue.length < 64) pictureQueue.push(q);
      void pumpPictures();
    },
  };
}
