import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { MOCK_API_ORIGIN } from '@/mocks/config';

/**
 * What tests/setup.ts puts back between tests. The UI files share one msw server per worker
 * (`isolate: false`), so what a test leaves there reaches the tests after it. The two tests run
 * in order (never shuffled): the first leaves a listener behind, the second checks that it is gone.
 */
describe('between tests', { shuffle: false }, () => {
  const seen: string[] = [];

  it('a test watches the calls with a listener it does not remove', async () => {
    server.events.on('request:start', ({ request }) => void seen.push(request.url));
    await fetch(`${MOCK_API_ORIGIN}/ibge/estados`);
    expect(seen).toHaveLength(1);
  });

  it('the next test does not feed it', async () => {
    await fetch(`${MOCK_API_ORIGIN}/ibge/estados`);
    expect(seen).toHaveLength(1);
  });
});
