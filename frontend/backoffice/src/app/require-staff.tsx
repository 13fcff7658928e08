import { Navigate, Outlet, useLocation } from 'react-router';
import { useStaffSession } from '../session/session-context';

/** Pages behind the staff sign-in; without a session (or once it ends) the staff member signs in and comes back. */
export function RequireStaff() {
  const { session } = useStaffSession();
  const location = useLocation();
  if (!session) return <Navigate to="/signin" replace state={{ from: location }} />;
  return <Outlet />;
}
