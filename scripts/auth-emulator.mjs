#!/usr/bin/env node
// @ts-check
/**
 * `npm run dev:auth`: the Firebase Auth emulator alone (:9099, project demo-giro), imported fresh
 * from firebase-seed/ (changes are never written back). Ctrl-C stops it.
 */
import { runStack } from './lib/run-stack.mjs';

await runStack({ auth: true });
