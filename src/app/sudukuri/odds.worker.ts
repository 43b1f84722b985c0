/**
 * Web Worker that runs the 巣作りドラゴン odds off the main thread. Created by the client with
 * `new Worker(new URL('./odds.worker.ts', import.meta.url), { type: 'module' })`.
 */
/// <reference lib="webworker" />
import type { OddsInbound } from './protocol';
import { oddsWorkerHandler } from './workerCore';

declare const self: DedicatedWorkerGlobalScope;

const handle = oddsWorkerHandler((m) => self.postMessage(m));
self.onmessage = (e: MessageEvent<OddsInbound>) => handle(e.data);
