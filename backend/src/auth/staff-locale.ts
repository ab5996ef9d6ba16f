/** The languages the staff panel speaks; a staff member's choice is stored as one of these. */
export const STAFF_LOCALES = ['es', 'en'] as const;
export type StaffLocale = (typeof STAFF_LOCALES)[number];
