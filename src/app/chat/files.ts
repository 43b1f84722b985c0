/** The chat of an imported file (issue 30): its `chat` field checked like the rest of the file, or null. */
import { parseEncounterFile, systemOf, type ChatLog } from '../../rules';

export function chatOfFile(text: string): ChatLog | null {
  const parsed = parseEncounterFile(text, systemOf);
  return parsed.ok ? (parsed.file.chat ?? null) : null;
}
