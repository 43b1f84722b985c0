/**
 * The scene panel, the sidebar's Map tab (issue 17): the map picture (pick or drop a file; its grid size and offset by numbers or by
 * dragging over printed squares; grid lines drawn, faint or hidden; a new encounter sized to the picture), the
 * board's measuring and pointing tools (ruler, area templates with the creatures inside, ping) and the fog of war
 * (hide all, reveal all, rectangle or brush, hide or reveal); walls, doors and the Universal VTT import are
 * `WallsSection.tsx` (issue 32). Every change is one command (undoable, saved,
 * exported); the tools are previews. One file a section: `MapSection.tsx`, `WallsSection.tsx`, `ToolsSection.tsx`,
 * `FogSection.tsx`.
 */ import { FogSection } from './FogSection';
import { MapSection } from './MapSection';
import { ToolsSection } from './ToolsSection';
import { WallsSection } from './WallsSection';
import './scene.css';

/** The sidebar's Map tab (issue 17): the map picture, the walls (issue 32), the board's tools, the fog. */
export function ScenePanel() {
  return (
    <div className="panel scene-panel" data-testid="scene.panel">
      <MapSection />
      <WallsSection />
      <ToolsSection />
      <FogSection />
    </div>
  );
}
