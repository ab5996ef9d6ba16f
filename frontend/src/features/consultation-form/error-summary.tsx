import type { Language } from '../../i18n';
import { consultationCopy } from './consultation-copy';
import { CONSULTATION_FIELDS } from './consultation-schema';

const SUMMARY_ID = 'consulta-errores';
/** The id of a field of the form (`consulta-tipo-caso`), or undefined for a name that is no field. */
const fieldId = (name: string) =>
  (CONSULTATION_FIELDS as readonly string[]).includes(name)
    ? `consulta-${name.replace('_', '-')}`
    : undefined;

/**
 * The messages of a form the server refused, at the top of the form, each linking to its field: the page
 * the server answers a post without JavaScript with is read from the top, and opens here (autofocus).
 */
export function ErrorSummary({ language, errors }: { language: Language; errors: Record<string, string> }) {
  const copy = consultationCopy[language];
  return (
    <div
      id={SUMMARY_ID}
      role="region"
      aria-labelledby={`${SUMMARY_ID}-titulo`}
      tabIndex={-1}
      autoFocus
      style={{
        border: '2px solid var(--mantine-color-red-9)',
        borderRadius: 8,
        padding: '12px 16px',
        marginBottom: 16,
      }}
    >
      <h3 id={`${SUMMARY_ID}-titulo`} style={{ margin: '0 0 4px' }}>
        {copy.summaryTitle}
      </h3>
      <p style={{ margin: '0 0 8px' }}>{copy.summaryIntro}</p>
      <ul style={{ margin: 0 }}>
        {Object.entries(errors).map(([field, message]) => {
          const id = fieldId(field);
          return <li key={field}>{id ? <a href={`#${id}`}>{message}</a> : message}</li>;
        })}
      </ul>
    </div>
  );
}
