import { useState } from 'react';
import { Form, FormError, SubmitButton } from '@/components/form/Form';
import { SingleFileField } from '@/components/form/SingleFileField';
import { TextField } from '@/components/form/TextField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { Button } from '@/components/ui/Button';
import { Detail, DetailCard, DetailList } from '@/components/ui/DetailCard';
import { INVOICE_ACCEPT } from '@/lib/files';
import { formatDateTime } from '@/lib/format';
import { formatNfeKey } from '@/lib/validators/nfe';
import type { Negotiation } from '../api';
import type { InvoiceFormOutput, InvoiceFormValues } from '../deal-schemas';
import { emptyInvoiceForm, toInvoiceBody } from '../form-values';
import { useRecordInvoice } from '../queries';

/** From Em andamento on, and whenever an NF-e was recorded. */
export const showsInvoice = (n: Negotiation) => n.invoice !== null || ['IN_PROGRESS', 'AWAITING_PAYMENT', 'RELEASED_FOR_DELIVERY', 'FINISHED'].includes(n.status);

function InvoiceForm({ negotiationId, onDone }: { negotiationId: number; onDone: () => void }) {
  const record = useRecordInvoice(negotiationId);
  const form = useSchemaForm<InvoiceFormValues, InvoiceFormOutput>(() => import('../deal-schemas').then((m) => m.invoiceFormSchema), { defaultValues: emptyInvoiceForm() });
  return (
    <Form
      form={form}
      aria-label="Registrar nota fiscal"
      className="mt-4 flex flex-col gap-3"
      fieldErrors={{ InvalidNfeKey: 'accessKey', InvalidFile: 'file' }}
      onSubmit={async (values) => {
        await record.mutateAsync(toInvoiceBody(values));
        onDone();
      }}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField control={form.control} name="number" label="Número" required inputMode="numeric" maxLength={9} />
        <TextField control={form.control} name="series" label="Série" required inputMode="numeric" maxLength={3} />
      </div>
      <TextField control={form.control} name="accessKey" label="Chave de acesso" required inputMode="numeric" maxLength={60} hint="Os 44 dígitos impressos no DANFE." autoComplete="off" />
      <SingleFileField control={form.control} name="file" label="DANFE (PDF) ou XML da nota" required accept={INVOICE_ACCEPT} />
      <FormError />
      <div>
        <SubmitButton submittingLabel="Registrando...">Registrar nota fiscal</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * 'Nota fiscal' (docs/deal/payment.md): the NF-e the seller records before or at release (número,
 * série, the chave de acesso checked by its modulo 11, the DANFE or XML); both parties read it.
 */
export function InvoiceCard({ negotiation: n }: { negotiation: Negotiation }) {
  const inv = n.invoice;
  const [editing, setEditing] = useState(false);
  const seller = n.viewerRoles.includes('SELLER');
  const canRecord = seller && !n.onHold && (n.status === 'IN_PROGRESS' || n.status === 'AWAITING_PAYMENT');
  return (
    <DetailCard title="Nota fiscal">
      {inv ? (
        <DetailList>
          <Detail label="Número e série">{`NF-e nº ${inv.number}, série ${inv.series}`}</Detail>
          <Detail label="Registrada em">{formatDateTime(inv.recordedAt)}</Detail>
          <Detail label="Chave de acesso" className="md:col-span-2">
            <span className="font-mono text-xs break-all">{formatNfeKey(inv.accessKey)}</span>
          </Detail>
          <Detail label="Arquivo">
            <a href={inv.file.url} target="_blank" rel="noopener noreferrer" className="text-primary-800 underline-offset-2 hover:underline">
              {inv.file.name}
            </a>
          </Detail>
        </DetailList>
      ) : (
        <p className="text-sm text-slate-700">O vendedor registra a nota fiscal (NF-e) antes de liberar a entrega ou a coleta.</p>
      )}
      {canRecord && (!inv || editing) ? <InvoiceForm negotiationId={n.id} onDone={() => setEditing(false)} /> : null}
      {canRecord && inv && !editing ? (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => setEditing(true)}>
          Substituir nota fiscal
        </Button>
      ) : null}
    </DetailCard>
  );
}
