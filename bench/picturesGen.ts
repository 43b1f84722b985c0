/**
 * The pictures scene of the bench (issue 17), printed as JSON on stdout: a 59 × 59 encounter (a 4096-pixel map at
 * 70 pixels a square) with 200 creatures of mixed sizes, riders and fliers (the board benchmark's generator). The
 * browser adds the pictures itself (bench/pictures.mjs), so the two pages compared draw the same creatures.
 */
import { benchFile } from './encounter';

const { text, counts } = benchFile({ width: 59, height: 59, creatures: 200, seed: 17 });
console.log(JSON.stringify({ text, counts, spec: { width: 59, height: 59, creatures: 200 } }));
