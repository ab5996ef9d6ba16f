import { QueryClientProvider } from '@tanstack/react-query';
import { AdminPanel } from '../features/admin';
import { queryClient } from '../lib/api/query-client';

/** /admin: the staff panel (SPEC §2, §4), with the query client only staff pages need. */
export function AdminPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminPanel />
    </QueryClientProvider>
  );
}
