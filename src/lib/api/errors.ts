import { MODERATION_REASON_MESSAGE, PASSWORD_TOO_SHORT, REJECTION_REASON_MESSAGE } from '../validators/common';
import type { DomainCode, FirebaseAuthCode } from './codes';
import { ERR_CANCELED, isHttpError } from './http-error';
import { formatPtBr } from '../number-format';

/**
 * The one error mapper (docs/product/messages.md). Every failure — HTTP status, API domain code, Firebase admin
 * or client SDK code, network failure, schema mismatch — becomes one pt-BR sentence.
 */

export const MESSAGES = {
  default: 'Ops! Ocorreu um erro... tente mais tarde.',
  apiConfig: 'Erro nas configurações de integração da API do site!',
  unavailable: 'O servidor não está disponível no momento... tente mais tarde!',
  unauthorized: 'Você não possui autorização para acessar o recurso solicitado!',
  emailNotVerified: 'Email pendente de confirmação!',
  userNotFound: 'Usuário não encontrado!',
  userDisabled: 'Usuário inativo!',
  userPending: 'Usuário pendente de confirmação!',
  invalidFile: 'Arquivo invalido!',
  cepNotFound: 'Não conseguimos localizar este CEP!',
  sessionExpired: 'Sessão expirada!',
} as const;

const HTTP_MESSAGES: Record<number, string> = {
  400: 'Parâmetros inválidos!',
  401: MESSAGES.unauthorized,
  404: 'Não foi possivel encontrar o recurso solicitado!',
  413: 'O conteúdo enviado é grande demais.',
  429: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente de novo.',
  500: 'Ocorreu um erro inesperado no servidor... tente mais tarde!',
  502: MESSAGES.unavailable,
  503: MESSAGES.unavailable,
  504: MESSAGES.unavailable,
};

/** Firebase admin codes (as the API forwards them) and client SDK codes, without `auth/` (codes.ts). */
export const AUTH_MESSAGES: Record<FirebaseAuthCode, string> = {
  'user-not-found': 'Credenciais inválidas!',
  'invalid-login-credentials': 'Credenciais inválidas!',
  'invalid-credential': 'Credenciais inválidas!',
  'wrong-password': 'Senha incorreta!',
  'email-already-exists': 'Email já existe!',
  'email-already-in-use': 'Email já existe!',
  'insufficient-permission': 'Sem permissão!',
  'invalid-email': 'Email inválido!',
  'session-cookie-expired': MESSAGES.sessionExpired,
  'session-cookie-revoked': MESSAGES.sessionExpired,
  'id-token-expired': MESSAGES.sessionExpired,
  'id-token-revoked': MESSAGES.sessionExpired,
  'user-token-expired': MESSAGES.sessionExpired,
  'too-many-requests': 'Excesso de requisições! Tente novamente mais tarde.',
  'user-disabled': MESSAGES.userDisabled,
  'weak-password': PASSWORD_TOO_SHORT,
  'network-request-failed': MESSAGES.unavailable,
  'invalid-action-code': 'Este link é inválido ou já foi usado. Solicite um novo.',
  'expired-action-code': 'Este link expirou. Solicite um novo.',
  'missing-password': 'Informe sua senha.',
  'requires-recent-login': 'Por segurança, confirme sua senha atual para alterar o e-mail ou a senha.',
};

/**
 * Domain codes the API answers in `message` (docs/product/messages.md and our mock's business rules), each
 * listed in codes.ts: a code without its message here, or a message for no code, fails `tsc`.
 * Features add their codes in both so that one catalogue serves every screen (docs/errors.md).
 */
