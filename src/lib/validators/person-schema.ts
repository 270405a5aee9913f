import * as z from 'zod/mini';
import { TEXT_MAX, tooLong, VALIDATION_MESSAGES } from './common';

/*
 * The rules several request bodies share for a person (the sign-up, the profile, an admin's edit,
 * the invitations), with the forms' pt-BR messages: each body takes them, and each form is built from
 * its body (docs/forms.md, "Built from the body").
 */

/** A full name: 3 characters or more after trimming, up to TEXT_MAX.name; `empty` when nothing is typed, `short` below 3. */
export const personNameBody = (empty: string, short: string) =>
  z.string({ error: empty }).check(
    z.trim(),
    z.minLength(3, { error: (issue) => (issue.input === '' ? empty : short) }),
    z.maxLength(TEXT_MAX.name, { error: tooLong(TEXT_MAX.name) }),
  );

/** An e-mail address (zod's rule, which the form kit's `isValidEmail` is held to), up to TEXT_MAX.email. */
export const emailBody = () => z.email({ error: VALIDATION_MESSAGES.email }).check(z.maxLength(TEXT_MAX.email, { error: tooLong(TEXT_MAX.email) }));
