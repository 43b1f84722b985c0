/**
 * The search over the creatures a GM adds from (the built-in list and the GM's own bestiary, issue 29), and the
 * button that opens the bestiary when this browser has one. Shared by the 4e/Sudukuri creature panel and Tenkai's.
 */
import { useT } from '../context';

export function TemplateSearch({
  query,
  setQuery,
  openBestiary,
}: {
  query: string;
  setQuery: (q: string) => void;
  /** Opens the bestiary dialog; null: no bestiary in this browser (no button). */
  openBestiary: (() => void) | null;
}) {
  const { t } = useT();
  return (
    <div className="row">
      <input
        type="search"
        className="template-search"
        data-testid="creatures.search"
        placeholder={t('bestiary.search')}
        aria-label={t('bestiary.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {openBestiary && (
        <button type="button" data-testid="creatures.bestiary" onClick={openBestiary}>
          {t('bestiary.open')}
        </button>
      )}
    </div>
  );
}
