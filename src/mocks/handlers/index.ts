import { accountHandlers } from './accounts';
import { announcementXlsxHandlers } from './announcement-xlsx';
import { announcementHandlers } from './announcements';
import { adminHandlers } from './admins';
import { catalogueProductHandlers } from './catalogue-products';
import { catalogueSelectHandlers } from './catalogue-select';
import { catalogueTaxonomyHandlers } from './catalogue-taxonomy';
import { clientHandlers } from './clients';
import { collaboratorHandlers } from './collaborators';
import { companyHandlers } from './companies';
import { companyAdminHandlers } from './companies-admin';
import { externalHandlers } from './external';
import { favoriteHandlers } from './favorites';
import { interestItemHandlers } from './interest-items';
import { invitationHandlers } from './invitations';
import { negotiationHandlers } from './negotiations';
import { openApiHandlers } from './openapi';
import { proposalHandlers } from './negotiation-proposals';
import { searchHandlers } from './searches';
import { matchHandlers } from './matches';
import { featuredHandlers } from './featured';
import { fileHandlers } from './files';
import { systemHandlers } from './system';
import { reportHandlers } from './reports';
import { dashboardHandlers } from './dashboard';
import { impactHandlers } from './impact';
import { moderationHandlers } from './moderation';
import { rateLimitHandlers } from './rate-limits';
import { newsHandlers } from './news';
import { negotiationPaymentHandlers } from './negotiation-payment';
import { companyPaymentHandlers } from './company-payment';

/**
 * Every handler of the mock API: one set for vitest (msw/node) and the dev/e2e server. The rate
 * limits come right after the system routes so that a limited call is refused before it is served.
 */
export const handlers = [
  ...systemHandlers,
  ...rateLimitHandlers,
  ...externalHandlers,
  ...openApiHandlers,
  ...accountHandlers,
  ...announcementHandlers,
  ...announcementXlsxHandlers,
  ...featuredHandlers,
  ...catalogueSelectHandlers,
  ...catalogueTaxonomyHandlers,
  ...catalogueProductHandlers,
  ...companyHandlers,
  ...companyAdminHandlers,
  ...collaboratorHandlers,
  ...invitationHandlers,
  ...clientHandlers,
  ...adminHandlers,
  ...fileHandlers,
  ...favoriteHandlers,
  ...negotiationHandlers,
  ...proposalHandlers,
  ...searchHandlers,
  ...matchHandlers,
  ...interestItemHandlers,
  ...reportHandlers,
  ...dashboardHandlers,
  ...impactHandlers,
  ...moderationHandlers,
  ...newsHandlers,
  ...negotiationPaymentHandlers,
  ...companyPaymentHandlers,
];
