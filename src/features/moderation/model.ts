import type { DecisionAction, DecisionSubjectKind } from './api';

/** pt-BR of each decision as the "Histórico" lists it (the noun's gender agrees: empresa, busca are feminine). */
export function decisionLabel(action: DecisionAction, kind: DecisionSubjectKind): string {
  const feminine = kind !== 'announcement';
  switch (action) {
    case 'APPROVED':
      return feminine ? 'Aprovada' : 'Aprovado';
    case 'REJECTED':
      return feminine ? 'Reprovada' : 'Reprovado';
    case 'SUSPENDED':
      return 'Suspensa';
    case 'REACTIVATED':
      return 'Reativada';
    case 'RETURNED_TO_REVIEW':
      return 'Enviada para nova análise';
    case 'FEATURED':
      return 'Incluído nos destaques';
    case 'UNFEATURED':
      return 'Retirado dos destaques';
  }
}

/** Who decided, for a reader who is not an admin (the API does not name the admin to them). */
export const PLATFORM_TEAM = 'Administração da plataforma';
