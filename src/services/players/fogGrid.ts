/** The map's grid as the players may see it under the fog (split out of view.ts). */
import { isFogged, TERRAIN_NORMAL, type Encounter } from '../../rules';

/** The grid as the players may see it: under the fog, normal ground at height 0 (no hint of pits or walls). */
export function fogGrid(enc: Pick<Encounter, 'grid' | 'scene'>): Encounter['grid'] {
  const g = enc.grid;
  if (!enc.scene.fog) return g;
  const terrain = g.terrain.slice();
  const elevation = g.elevation.slice();
  for (let y = 0; y < g.height; y++)
    for (let x = 0; x < g.width; x++)
      if (isFogged(enc, { x, y })) {
        terrain[y * g.width + x] = TERRAIN_NORMAL;
        elevation[y * g.width + x] = 0;
      }
  return { ...g, terrain, elevation };
}
