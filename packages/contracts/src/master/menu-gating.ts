/** What decides whether a portal route exists for a visitor (requirements/portal-shell.md#routes, requirements/portal-shell.md#menu-codes). */
export type TGatedRoute = {
  /** Rendered only while this code is ACTIVE. */
  menuCode?: string;
  /** Registration and sign-in: rendered only while logged out. */
  loggedOutOnly?: true;
  /** Member screens: rendered only while logged in. */
  loggedInOnly?: true;
};

/** requirements/portal-shell.md#menu-codes: a menu is available only when its code is present with status ACTIVE. */
export function activeCodes(permissions: readonly { code: string; status: string }[]): ReadonlySet<string> {
  return new Set(permissions.filter((permission) => permission.status === 'ACTIVE').map((permission) => permission.code));
}

/** The routes that exist for this visitor: menu codes ACTIVE, registration only while logged out, member screens only while logged in (requirements/portal-shell.md#routes). */
export function visibleRoutes<T extends TGatedRoute>(
  table: readonly T[],
  visitor: { activeCodes: ReadonlySet<string>; loggedIn: boolean },
): T[] {
  return table.filter(
    (entry) =>
      (!entry.menuCode || visitor.activeCodes.has(entry.menuCode)) &&
      !(entry.loggedOutOnly && visitor.loggedIn) &&
      !(entry.loggedInOnly && !visitor.loggedIn),
  );
}
