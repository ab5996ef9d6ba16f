// What the features' forms share (the consultation form and the newsletter box), with and without
// JavaScript: the gate for a post the browser sends itself, reading and checking its fields, the hidden
// field, and the pages for a post that cannot be taken now. A feature imports this, never another's form.
export { FORM_CONTENT_TYPE, pageFormGate } from './form-gate';
export {
  CONSENT_CHECKED,
  postedLanguage,
  readFields,
  returnPath,
  validateBody,
  type Validated,
} from './form-fields';
export { notTakenPage, sendNotTaken } from './form-pages';
export { fillsHoneypot } from './honeypot';
