/** Why the team rejected an announcement, over its page or its edit form. */
export function RejectedNote({ reason }: { reason: string }) {
  return (
    <div role="note" className="mb-6 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-medium">Anúncio reprovado</p>
      <p>Motivo: {reason}</p>
    </div>
  );
}
