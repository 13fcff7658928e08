import { PortalShell } from './portal-shell';

export function PublicLayout() {
  return <PortalShell kind="public" />;
}
