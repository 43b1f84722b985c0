/** Save a text as a file in the browser's downloads (export, "export now", the damaged save). */
export function downloadText(text: string, baseName: string): void {
  const blob = new Blob([text], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${baseName.replace(/[^\p{L}\p{N}_-]+/gu, '_') || 'encounter'}.saddlegrid.json`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}
