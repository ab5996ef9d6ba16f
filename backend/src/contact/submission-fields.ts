import { type ContactSubmissionFields } from '../contacts/contact-submission.entity';
import { CONSENT_TEXTS, CURRENT_PRIVACY_POLICY_VERSION } from './consent';
import { type CreateContactDto } from './dto/create-contact.dto';

/**
 * What a consultation request stores of a validated form (the JSON form's, or a booking's): its fields and
 * the proof of consent, the sentence of the policy version the page showed in the page's language.
 */
export function submissionFields(request: CreateContactDto): ContactSubmissionFields {
  const { nombre, email, telefono, tipo_caso, mensaje, consent } = request;
  const language = request.idioma ?? 'es';
  const privacyPolicyVersion = request.version_politica ?? CURRENT_PRIVACY_POLICY_VERSION;
  const consentText = CONSENT_TEXTS[privacyPolicyVersion][language];
  return {
    ...{ nombre, email, telefono, tipo_caso, mensaje, consent },
    ...{ language, privacyPolicyVersion, consentText },
  };
}
