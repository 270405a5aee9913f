import { Form, SubmitButton } from '@/components/form/Form';
import { TextareaField } from '@/components/form/TextareaField';
import { useSchemaForm } from '@/components/form/useSchemaForm';
import { DetailCard } from '@/components/ui/DetailCard';
import { formatDateTime } from '@/lib/format';
import { FINAL_NEGOTIATION_STATUSES } from '@/lib/status';
import type { Negotiation, NegotiationEvent } from '../api';
import { MESSAGE_MAX } from '../model';
import { useSendMessage } from '../queries';
import type { MessageFormValues } from '../schemas';
import { actorText } from './display';

type MessageEvent = Extract<NegotiationEvent, { type: 'MESSAGE' }>;

function MessageForm({ negotiationId }: { negotiationId: number }) {
  const send = useSendMessage(negotiationId);
  const form = useSchemaForm<MessageFormValues>(() => import('../schemas').then((m) => m.messageFormSchema), { defaultValues: { text: '' } });
  return (
    <Form
      form={form}
      className="mt-4 flex flex-col gap-2"
      onSubmit={async ({ text }) => {
        await send.mutateAsync(text);
        // Cleared only once sent: a failure keeps what was typed.
        form.reset({ text: '' });
      }}
    >
      <TextareaField control={form.control} name="text" label="Nova mensagem" rows={3} maxLength={MESSAGE_MAX} showCount />
      <div>
        <SubmitButton submittingLabel="Enviando...">Enviar mensagem</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * 'Mensagens': what the parties wrote to each other (the MESSAGE events, also in the timeline) and,
 * for a party of an open negotiation, a box to write. The admin reads.
 */
export function MessagesBox({ negotiation: n }: { negotiation: Negotiation }) {
  const messages = n.events.filter((e): e is MessageEvent => e.type === 'MESSAGE');
  const final = FINAL_NEGOTIATION_STATUSES.includes(n.status);
  const party = n.viewerRoles.length > 0;
  return (
    <DetailCard title="Mensagens">
      {messages.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma mensagem ainda.</p>
      ) : (
        <ol aria-label="Mensagens trocadas" className="flex flex-col gap-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-md bg-slate-50 px-3 py-2">
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
                <span className="font-medium text-slate-800">{actorText(m.by)}</span>
                <time dateTime={m.at} className="tabular-nums">
                  {formatDateTime(m.at)}
                </time>
              </p>
              <p className="mt-0.5 text-sm whitespace-pre-line text-slate-900">{m.text}</p>
            </li>
          ))}
        </ol>
      )}
      {!party ? null : final ? (
        <p className="mt-4 text-sm text-slate-700">Esta negociação foi encerrada e não recebe novas mensagens.</p>
      ) : (
        <MessageForm negotiationId={n.id} />
      )}
    </DetailCard>
  );
}
