import { createContext, useContext, type ReactNode } from 'react';
import type { MenuCode } from './menu-codes';

const ActiveMenuContext = createContext<ReadonlySet<string>>(new Set());

export function ActiveMenuProvider({ active, children }: { active: ReadonlySet<string>; children: ReactNode }) {
  return <ActiveMenuContext.Provider value={active}>{children}</ActiveMenuContext.Provider>;
}

export function useMenuActive(): (code: MenuCode) => boolean {
  const active = useContext(ActiveMenuContext);
  return (code) => active.has(code);
}
