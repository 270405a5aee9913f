import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as notifyModule from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';

// Spied on the module, not vi.mock'ed: lib/query-client is imported by every screen test, so an
// earlier file of the worker has loaded it with the real lib/notify (docs/testing.md).
let notify: { notifyError: MockInstance<typeof notifyModule.notifyError>; notifyStale: MockInstance<typeof notifyModule.notifyStale> };
beforeEach(() => {
  notify = {
    notifyError: vi.spyOn(notifyModule, 'notifyError').mockImplementation(() => ''),
    notifyStale: vi.spyOn(notifyModule, 'notifyStale').mockImplementation(() => undefined),
  };
});

const serverError = Object.assign(new Error('HTTP 500'), { isAxiosError: true, response: { status: 500, data: {} } });

describe('the query cache’s failures', () => {
  it('a first load that fails is an error toast', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['lista'], queryFn: () => Promise.reject(serverError), retry: false }).catch(() => undefined);
    expect(notify.notifyError).toHaveBeenCalledWith(serverError);
    expect(notify.notifyStale).not.toHaveBeenCalled();
  });

  it('a refresh that fails over data on screen (a list reloaded after a save) says so quietly, not as an error', async () => {
    notify.notifyError.mockClear();
    const client = createQueryClient();
    client.setQueryData(['lista'], ['anúncio 1']);
    await client.fetchQuery({ queryKey: ['lista'], queryFn: () => Promise.reject(serverError), retry: false }).catch(() => undefined);
    expect(notify.notifyError).not.toHaveBeenCalled();
    expect(notify.notifyStale).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['lista'])).toEqual(['anúncio 1']);
  });
});
