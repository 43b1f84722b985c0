/**
 * A creature's token picture in the editor (issue 17): a preview in the token's shape, pick or drop a file (the
 * picture store's checks, a refusal in the GM's language), round or square, remove. Each change is one
 * `editCreature` (undoable); the glyph stays the fallback.
 */
import { useEffect, useRef, useState } from 'react';
import type { Creature } from '../../rules';
import { useServices, useT } from '../context';
import { PICTURE_ACCEPT, storePicture } from './addPicture';

export function TokenPicture({ creature }: { creature: Creature }) {
  const { t } = useT();
  const svc = useServices();
  const input = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const image = creature.image ?? '';
  const shape = creature.token === 'square' ? 'square' : 'round';
  useEffect(() => {
    let live = true;
    setUrl(null);
    if (image) void svc.pictures?.urlOf(image).then((u) => live && setUrl(u));
    return () => {
      live = false;
    };
  }, [image, svc.pictures]);
  if (!svc.pictures) return null;
  const dispatch = svc.encounter.getState().dispatch;
  const take = async (f: File | undefined) => {
    if (!f) return;
    const pic = await storePicture(svc, f, f.name);
    if (pic) dispatch({ type: 'editCreature', id: creature.id, patch: { image: pic.id } });
  };
  return (
    <div
      className={`editor-picture ${over ? 'drop' : ''}`}
      data-testid="editor.picture"
      data-picture-drop=""
      onDragOver={(e) => {
        if (![...e.dataTransfer.types].includes('Files')) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        if (!e.dataTransfer.files.length) return;
        e.preventDefault();
        void take(e.dataTransfer.files[0]);
      }}
    >
      <span className="small muted">{t('editor.picture')}</span>
      {image && url ? (
        <img src={url} alt="" className={shape} data-testid="editor.picture-img" />
      ) : (
        <span className="small muted">{image ? '…' : t('editor.pictureNone')}</span>
      )}
      <button type="button" data-testid="editor.picture-pick" onClick={() => input.current?.click()}>
        {t('editor.picturePick')}
      </button>
      <span className="small muted">{t('editor.pictureDrop')}</span>
      <input
        ref={input}
        type="file"
        hidden
        accept={PICTURE_ACCEPT}
        data-testid="editor.picture-file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          void take(f);
        }}
      />
      {image && (
        <>
          <span role="radiogroup" aria-label={t('editor.shape')} className="row" style={{ margin: 0 }}>
            {(['round', 'square'] as const).map((s) => (
              <button
                key={s}
                type="button"
                role="radio"
                aria-checked={shape === s}
                aria-pressed={shape === s}
                data-testid={`editor.shape-${s}`}
                onClick={() => dispatch({ type: 'editCreature', id: creature.id, patch: { token: s } })}
              >
                {t(s === 'round' ? 'editor.shapeRound' : 'editor.shapeSquare')}
              </button>
            ))}
          </span>
          <button
            type="button"
            className="danger"
            data-testid="editor.picture-remove"
            onClick={() => dispatch({ type: 'editCreature', id: creature.id, patch: { image: '' } })}
          >
            {t('editor.pictureRemove')}
          </button>
        </>
      )}
    </div>
  );
}
