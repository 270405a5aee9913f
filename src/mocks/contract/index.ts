import { accountOperations } from './accounts';
import { announcementOperations } from './announcements';
import { catalogueOperations } from './catalogue';
import { companyOperations } from './companies';
import { negotiationOperations } from './negotiations';
import { reviewOperations } from './reviews';
import type { Operation } from './types';

/** Every call of the product API (docs/api/README.md): what the client makes and the mock serves. */
export const operations: readonly Operation[] = [
  ...accountOperations,
  ...announcementOperations,
  ...catalogueOperations,
  ...companyOperations,
  ...negotiationOperations,
  ...reviewOperations,
];
