// The firm's facts are site content (site-content.ts), edited by staff; these are the fixed ones.
import { firm } from '@abogados/shared';

export const firmProfile = { tagline: firm.tagline, languages: firm.languages } as const;
