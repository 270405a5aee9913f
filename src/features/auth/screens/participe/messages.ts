/** What /participe says once the e-mail is confirmed, here or by the provider's own page. */
export const EMAIL_CONFIRMED = 'E-mail confirmado! Assim que nossa equipe liberar seu cadastro, você poderá entrar.';

/** What it says once the link of an e-mail change (Firebase's verify-before-update, docs/identity.md) is applied. */
export const EMAIL_CHANGED = 'E-mail alterado! Entre com o novo endereço.';

/** The placeholder's words while a form's code loads (a client-side visit, before its chunk). */
export const FORM_LOADING = 'Carregando o formulário...';
