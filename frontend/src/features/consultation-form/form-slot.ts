import { createContext } from 'react';

/**
 * When set, the text the consultation section writes where its form goes. The server renders a page with
 * the form once around it (entry-server's renderFormFrame) and, for each post of the form without
 * JavaScript, puts in only the form as it answers that post (renderFormAnswer).
 */
export const FormSlot = createContext<string | null>(null);
