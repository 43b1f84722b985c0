// Shared setup of the multiplayer e2e tests (multiplayer*.spec.ts): a page's encounter and its creatures.
import { type Page } from '@playwright/test';
import { creatureOf, type Encounter } from '../src/rules';

export const enc = (p: Page) => p.evaluate(() => window.__saddlegrid?.encounter() as Encounter);
export const creature = async (p: Page, id: string) => creatureOf(await enc(p), id);
