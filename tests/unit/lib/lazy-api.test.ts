import { describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/api/client';
import { lazyApi, lazyRead } from '@/lib/api/lazy';

/** A feature's calls as api.ts would export them, counting how often the module was "loaded". */
function fakeModule() {
  const calls: string[] = [];
  const api = {
    list: async (page: number) => {
      calls.push(`list ${page}`);
      return { page, data: ['a'] };
    },
    remove: async (id: number) => {
      calls.push(`remove ${id}`);
      if (id < 0) throw new Error('refused');
    },
  };
  return { api, calls };
}

describe('lazyApi', () => {
  it('loads nothing until the first call, then calls through with the arguments and answers as they are', async () => {
    const { api, calls } = fakeModule();
    const load = vi.fn(async () => api);
    const lazy = lazyApi(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy.list(2)).resolves.toEqual({ page: 2, data: ['a'] });
    await lazy.remove(7);
    expect(calls).toEqual(['list 2', 'remove 7']);
  });

  it("passes a call's failure on as it is", async () => {
    const { api } = fakeModule();
    const lazy = lazyApi(async () => api);
    await expect(lazy.remove(-1)).rejects.toThrow('refused');
  });

  it('calls the method the module has at call time (a spy installed in a test is used)', async () => {
    const { api } = fakeModule();
    const lazy = lazyApi(async () => api);
    const spy = vi.spyOn(api, 'list').mockResolvedValue({ page: 9, data: [] });
    await expect(lazy.list(1)).resolves.toEqual({ page: 9, data: [] });
    expect(spy).toHaveBeenCalledWith(1);
  });

  it('tries the load again on the next call after a failed one (a chunk that did not arrive)', async () => {
    const { api } = fakeModule();
    const load = vi.fn<() => Promise<typeof api>>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(api);
    const lazy = lazyApi(load);
    await expect(lazy.list(1)).rejects.toThrow('ChunkLoadError');
    await expect(lazy.list(1)).resolves.toMatchObject({ page: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyRead', () => {
  /** A feature's api.ts as a read sees it: its schemas (here a stand-in) and nothing else. */
  const featureModule = { rowSchema: 'row' as const };

  it('loads nothing until the first read, then calls it with the module and the client, answering what it answers', async () => {
    const load = vi.fn(async () => featureModule);
    const read = lazyRead(load);
    expect(load).not.toHaveBeenCalled();
    const seen = await read(async (api, client) => ({ schema: api.rowSchema, same: client === http }));
    expect(seen).toEqual({ schema: 'row', same: true });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("passes a read's failure on as it is", async () => {
    const read = lazyRead(async () => featureModule);
    await expect(read(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });

  it('tries the load again on the next read after a failed one (a chunk that did not arrive)', async () => {
    const load = vi.fn<() => Promise<typeof featureModule>>().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(featureModule);
    const read = lazyRead(load);
    const call = vi.fn(async (api: typeof featureModule) => api.rowSchema);
    await expect(read(call)).rejects.toThrow('ChunkLoadError');
    expect(call).not.toHaveBeenCalled();
    await expect(read(call)).resolves.toBe('row');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
