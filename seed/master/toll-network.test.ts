import { straightLineKm } from '../../backend/src/services/toll/journey-rule';
import { TOLL_NETWORK } from './toll-network';

const gantries = TOLL_NETWORK.flatMap((plaza) => plaza.gantries.map((gantry) => ({ plaza, gantry })));

describe("the toll network's gantry positions (decision 0058)", () => {
  it("places every gantry, and a plaza's gantries at one kilometre marker", () => {
    for (const plaza of TOLL_NETWORK) {
      const markers = new Set(plaza.gantries.map((gantry) => gantry.position?.kmMarker));
      expect([plaza.code, markers.size, markers.has(undefined)]).toEqual([plaza.code, 1, false]);
    }
  });

  it('never puts two gantries of one route further apart in a straight line than along the road', () => {
    for (const a of gantries)
      for (const b of gantries) {
        if (!a.gantry.position || !b.gantry.position || a.plaza.route !== b.plaza.route) continue;
        const road = Math.abs(a.gantry.position.kmMarker - b.gantry.position.kmMarker);
        expect([a.gantry.code, b.gantry.code, straightLineKm(a.gantry.position, b.gantry.position) <= road + 0.1]).toEqual([
          a.gantry.code,
          b.gantry.code,
          true,
        ]);
      }
  });
});
