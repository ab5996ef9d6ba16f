/** Text that NFD leaves as it is and that holds no combining mark: nothing to take off before lower-casing. */
const ASCII = /^[^\u0080-\uffff]*$/;
const MARKS = /\p{M}/gu;
const WHITE_SPACE = /\s+/g;
/** White space only as single plain spaces: what collapsing white space leaves as it is. */
const SINGLE_SPACES = /^(?:\S| (?! ))*$/;

/**
 * Lower case, no accents, spaces collapsed: "José  ÁLVAREZ" and "jose alvarez" read the same. The same as
 * `text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()`, without the
 * steps that would leave the text unchanged (an email, a phone number): each request's search text is
 * folded on the form's path, five fields at a time.
 */
export function foldForSearch(text: string): string {
  const bare = ASCII.test(text) ? text : text.normalize('NFD').replace(MARKS, '');
  const lower = bare.toLowerCase();
  return (SINGLE_SPACES.test(lower) ? lower : lower.replace(WHITE_SPACE, ' ')).trim();
}

/** What a submission is found by: its folded name, email, phone, phone digits and message. */
export function searchTextOf(row: {
  nombre: string;
  email: string;
  telefono: string;
  mensaje: string;
}): string {
  const digits = row.telefono.replace(/\D/g, '');
  return (
    `${foldForSearch(row.nombre)}\n${foldForSearch(row.email)}\n${foldForSearch(row.telefono)}\n` +
    `${digits}\n${foldForSearch(row.mensaje)}`
  );
}
