import { accountHandlers } from './accounts';
import { externalHandlers } from './external';
import { systemHandlers } from './system';

/** Every handler of the mock API: one set for vitest (msw/node) and the dev/e2e server. */
export const handlers = [...systemHandlers, ...externalHandlers, ...accountHandlers];
