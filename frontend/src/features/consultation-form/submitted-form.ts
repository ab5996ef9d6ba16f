import type { FormAnswer } from '@abogados/shared';
import { createContext } from 'react';

/**
 * Set when the page answers a post of its consultation form sent without JavaScript that the server
 * refused (entry-server's render with a form state): the section gives it to its form as props, which
 * shows what was sent, each message beside its field and a summary at the top.
 */
export const SubmittedForm = createContext<FormAnswer | undefined>(undefined);
