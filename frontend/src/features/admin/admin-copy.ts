// What the staff panel says. SPEC §4/§8 give the staff-facing wording in English; values the firm's
// clients wrote or chose (case types, statuses, dates) stay in Spanish, as the spec shows them.
export const adminCopy = {
  title: 'Admin Panel',
  subtitle: 'Consultation requests from the website, newest first.',
  logout: 'Logout',
  checkingAuth: 'Checking authentication...',
  unauthorizedTitle: 'Unauthorized',
  unauthorizedMessage: 'You need to log in to access the admin panel.',
  loadErrorTitle: 'Error Loading Contacts',
  retry: 'Try again',
  loading: 'Loading contacts...',
  emptyTitle: 'No contacts yet',
  emptyMessage: 'Contact submissions will appear here when clients fill out the forms.',
  stats: {
    label: 'Summary',
    total: 'Total',
    pending: 'Pending',
    processed: 'Processed',
    today: 'Today',
  },
  listTitle: 'Contact Submissions',
  showing: (from: number, to: number, total: number) =>
    `Showing ${from}–${to} of ${total.toLocaleString('en-US')}`,
  pagination: 'Pages of contact submissions',
  pageControl: { previous: 'Previous page', next: 'Next page', first: 'First page', last: 'Last page' },
  pageItem: (page: number) => `Page ${page}`,
  field: {
    email: 'Email',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    caseType: 'Case type',
    received: 'Received',
    consent: 'Privacy consent',
    message: 'Message',
  },
  whatsappLink: (name: string) => `Chat with ${name} on WhatsApp (opens in a new tab)`,
  consentGiven: 'Accepted',
  consentMissing: 'Not accepted',
  status: { pending: 'Pendiente', processed: 'Procesado' },
  markProcessed: 'Mark as Processed',
  processing: 'Processing...',
  successTitle: 'Success',
  successMessage: 'Contact marked as processed',
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredMessage: 'Please log in again.',
  errorTitle: 'Error',
  networkError: 'Could not reach the server. Check your connection and try again.',
  unexpectedError: 'Something went wrong. Please try again.',
  httpError: (status: number) => `The server answered with an error (HTTP ${status}). Please try again.`,
} as const;

/** SPEC §9 timings. */
export const ADMIN_TIMING = {
  pollMs: 30_000,
  unauthorizedRedirectMs: 1000,
  sessionExpiredRedirectMs: 500,
} as const;

export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';
