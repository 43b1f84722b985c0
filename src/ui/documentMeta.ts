/**
 * The page's language and title, written only when they differ (issue 33): setting `lang` on the root element
 * restyles the whole document even to the same value — in the player window (a thousand rows of the turn order)
 * that was a style recalculation of every element after every command, on the GM's main thread.
 */
export function setDocumentMeta(lang: string, title: string): void {
  const root = document.documentElement;
  if (root.lang !== lang) root.lang = lang;
  if (document.title !== title) document.title = title;
}
