import { AdminScreen } from '@/features/admin/components/admin-screen.tsx';
import { useAuthStore } from '@/lib/auth-store.ts';
import { NotFoundRoute } from './not-found.tsx';

/** /admin is for operators only (contract §13); everyone else, guests included, sees the not-found screen. */
export function AdminRoute() {
  const role = useAuthStore((state) => state.user?.role);
  return role === 'ADMIN' ? <AdminScreen /> : <NotFoundRoute />;
}
