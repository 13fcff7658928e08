import { visibleRoutes } from '@mflow/contracts/master/menu-gating';
import { ROUTE_TABLE } from '../../../app/route-table';
import { SCREENS } from '../../../app/screens';
import { MENU } from '../../../shared/menu/menu-codes';
import { GRID_SHORTCUTS, MEMBER_SHORTCUTS, shownShortcuts, type THomeShortcut } from './home-shortcuts';

const allActive = new Set<string>(Object.values(MENU));

/** The routes a visitor or a member may open with every menu switched on, by path. */
const routesFor = (loggedIn: boolean) =>
  new Map(visibleRoutes(ROUTE_TABLE, { activeCodes: allActive, loggedIn }).map((entry) => [entry.path, entry]));

/** What is wrong with a shortcut's target for one who sees it: no route, a route gated by a code the shortcut does not wait for, or no screen of its own. */
function problemsOf(shortcuts: readonly THomeShortcut[], loggedIn: boolean): string[] {
  const routes = routesFor(loggedIn);
  return shownShortcuts(shortcuts, () => true, loggedIn).flatMap((shortcut) => {
    const route = routes.get(shortcut.to);
    if (!route) return [`${shortcut.key}: ${shortcut.to} is no route open to ${loggedIn ? 'a member' : 'a visitor'}`];
    if (route.menuCode && !shortcut.codes.includes(route.menuCode)) return [`${shortcut.key}: ${shortcut.to} needs ${route.menuCode}`];
    if (SCREENS[route.screen] === undefined) return [`${shortcut.key}: ${shortcut.to} renders no screen`];
    return [];
  });
}

describe('the home page’s shortcuts', () => {
  it('lead a visitor to routes that render a screen, and show only while their route’s menu is on', () => {
    expect(problemsOf(GRID_SHORTCUTS, false)).toEqual([]);
  });

  it('lead a member to routes that render a screen, in the grid and in the welcome band', () => {
    expect(problemsOf(GRID_SHORTCUTS, true)).toEqual([]);
    expect(problemsOf(MEMBER_SHORTCUTS, true)).toEqual([]);
  });

  it('hide the registration from a member, and a shortcut whose menu is off', () => {
    expect(shownShortcuts(GRID_SHORTCUTS, () => true, true).map((shortcut) => shortcut.key)).not.toContain('register');
    expect(shownShortcuts(GRID_SHORTCUTS, () => true, false).map((shortcut) => shortcut.key)).toContain('register');
    const receiptsWith = (off: string) =>
      shownShortcuts(MEMBER_SHORTCUTS, (code) => code !== off, true).some((shortcut) => shortcut.key === 'receipts');
    expect(receiptsWith(MENU.paymentHistory)).toBe(false);
    expect(receiptsWith(MENU.requestReceipt)).toBe(false);
    expect(receiptsWith('NONE')).toBe(true);
  });
});
