/**
 * The open encounter's chat (issue 30): kept beside the encounter store, never in its undoable history (see
 * `src/rules/core/chat.ts`). The composition root loads and saves it per encounter (`src/app/chat/keeper.ts`).
 */
import { createStore } from 'zustand/vanilla';
import { emptyChat, type ChatLog, type ChatResult } from '../rules';

export interface ChatState {
  readonly log: ChatLog;
  /** How many times the chat changed (the players' view is published again when it does). */
  readonly revision: number;
  /** Replace the chat (another encounter opened, a file imported). */
  load(log: ChatLog): void;
  /** Apply a change made by the pure chat functions; a refusal changes nothing and is handed back. */
  change(f: (log: ChatLog) => ChatResult): ChatResult;
}

export function createChatStore(initial: ChatLog = emptyChat()) {
  return createStore<ChatState>()((set, get) => ({
    log: initial,
    revision: 0,
    load: (log) => set({ log, revision: get().revision + 1 }),
    change(f) {
      const r = f(get().log);
      if (r.ok) set({ log: r.log, revision: get().revision + 1 });
      return r;
    },
  }));
}

export type ChatStore = ReturnType<typeof createChatStore>;
