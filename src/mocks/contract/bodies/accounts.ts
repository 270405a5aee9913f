import * as z from 'zod/mini';

/*
 * The accounts' request bodies that are the mock's own: an admin's client switch. The sign-up's
 * and an invitation's are their forms' (features/auth/bodies.ts, features/collaborators/bodies.ts),
 * the profile's too (features/profile/bodies.ts).
 */

/** `PUT /admin/profile/{accountId}`: activate (ENABLED) or deactivate (DISABLED). */
export const updateClientBodySchema = z.object({ status: z.enum(['ENABLED', 'DISABLED']) });
export type UpdateClientBody = z.infer<typeof updateClientBodySchema>;
