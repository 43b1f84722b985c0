/**
 * Web Worker that runs the 巣作りドラゴン odds off the main thread. Created by the client with
 * `new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' })`.
 */
/// <reference lib="webworker" />
import type { OddsInbound } from './protocol';
import { messageChannelLater, oddsWorkerHandler } from './workerCore';

declare const self: DedicatedWorkerGlobalScope;

// Chunks are chained through a MessageChannel, not setTimeout(0): nested timers are clamped to 4 ms, which cost
// 40 × 4 ms on 10,000 battles in chunks of 250; a cancel message still gets in between two chunks.
const handle = oddsWorkerHandler((m) => self.postMessage(m), messageChannelLater());
self.onmessage = (e: MessageEvent<OddsInbound>) => handle(e.data);
