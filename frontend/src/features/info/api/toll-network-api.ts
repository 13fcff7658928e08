import type { TTollNetworkResponse } from '@mflow/contracts/toll/gantry.contract';
import { portalApi } from '../../../shared/api/portal-api';

export type TTollPlaza = TTollNetworkResponse['plazas'][number];

/** The plazas, their gantries and their tariffs as the toll engine prices passages by them. */
export function getTollNetwork(signal: AbortSignal): Promise<TTollPlaza[]> {
  return portalApi
    .request<TTollNetworkResponse>('/invoiceservice/api/v1/public/tollnetwork', { auth: 'accessKey', signal })
    .then((answer) => answer.plazas);
}

/** The class-1 toll of the first plaza: the worked example's passage, a real tariff rather than a typed one. */
export function exampleToll(plazas: readonly TTollPlaza[]): number | undefined {
  return plazas[0]?.tariffs.find((tariff) => tariff.vehicleClass === 1)?.price;
}
