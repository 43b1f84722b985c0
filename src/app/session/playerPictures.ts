/**
 * Pictures a player's page asks of the GM's tab through the session (issue 20, the board's picture source): by
 * content id, in parts; checked like a file's picture (the type from the bytes, the bytes hash to the id asked for,
 * at most {@link LIMITS.pictureBytes}), else null (the board draws the placeholder). Each id is asked once; a failure
 * (not connected, timed out) may be asked again later.
 */
import type { PlayerClient } from '../../net/client';
import { LIMITS, type PictureData } from '../../net/protocol';
import { fromBase64, pictureId } from '../assets/encoding';
import { sniff } from '../assets/sniff';

const PICTURE_TIMEOUT_MS = 60_000;

/** The page's picture source and the handler of the GM's `pictureData` parts. */
export function pictureSource(client: Pick<PlayerClient, 'send'>): {
  picture(id: string): Promise<Blob | null>;
  onPart(m: PictureData): void;
} {
  const pictures = new Map<string, Promise<Blob | null>>();
  const incoming = new Map<
    string,
    {
      parts: (Uint8Array | undefined)[];
      got: number;
      done: (b: Blob | null) => void;
      timer: ReturnType<typeof setTimeout>;
    }
  >();
  let picSeq = 0;
  const finish = (reqId: string, b: Blob | null) => {
    const w = incoming.get(reqId);
    if (!w) return;
    clearTimeout(w.timer);
    incoming.delete(reqId);
    w.done(b);
  };
  const onPicturePart = (m: PictureData) => {
    const w = incoming.get(m.reqId);
    if (!w) return;
    if (m.parts === 0 || m.part >= m.parts || (w.parts.length > 0 && w.parts.length !== m.parts))
      return finish(m.reqId, null);
    if (w.parts.length === 0) w.parts = new Array<Uint8Array | undefined>(m.parts);
    const bytes = fromBase64(m.data);
    if (!bytes || w.parts[m.part]) return finish(m.reqId, null);
    w.parts[m.part] = bytes;
    if (++w.got < m.parts) return;
    const total = w.parts.reduce((n, p) => n + (p?.length ?? 0), 0);
    if (total !== m.bytes || total > LIMITS.pictureBytes) return finish(m.reqId, null);
    const all = new Uint8Array(total);
    let at = 0;
    for (const p of w.parts) {
      all.set(p as Uint8Array, at);
      at += (p as Uint8Array).length;
    }
    // Checked like a file's picture: the type from the bytes, and the bytes hash to the id asked for.
    const type = sniff(all);
    const reqId = m.reqId;
    if (
      type !== m.type ||
      (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp' && type !== 'image/gif')
    )
      return finish(reqId, null);
    void pictureId(all).then((id) => finish(reqId, id === m.id ? new Blob([all], { type }) : null));
  };
  const fetchPicture = (id: string): Promise<Blob | null> =>
    new Promise<Blob | null>((resolve) => {
      if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return resolve(null);
      const reqId = `pic-${++picSeq}`;
      const timer = setTimeout(() => finish(reqId, null), PICTURE_TIMEOUT_MS);
      incoming.set(reqId, { parts: [], got: 0, done: resolve, timer });
      if (!client.send({ t: 'picture', reqId, id })) finish(reqId, null);
    });
  return {
    onPart: onPicturePart,
    picture(id) {
      let p = pictures.get(id);
      if (!p) {
        p = fetchPicture(id);
        pictures.set(id, p);
        // A failure (not connected, timed out) may be asked again later.
        void p.then((b) => b === null && pictures.delete(id));
      }
      return p;
    },
  };
}
