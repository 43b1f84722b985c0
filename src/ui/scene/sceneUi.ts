/**
 * The scene panel's own UI state (issue 17): the last template, fog and alignment settings chosen, so that the
 * keys (X: template, O: fog, L: align, Shift+W: walls) pick the tool up as it was left.
 */
import { createStore, useStore } from 'zustand';
import { templateKinds, type AnyEncounter, type WallKind } from '../../rules';
import type { Tool } from '../../store';

export interface SceneUi {
  template: { kind: string; size: number; range: number } | null;
  fogShape: 'rect' | 'brush';
  alignSquares: number;
  /** The kind the wall tool draws (issue 32). */
  wallKind: WallKind;
  setTemplate(t: { kind: string; size: number; range: number }): void;
  setFogShape(s: 'rect' | 'brush'): void;
  setAlignSquares(n: number): void;
  setWallKind(k: WallKind): void;
}

export const sceneUi = createStore<SceneUi>()((set) => ({
  template: null,
  fogShape: 'rect',
  alignSquares: 1,
  wallKind: 'wall',
  setTemplate: (template) => set({ template }),
  setFogShape: (fogShape) => set({ fogShape }),
  setAlignSquares: (alignSquares) => set({ alignSquares }),
  setWallKind: (wallKind) => set({ wallKind }),
}));

export function useSceneUi<T>(sel: (s: SceneUi) => T): T {
  return useStore(sceneUi, sel);
}

/** The template tool as last chosen for this rule system (its first kind, size 1, when none was). */
export function templateTool(enc: Pick<AnyEncounter, 'system'>): Extract<Tool, { kind: 'template' }> | null {
  const kinds = templateKinds(enc);
  const last = sceneUi.getState().template;
  const k = (last && kinds.find((x) => x.kind === last.kind)) ?? kinds[0];
  if (!k) return null;
  const size = Math.max(1, Math.min(k.maxSize, last && last.kind === k.kind ? last.size : 1));
  const range = last?.range ?? 10;
  return { kind: 'template', template: k.kind, size, ...(k.kind === 'areaBurst' ? { range } : {}) };
}

/** The fog tool as last chosen. */
export function fogTool(): Extract<Tool, { kind: 'fog' }> {
  return { kind: 'fog', shape: sceneUi.getState().fogShape };
}

/** The wall tool as last chosen (issue 32). */
export function wallTool(): Extract<Tool, { kind: 'wall' }> {
  return { kind: 'wall', wall: sceneUi.getState().wallKind };
}
