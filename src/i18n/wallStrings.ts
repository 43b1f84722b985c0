/** UI text of walls, doors, the vision option and the Universal VTT import (issue 32), in English and Japanese. */
export const wallStrings = {
  'act.wall': { en: 'Walls and doors', ja: '壁と扉' },
  'scene.walls': { en: 'Walls and doors', ja: '壁と扉' },
  'scene.wallKind': { en: 'Kind', ja: '種類' },
  'scene.wallKind.wall': { en: 'Wall', ja: '壁' },
  'scene.wallKind.door': { en: 'Door', ja: '扉' },
  'scene.wallKind.window': { en: 'Window', ja: '窓' },
  'scene.wallKind.terrain': { en: 'Terrain wall', ja: '地形の壁' },
  'scene.wallHelp': {
    en: 'Click square corners to draw connected walls; Esc, a right-click or a click on the last point ends the line (Shift: a point anywhere). Click a wall to select it (Del removes it), a door to open or close it.',
    ja: 'マスの角を順にクリックすると、つながった壁を引きます。Esc、右クリック、最後の点をもう一度クリックで終わります（Shiftを押すと角以外にも置けます）。壁をクリックすると選択し（Delで削除）、扉をクリックすると開け閉めします。',
  },
  'scene.wallCount': {
    en: 'Walls: {walls} · doors: {doors} ({open} open)',
    ja: '壁{walls}本、扉{doors}枚（開いている扉{open}枚）',
  },
  'scene.wallDelete': { en: 'Remove the selected wall', ja: '選択した壁を削除' },
  'scene.wallClear': { en: 'Remove all walls', ja: '壁をすべて削除' },
  'scene.vision': {
    en: 'Vision fog: players see only what the party can see',
    ja: '視界の霧：プレイヤーにはパーティーから見えるものだけを見せる',
  },
  'scene.uvtt': { en: 'Import a Universal VTT map…', ja: '.dd2vtt・.uvtt・.df2vtt 形式のマップを読み込む…' },
  'scene.uvttHint': {
    en: 'Dungeondraft, DungeonFog and Dungeon Alchemist exports (.dd2vtt, .uvtt, .df2vtt): the picture, the grid and the walls and doors come in at once. Drop one on the board too.',
    ja: '地図作成ソフトの書き出し（.dd2vtt・.uvtt・.df2vtt）から、画像、マス目、壁と扉をまとめて読み込みます。盤面にドロップしても読み込めます。',
  },
  'scene.uvttDone': {
    en: 'Imported {name}: {w} × {h} squares; walls: {walls}, doors: {doors} (lights left out: {lights}).',
    ja: '{name}を読み込みました：{w}×{h}マス、壁{walls}本、扉{doors}枚（光源{lights}個は読み込みません）。',
  },
  'scene.uvttNewEncounter': {
    en: 'The map ({w} × {h} squares) is larger than this grid: a new encounter was made for it, “{name}”.',
    ja: 'マップ（{w}×{h}マス）がこのマス目より大きいため、新しい遭遇「{name}」を作りました。',
  },
  'scene.uvttBad': {
    en: 'This Universal VTT file cannot be used: {why}. Nothing was changed.',
    ja: 'このマップファイルは使えません：{why}。何も変更していません。',
  },
  'scene.uvtt.tooLarge': { en: 'the file is larger than 25 MB', ja: 'ファイルが25 MBを超えています' },
  'scene.uvtt.notJson': { en: 'it is not JSON text', ja: 'JSON形式の文章ではありません' },
  'scene.uvtt.notUvtt': {
    en: 'it has no resolution or no image, as a Universal VTT map has',
    ja: 'マップファイルに必要な解像度か画像がありません',
  },
  'scene.uvtt.resolution': {
    en: 'its resolution (map size, origin, pixels per square between 4 and 2048) is not a set of numbers in range',
    ja: '解像度（マップの大きさ、原点、1マスのピクセル数は4から2048）が範囲内の数ではありません',
  },
  'scene.uvtt.tooBig': {
    en: 'the map is more than 400 squares across or down',
    ja: 'マップが縦か横に400マスを超えています',
  },
  'scene.uvtt.walls': {
    en: 'its walls are not lists of points with numbers',
    ja: '壁が数で表された点の並びになっていません',
  },
  'scene.uvtt.tooManyWalls': {
    en: 'it has more than 10000 walls and doors',
    ja: '壁と扉が合わせて10000を超えています',
  },
  'scene.uvtt.outside': { en: 'a wall or a door lies outside the map', ja: '壁か扉がマップの外にあります' },
  'scene.uvtt.portals': {
    en: 'its doors are not two points each with an open or closed state',
    ja: '扉がそれぞれ2つの点と開閉の状態で表されていません',
  },
  'scene.uvtt.image': {
    en: 'its image is not a PNG, WebP or JPEG picture in base64',
    ja: '画像がPNG・WebP・JPEGの画像の文字表現ではありません',
  },
} as const;
