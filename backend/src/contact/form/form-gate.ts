import { CONSULTATION_FORM_ACTION } from '@abogados/shared';
import { type RequestHandler } from 'express';
import { pageFormGate } from '../../common/forms';
import { FORM_FIELDS } from './form-values';

/** The consultation form without JavaScript (the prerendered form carries the action). */
export function contactFormGate(publicUrl: string): RequestHandler {
  return pageFormGate(publicUrl, CONSULTATION_FORM_ACTION, FORM_FIELDS.length);
}
