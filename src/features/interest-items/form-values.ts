import type { InterestItemBody } from './api';
import type { InterestFormOutput, InterestFormValues } from './schemas';

/**
 * The interest form's values without its rules (those are in schemas.ts, which loads after the
 * page is interactive).
 */

/** The empty form: the buying company is set by `CompanyField` once the user's companies are known. */
export const emptyInterestForm = (): InterestFormValues => ({ companyId: null, quantity: null, message: '' });

/** Form values → `POST /interest-items`. */
export function toInterestBody(values: InterestFormOutput, announcementId: number): InterestItemBody {
  return { announcement_id: announcementId, companyId: values.companyId, quantity: values.quantity, message: values.message };
}
