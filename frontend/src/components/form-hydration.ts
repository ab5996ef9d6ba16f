// A prerendered form is on screen, and typed into, before React owns it. This keeps what the visitor
// types in that window (hydration resets controlled fields to their initial values) and holds a
// submit made meanwhile, which React then handles as if it had been made just now (see markHydrated).

/**
 * Forms whose submit needs their code carry REQUIRES_HYDRATION_ATTRIBUTE in their HTML, and get
 * HYDRATED_ATTRIBUTE (in an effect, never in the HTML, through markHydrated) once React handles them.
 * In between, the browser's own submit is held and replayed once React owns the form, so the first
 * click counts. Without JavaScript nothing holds it, and the form posts as its HTML says.
 */
export const REQUIRES_HYDRATION_ATTRIBUTE = 'data-requires-hydration';
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

// The submit each form got before it was hydrated (the button pressed, or null for Enter in a field).
const heldSubmits = new WeakMap<HTMLFormElement, HTMLElement | null>();

// What visitors typed into prerendered forms before React took them over; hydration resets controlled
// fields to their initial values, so the form reads this back once it is React's (see typedBeforeHydration).
const typedBefore = new WeakMap<HTMLFormElement, Map<string, string | boolean>>();

/** The fields a visitor changed in this form before it was hydrated, by name (checkboxes as booleans). */
export function typedBeforeHydration(form: HTMLFormElement): ReadonlyMap<string, string | boolean> {
  return typedBefore.get(form) ?? new Map();
}

function remember(field: Field): void {
  const form = field.form;
  if (!form || !field.name || form.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  const fields = typedBefore.get(form) ?? new Map<string, string | boolean>();
  fields.set(
    field.name,
    field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value,
  );
  typedBefore.set(form, fields);
}

function changedFromHtml(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && field.type === 'checkbox')
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * Called by the client entry before hydrating: keeps what the visitor already typed into prerendered
 * forms and everything they type until each form is React's, and holds their submits until then.
 */
export function guardFormsUntilHydrated(doc: Document = document): void {
  for (const form of doc.forms) {
    for (const element of form.elements) {
      const field = element as Field;
      if ('defaultValue' in field || field instanceof HTMLSelectElement) {
        if (changedFromHtml(field)) remember(field);
      }
    }
  }
  const onInput = (event: Event) => remember(event.target as Field);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('change', onInput, true);
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.hasAttribute(REQUIRES_HYDRATION_ATTRIBUTE) && !form.hasAttribute(HYDRATED_ATTRIBUTE)) {
        event.preventDefault();
        heldSubmits.set(form, (event as SubmitEvent).submitter);
      }
    },
    true,
  );
}

/** Makes again a submit held before hydration, now through React's handler. */
export type HeldSubmit = () => void;

/**
 * Called by a form's code once React handles it (after it has read back typedBeforeHydration): marks
 * it hydrated and hands back the submit the visitor made before, if any (one, however many clicks were
 * held). The form replays it once it has rendered with the values typed meanwhile.
 */
export function markHydrated(form: HTMLFormElement): HeldSubmit | null {
  form.setAttribute(HYDRATED_ATTRIBUTE, '');
  if (!heldSubmits.has(form)) return null;
  const submitter = heldSubmits.get(form);
  heldSubmits.delete(form);
  return () => {
    if (!form.isConnected) return;
    form.requestSubmit(
      submitter && submitter.isConnected && form.contains(submitter) ? submitter : undefined,
    );
  };
}

/**
 * The code of the part holding these forms could not be loaded (a dropped connection): gives each form
 * not yet React's back to the browser, which posts it as its HTML says (the server takes the form
 * without JavaScript), and sends the submit held meanwhile that way, so the visitor's click still counts.
 */
export function releaseToBrowser(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${REQUIRES_HYDRATION_ATTRIBUTE}]`)) {
    if (form.hasAttribute(HYDRATED_ATTRIBUTE)) continue;
    form.removeAttribute(REQUIRES_HYDRATION_ATTRIBUTE);
    if (!heldSubmits.has(form)) continue;
    const submitter = heldSubmits.get(form);
    heldSubmits.delete(form);
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
  }
}