export const DOMAIN_MESSAGES: Record<DomainCode, string> = {
  MaxFeaturedsAnnouncementsReached: 'O limite de 7 itens em destaque já foi atingido!',
  AnnouncementAlreadyFeatured: 'O anúncio já esta em destaque!',
  EmailNotVerified: MESSAGES.emailNotVerified,
  UserNotFound: MESSAGES.userNotFound,
  UserDisabled: MESSAGES.userDisabled,
  UserPending: MESSAGES.userPending,
  InvalidFile: MESSAGES.invalidFile,
  CepNotFound: MESSAGES.cepNotFound,
  AccountAlreadyExists: 'Email já existe!',
  CpfAlreadyExists: 'Já existe uma conta com este CPF.',
  CnpjAlreadyExists: 'Já existe uma empresa com este CNPJ.',
  CompanyNotApproved: 'A empresa ainda não foi aprovada.',
  CompanyPending: 'A empresa está pendente de aprovação e ainda não pode receber anúncios.',
  CompanyRejected: 'A empresa foi reprovada e não pode receber anúncios.',
  CompanyInactive: 'A empresa está inativa e não pode receber anúncios.',
  DuplicateName: 'Já existe um registro com este nome.',
  EntryInUse: 'Não é possível excluir: este registro está em uso por produtos.',
  CategoryHasSubCategories: 'Não é possível excluir: esta categoria possui subcategorias. Exclua-as antes.',
  UnitInUse: 'Não é possível excluir: esta unidade está em uso por anúncios.',
  ProductInUse: 'Não é possível excluir: este produto está em uso por anúncios.',
  ProductWithoutCategory: 'Selecione ao menos uma categoria.',
  InvalidCatalogueReference: 'Categoria, subcategoria ou segmento inexistente. Atualize a página e tente novamente.',
  InvalidStatusTransition: 'Esta mudança de status não é permitida.',
  NegotiationClosed: 'Esta negociação já foi encerrada.',
  QuantityAboveAvailable: 'A quantidade é maior que a disponível no anúncio.',
  QuantityNotWhole: 'Esta unidade não aceita casas decimais: informe um número inteiro.',
  NegotiationAlreadyOpen: 'Você já tem uma negociação em aberto para este anúncio. Acompanhe-a em Negociações.',
  NegotiationNotEditable: 'Os valores só podem ser alterados enquanto a negociação está em cotação.',
  StatusWithValues: 'Altere os valores ou o status, um de cada vez.',
  NothingToChange: 'A proposta não altera nenhum valor.',
  ProposalPending: 'Há uma proposta aguardando resposta. Ela precisa ser aceita, recusada ou retirada antes.',
  ProposalNotPending: 'Esta proposta já foi respondida, retirada ou substituída.',
  OwnProposal: 'Quem responde a uma proposta é a outra parte.',
  OwnAnnouncement: 'Este anúncio é da sua empresa.',
  InterestAlreadyRegistered: 'Você já registrou interesse neste anúncio.',
  AnnouncementSoldOut: 'Este anúncio está esgotado.',
  ProductOrCategoryRequired: 'Informe o produto ou a categoria.',
  CategoryNotFound: 'Categoria não encontrada. Atualize a página e escolha outra.',
  DeadlineInPast: 'O prazo não pode ser uma data passada.',
  SearchInactive: 'Esta busca já foi inativada.',
  SearchNotRejected: 'Só buscas reprovadas podem ser corrigidas e reenviadas.',
  CollaboratorAlreadyExists: 'Este e-mail já faz parte da empresa.',
  DeferralNotPending: 'Este registro não está pendente de aprovação.',
  ProductNotFound: 'Produto não encontrado. Atualize a página e escolha outro.',
  UnitNotFound: 'Unidade não encontrada. Atualize a página e escolha outra.',
  FileNotFound: 'Um dos arquivos não foi encontrado. Envie-o novamente.',
  AnnouncementPhotoRequired: 'Adicione ao menos uma foto do produto.',
  PhotoMustBeImage: 'A foto deve ser uma imagem (JPG, PNG, WebP ou GIF).',
  AnnouncementNotApproved: 'Só anúncios aprovados podem ficar em destaque.',
  RejectionReasonRequired: REJECTION_REASON_MESSAGE,
  InvalidSpreadsheet: 'Envie uma planilha do Excel (.xlsx).',
  SpreadsheetUnreadable: 'Não foi possível ler a planilha. Verifique se o arquivo .xlsx não está corrompido.',
  SpreadsheetEmpty: 'A planilha não tem linhas de anúncios.',
  SpreadsheetMissingColumns: 'A planilha não segue o modelo: faltam colunas obrigatórias na primeira linha.',
  SpreadsheetTooLarge: 'A planilha tem linhas demais: o máximo é de 10.000 anúncios por importação.',
  SpreadsheetTimeout: 'A leitura da planilha demorou demais e foi interrompida. Confira se o arquivo segue o modelo.',
  SpreadsheetTooHeavy: 'A planilha é grande demais: envie um .xlsx de até 5 MB, como o modelo (até 50 MB depois de descompactado).',
  InvalidParentCompany: 'Escolha como matriz uma empresa sua que não seja subsidiária.',
  AdminCannotJoinCompany: 'Administradores da plataforma não podem ser colaboradores de empresas.',
  CompanyOwnerLocked: 'O responsável pela empresa não pode ser removido nem deixar de ser administrador.',
  OwnAdminLevelLocked: 'Você não pode alterar o seu próprio nível de acesso nem desativar a sua conta.',
  FileNotOwned: 'Um dos arquivos não foi enviado por você. Envie-o novamente.',
  InvitationAlreadyPending: 'Já existe um convite pendente para este e-mail.',
  PayloadTooLarge: 'O conteúdo enviado é grande demais.',
  InvalidMonth: 'Informe o mês como AAAA-MM, por exemplo 2026-10.',
  MonthRangeReversed: 'O mês final deve ser igual ou posterior ao inicial.',
  // Trust: moderation, negotiations on hold, stock (docs/moderation.md, docs/deal/negotiations.md)
  ModerationReasonRequired: MODERATION_REASON_MESSAGE,
  ModerationNotApproved: 'Só registros aprovados podem ser suspensos ou enviados de volta para análise.',
  CompanyNotInactive: 'Só empresas suspensas podem ser reativadas.',
  ModerationActionInvalid: 'Anúncios e buscas só podem ser enviados de volta para análise.',
  CompanySuspended: 'Esta empresa está suspensa e não pode negociar até ser reativada.',
  NegotiationOnHold: 'Esta negociação está suspensa enquanto o anúncio ou uma das empresas não estiver aprovado: só é possível cancelá-la.',
  OwnCompanyNegotiation: 'Você faz parte das duas empresas: ninguém negocia com a própria empresa.',
  CounterpartyNotApproved: 'Não é possível abrir a negociação: o anúncio ou uma das empresas não está aprovado.',
  StockNotEnough: 'Estoque insuficiente: restam {available} {unit} disponíveis neste anúncio.',
  QuantityBelowReserved: 'Quantidade menor que a reservada: {reserved} {unit} estão em negociações em andamento.',
  // docs/security-abuse.md: the API's per-address limit on unauthenticated look-ups (429 with Retry-After).
  TooManyRequests: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente de novo.',
  InvalidSince: 'Não foi possível carregar as novidades. Atualize a página e tente novamente.',
  // proven identities (docs/identity.md).
  EmailMismatch: 'O e-mail do cadastro não confere com o e-mail do seu login. Tente se cadastrar novamente.',
  EmailChangeNeedsVerification: 'Para trocar o e-mail, confirme o novo endereço pelo link que enviamos para ele.',
  CompanyNotApprovedToInvite: 'Só empresas aprovadas podem convidar colaboradores.',
  VerificationMailTooSoon: 'Já enviamos um e-mail de confirmação há menos de um minuto. Aguarde um minuto e peça de novo.',
  EmailAlreadyVerified: 'Este e-mail já está confirmado.',
  // The deal's second half: delivery terms, payment, NF-e (docs/deal/payment.md).
  DeliveryTermsRequired: 'Para entrega, informe o endereço e quem paga o frete (CIF ou FOB).',
  InvalidPixKey: 'A chave PIX não é válida para o tipo escolhido.',
  OnlyBuyerPays: 'Quem informa o pagamento é o comprador.',
  OnlySellerConfirms: 'Quem confirma o recebimento do pagamento é o vendedor.',
  OnlySellerInvoices: 'Quem registra a nota fiscal é o vendedor.',
  NotAwaitingPayment: 'O pagamento só é informado e confirmado enquanto a negociação está em “Aguardando pagamento”.',
  PaymentAlreadySent: 'O pagamento desta negociação já foi informado.',
  PaymentNotSent: 'O comprador ainda não informou o pagamento.',
  PaymentAlreadyConfirmed: 'O recebimento deste pagamento já foi confirmado.',
  PaymentNotConfirmed: 'Confirme o recebimento do pagamento antes de liberar a entrega ou a coleta.',
  InvoiceRequired: 'Registre a nota fiscal (NF-e) antes de liberar a entrega ou a coleta.',
  InvoiceNotAllowed: 'A nota fiscal é registrada com a negociação em andamento ou aguardando pagamento.',
  InvalidNfeKey: 'Chave de acesso inválida: confira os 44 dígitos (o último é o dígito verificador).',
};

