import { withIMask } from '@/components/form/lazy-imask';
import { lazyComponent } from '@/lib/lazy-component';

/**
 * The proposal form (its money field, the delivery terms with their address fields and CEP
 * lookup) stays out of the negotiation page's first load: it loads, with imask, when 'Fazer
 * proposta' or 'Contraproposta' is pointed at or pressed.
 */
export const proposalDialog = lazyComponent(withIMask(() => import('./ProposalDialog').then((m) => m.ProposalDialog)));
