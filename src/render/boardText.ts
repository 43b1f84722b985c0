/** The board's own sentences in both languages (drag previews of the GM's hand and of a mount offer): `board.*` keys. */
import { both, type Text } from '../i18n';

type BoardKey = 'place' | 'placeCarrying' | 'mount' | 'mountPassenger';

/** A board sentence with its {placeholders} filled. */
export function boardText(key: BoardKey, params: Record<string, string> = {}): Text {
  return both(`board.${key}`, params);
}
