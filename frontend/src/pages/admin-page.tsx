import { AdminPanel } from '../features/admin';

/** /admin: the staff panel (SPEC §2, §4). */
export function AdminPage() {
  return <AdminPanel />;
}
