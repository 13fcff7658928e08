import { useEffect, useState } from 'react';
import { portalApi } from '../api/portal-api';

/** The simulated outbox; it answers only when the backend runs in simulation mode. */
export const OUTBOX_PATH = '/simservice/api/v1/outbox';

let probe: Promise<boolean> | undefined;

/** Whether the backend is in simulation mode: asked once per page load, quietly (a production server has no such path). */
function detectSimulation(): Promise<boolean> {
  probe ??= portalApi.request(`${OUTBOX_PATH}?limit=1`, { auth: 'none', onError: 'silent', background: true }).then(
    () => true,
    () => false,
  );
  return probe;
}

export function useSimulation(): boolean | undefined {
  const [simulated, setSimulated] = useState<boolean>();
  useEffect(() => {
    let current = true;
    void detectSimulation().then((answer) => {
      if (current) setSimulated(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return simulated;
}
