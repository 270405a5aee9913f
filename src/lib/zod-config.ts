import * as z from 'zod/mini';
// One locale file only: `z.locales` would bundle all ~60 of them into every page.
import ptBR from 'zod/v4/locales/pt-BR.js';

/**
 * zod's global settings, imported by the two places that parse (the API client and the form
 * validators) so they hold before the first parse:
 * - its own messages (a missing value, a wrong type) in pt-BR; ours override them where we have one
 *   (zod/mini installs no locale of its own: without this they would all be 'Invalid input');
 * - `jitless`: zod 4 otherwise probes `new Function` to compile object parsers, which our CSP (no
 *   'unsafe-eval' in production) refuses and the browser reports as a CSP issue.
 * Imported for its effect only (`import '@/lib/zod-config'`): re-exporting `z` from here would
 * keep the whole namespace, every locale included (~70 kB gzip), in the bundle.
 */
z.config({ ...ptBR(), jitless: true });
