/** Lower case, no accents, spaces collapsed: "José  ÁLVAREZ" and "jose alvarez" read the same. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What a submission is found by: its folded name, email, phone, phone digits and message. */
export function searchTextOf(row: {
  nombre: string;
  email: string;
  telefono: string;
  mensaje: string;
}): string {
  const digits = row.telefono.replace(/\D/g, '');
  return [row.nombre, row.email, row.telefono, digits, row.mensaje].map(foldForSearch).join('\n');
}
