// SPEC §9: dates in Spanish with the long month, hour and minute. The firm works on Medellín's clock,
// so a request sent at 11 p.m. there must not read as the next day for staff whose browser is elsewhere.
const FORMAT = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Bogota',
});

/** "1 de marzo de 2025, 10:04 a. m." (the exact separators depend on the browser's ICU data). */
export function formatSubmissionDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return keepTimeTogether(FORMAT.format(date));
}

/** Some ICU versions put plain spaces in "10:04 p. m."; on a phone the line broke inside "p. m.". */
export function keepTimeTogether(text: string): string {
  return text.replace(/(\d)\s+([ap])\.\s*m\./g, '$1\u00a0$2.\u00a0m.');
}
