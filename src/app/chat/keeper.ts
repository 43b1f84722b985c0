/**
 * Where the GM's chat is kept between visits (issue 30): per encounter of the library, in the browser's storage
 * under `saddlegrid.chat.<entry id>`, apart from the library's journal (chat is never part of the undoable history).
 * A stored chat is checked like a file's `chat` field; one that does not pass starts the encounter's chat afresh.
 */
import { chatJson, checkChat, emptyChat, isDefaultChat, type ChatLog } from '../../rules';
import type { ChatStore } from '../../store';

const PREFIX = 'saddlegrid.chat.';

/** The stored chat of an encounter (the default chat when there is none or it does not pass the checks). */
export function readChat(storage: Pick<Storage, 'getItem'> | null, key: string): ChatLog {
  try {
    const text = storage?.getItem(PREFIX + key);
    return text ? checkChat(JSON.parse(text)) : emptyChat();
  } catch {
    return emptyChat();
  }
}

/** Store an encounter's chat (a full storage keeps the chat of this tab only: nothing else is affected). */
export function writeChat(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, key: string, log: ChatLog): void {
  try {
    if (isDefaultChat(log)) storage?.removeItem(PREFIX + key);
    else storage?.setItem(PREFIX + key, chatJson(log));
  } catch {
    // quota: the chat stays in this tab
  }
}

/**
 * Keep the chat store in step with the open encounter: load its chat when another encounter opens, store every
 * change. Returns the function that stops it.
 */
export function keepChat(
  chat: ChatStore,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null,
  key: () => string,
  onSwitch: (fn: () => void) => () => void,
): () => void {
  let current = key();
  chat.getState().load(readChat(storage, current));
  const offSwitch = onSwitch(() => {
    current = key();
    chat.getState().load(readChat(storage, current));
  });
  const offChange = chat.subscribe((s, p) => {
    if (s.log !== p.log) writeChat(storage, current, s.log);
  });
  return () => (offSwitch(), offChange());
}
