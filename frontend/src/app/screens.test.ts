import { ROUTE_TABLE, type ScreenId } from './route-table';
import { SCREENS } from './screens';

describe('screens', () => {
  it('give every route of the route table a page of its own, so none shows "coming soon"', () => {
    expect(ROUTE_TABLE.filter((entry) => SCREENS[entry.screen] === undefined).map((entry) => entry.path)).toEqual([]);
  });

  it('hold no page that no route opens', () => {
    const routed = new Set<string>(ROUTE_TABLE.map((entry) => entry.screen));
    expect((Object.keys(SCREENS) as ScreenId[]).filter((screen) => !routed.has(screen))).toEqual([]);
  });
});
