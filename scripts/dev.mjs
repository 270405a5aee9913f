#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev`: the Firebase Auth emulator (:9099), the mock API (:4000) and `next dev` (:3000),
 * together, with prefixed output. Environment: .env.development, then .env.development.local,
 * then your shell (which wins). One Ctrl-C stops all three; if one of them exits on its own, the
 * others are stopped and this exits non-zero.
 */
import { runStack } from './lib/run-stack.mjs';

await runStack({ auth: true, mock: true, app: true });