/**
 * Fills a message's `{name}` from the answer's `details` (numbers the Brazilian way). Without them
 * the sentence stops before its first colon ('Estoque insuficiente.').
 */
function withDetails(text: string, details: unknown): string {
  if (!text.includes('{')) return text;
  const values = isRecord(details) ? details : {};
  const filled = text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (typeof value === 'number') return formatPtBr(value);
    return typeof value === 'string' ? value : whole;
  });
  return filled.includes('{') ? `${text.slice(0, text.indexOf(':'))}.` : filled.replace(/ {2,}/g, ' ');
}

/** An error we raise ourselves with a message that is already pt-BR. */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** NEXT_PUBLIC_API_URL is not set: nothing is sent. */
export class ApiConfigError extends AppError {
  constructor() {
    super(MESSAGES.apiConfig, 'api-config');
    this.name = 'ApiConfigError';
  }
}

/** A response did not match the feature's zod schema. */
export class ApiSchemaError extends Error {
  constructor(
    readonly url: string,
    readonly issues: unknown,
  ) {
    super(`Resposta inesperada da API em ${url}`);
    this.name = 'ApiSchemaError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** `auth/foo` and `foo` both become `foo`. */
function authCode(code: string): string {
  return code.startsWith('auth/') ? code.slice(5) : code;
}

/** A catalogue's own entry for `key` (never one inherited from Object, such as `toString`). */
function entry(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The pt-BR words of a Firebase Auth code, with or without `auth/`. */
export function authMessage(code: string): string | undefined {
  return entry(AUTH_MESSAGES, authCode(code));
}

function fromCode(code: string | undefined): string | undefined {
  if (!code) return undefined;
  return entry(DOMAIN_MESSAGES, code) ?? authMessage(code);
}

/** The server's `message` (string, or the first of an array), if any. */
export function serverCode(error: unknown): string | undefined {
  if (!isHttpError(error) || !isRecord(error.response?.data)) return undefined;
  const { message } = error.response.data;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return undefined;
}

export function httpStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** A read (a React Query result) that the API answered with 404: the record is not there, or not the user's. */
export function isNotFound(query: { isError: boolean; error: unknown }): boolean {
  return query.isError && httpStatus(query.error) === 404;
}

/** docs/product/messages.md: a status of the HTTP table gets its message, prefixed; any other gets the Default. */
export function httpMessage(status: number): string {
  const text = HTTP_MESSAGES[status];
  return text ? `Erro #${status}: ${text}` : MESSAGES.default;
}

export function toErrorMessage(error: unknown): string {
  if (error instanceof AppError) return error.message;
  if (isHttpError(error)) {
    const status = error.response?.status;
    if (status === undefined) {
      return error.code === ERR_CANCELED ? MESSAGES.default : MESSAGES.unavailable;
    }
    const mapped = fromCode(serverCode(error));
    const details = isRecord(error.response?.data) ? error.response.data.details : undefined;
    return mapped ? withDetails(mapped, details) : httpMessage(status);
  }
  if (isRecord(error) && typeof error.code === 'string') {
    const mapped = fromCode(error.code);
    if (mapped) return mapped;
  }
  return MESSAGES.default;
}
