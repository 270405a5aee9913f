/**
 * What every dialog that sends an offer to the other party of a deal shares ('Tenho interesse',
 * 'Negociar', a proposal): 'Enviando...' while it goes, 'Voltar' to leave it, and the API's
 * `QuantityAboveAvailable` under the form's `quantity` field. Spread into a FormDialog.
 */
export const OFFER_DIALOG = {
  submittingLabel: 'Enviando...',
  cancelLabel: 'Voltar',
  fieldErrors: { QuantityAboveAvailable: 'quantity' },
} as const;
