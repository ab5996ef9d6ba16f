// Saves data the page already holds as a file. The access request is a POST (the address must not sit in
// a URL or an access log), so the browser cannot download it by following a link: the page saves it.

/** A fallback name when the server gave none: datos-personales-YYYY-MM-DD.json, the day in Medellín. */
export function accessFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(now);
  return `datos-personales-${day}.json`;
}

export function saveJsonFile(data: unknown, fileName: string): void {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

/** The readable document's name beside the JSON file's: datos-personales-YYYY-MM-DD.html. */
export const documentFileName = (jsonName: string): string => jsonName.replace(/\.json$/, '') + '.html';

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download by now; the URL itself is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
