/**
 * The board's own sentences in both languages (drag previews of the GM's hand and of a mount offer). They belong
 * in the i18n layer's strings (`board.*` keys); until those keys exist they live here, as `Text` pairs the
 * overlay shows with `tr`.
 */
import type { Text } from '../i18n';

const TEXT = {
  place: { en: 'GM: place here', ja: 'ゲームマスター：ここに置く' },
  placeCarrying: { en: 'GM: place {name} with {carried}', ja: 'ゲームマスター：{name}を{carried}ごと置く' },
  mount: { en: 'Drop: mount {name}?', ja: 'ドロップ：{name}に騎乗？' },
  mountPassenger: { en: 'Drop: ride {name} as a passenger?', ja: 'ドロップ：{name}に同乗？' },
} as const satisfies Record<string, Text>;

/** A board sentence with its {placeholders} filled. */
export function boardText(key: keyof typeof TEXT, params: Record<string, string> = {}): Text {
  const fill = (s: string) => Object.entries(params).reduce((a, [k, v]) => a.split(`{${k}}`).join(v), s);
  return { en: fill(TEXT[key].en), ja: fill(TEXT[key].ja) };
}
