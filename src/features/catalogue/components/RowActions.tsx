import { Button } from '@/components/ui/Button';
import { RowLink } from '@/components/table/RowLink';

export interface RowActionsProps {
  /** The entry's name, for the buttons' accessible names ('Editar Metalurgia'). */
  name: string;
  /** A link to the edit page, or a callback that opens the edit dialog. */
  edit: string | (() => void);
  onDelete: () => void;
}

/** 'Editar' and 'Excluir' of a catalogue row. */
export function RowActions({ name, edit, onDelete }: RowActionsProps) {
  return (
    <>
      {typeof edit === 'string' ? (
        <RowLink href={edit} label={`Editar ${name}`}>Editar</RowLink>
      ) : (
        <Button variant="ghost" size="sm" aria-label={`Editar ${name}`} onClick={edit}>
          Editar
        </Button>
      )}
      <Button variant="ghost" size="sm" aria-label={`Excluir ${name}`} onClick={onDelete}>
        Excluir
      </Button>
    </>
  );
}
