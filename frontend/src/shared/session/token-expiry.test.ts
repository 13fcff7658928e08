import { createMemoryStore } from '@mflow/ui/storage/browser-storage';
import { handleTokenExpired } from './token-expiry';

describe('handleTokenExpired', () => {
  it('signs out, sets the expiry marker and goes to the portal root', () => {
    const store = createMemoryStore({ accessToken: 'jwt', customerId: 'C1' });
    const go = jest.fn();
    handleTokenExpired(store, go);
    expect(store.snapshot()).toEqual({ currentPath: '/', tokenExpired: 'true' });
    expect(go).toHaveBeenCalledWith('/mflow/');
  });

  it('does nothing more when the marker is already set', () => {
    const store = createMemoryStore({ accessToken: 'jwt' });
    const go = jest.fn();
    handleTokenExpired(store, go);
    handleTokenExpired(store, go);
    expect(go).toHaveBeenCalledTimes(1);
  });
});
