import { Navigate, Outlet } from 'react-router';
import { mayStaff, type TStaffPermission } from '@mflow/contracts/staff/staff-roles';
import { useStaffSession } from '../session/session-context';
import { homePathFor } from './staff-home';

/**
 * Pages of one part of the back-office: anyone whose roles allow none of `permission` goes to their
 * own first page instead. The API refuses them all the same; this only spares them a page of refusals.
 */
export function RequirePermission({ permission }: { permission: TStaffPermission | readonly TStaffPermission[] }) {
  const { session } = useStaffSession();
  const allowed = typeof permission === 'string' ? [permission] : permission;
  if (!session || !allowed.some((one) => mayStaff(session.roles, one)))
    return <Navigate to={session ? homePathFor(session.roles) : '/signin'} replace />;
  return <Outlet />;
}

/** The index and unknown paths: the staff member's first page. */
export function StaffHome() {
  const { session } = useStaffSession();
  return <Navigate to={session ? homePathFor(session.roles) : '/signin'} replace />;
}
