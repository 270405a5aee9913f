import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FileInput } from '@/components/form/FileInput';
import { dataUrlMimeType, matchesAccept, MAX_UPLOAD_BYTES, UPLOAD_ACCEPT } from '@/lib/files';
import { fileSchema } from '@/lib/file-api';
import { HttpError } from '@/mocks/lib/errors';
import { route } from '@/mocks/lib/http';
import { server } from '@/mocks/node';
import { renderForm } from '../../../helpers/form';
import { signInAs } from '../../../utils';

const schema = z.object({ files: z.array(fileSchema) });

let uploads: { authorization: string | null; contentType: string | null }[] = [];
let gate: Promise<void> | null = null;
let fail = false;

beforeEach(() => {
  uploads = [];
  gate = null;
  fail = false;
  signInAs('vendedor');
  // jsdom's FormData does not survive the XHR interceptor byte for byte (the real handler is
  // tested in tests/integration/mock-api/files.test.ts); here the server answers like it would.
  server.use(
    route.post('/file', async ({ request }) => {
      uploads.push({ authorization: request.headers.get('authorization'), contentType: request.headers.get('content-type') });
      if (gate) await gate;
      if (fail) throw new HttpError(500, 'Internal Server Error');
      const n = uploads.length;
      const name = n === 1 ? 'foto.png' : `laudo-${n}.pdf`;
      return { id: 100 + n, url: `http://localhost:4000/file/${100 + n}/${name}`, mimetype: n === 1 ? 'image/png' : 'application/pdf', name };
    }),
  );
});

const png = (name = 'foto.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const pdf = (name = 'laudo.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function renderFiles(props: { accept?: string; max?: number } = {}) {
  return renderForm(schema, (control) => <FileInput control={control} name="files" label="Anexos" {...props} />, { defaultValues: { files: [] } });
}

describe('FileInput', () => {
  it("speaks Portuguese where the browser's own picker would not: 'Escolher arquivos' opens it, and the count follows the uploads", async () => {
    const { user } = renderFiles();
    const input = screen.getByLabelText<HTMLInputElement>('Anexos');
    const opened: string[] = [];
    input.addEventListener('click', () => opened.push('picker'));
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeInTheDocument();
    // The native input is what the keyboard reaches, with its accessible name.
    await user.tab();
    expect(input).toHaveFocus();
    await user.click(screen.getByText('Escolher arquivos'));
    expect(opened).toEqual(['picker']);
    await user.upload(input, png());
    expect(await screen.findByText('1 arquivo anexado')).toBeInTheDocument();
    await user.upload(input, pdf());
    expect(await screen.findByText('2 arquivos anexados')).toBeInTheDocument();
  });

  it('uploads a picked image with a progress bar, then shows its preview and type', async () => {
    const { user, values } = renderFiles();
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => (open = resolve));
    await user.upload(screen.getByLabelText('Anexos'), png());
    expect(await screen.findByRole('progressbar', { name: 'Enviando foto.png' })).toBeInTheDocument();
    await act(async () => open());
    const list = await screen.findByRole('list', { name: 'Arquivos anexados' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Pré-visualização de foto.png' })).toHaveAttribute('src', 'http://localhost:4000/file/101/foto.png');
    expect(within(list).getByRole('link', { name: 'foto.png' })).toHaveAttribute('href', 'http://localhost:4000/file/101/foto.png');
    expect(within(list).getByRole('combobox', { name: 'Tipo de foto.png' })).toHaveDisplayValue('Foto');
    expect(values().files).toEqual([{ id: 101, type: 'PHOTO', url: 'http://localhost:4000/file/101/foto.png', mimetype: 'image/png', name: 'foto.png' }]);
    expect(uploads[0]!.authorization).toMatch(/^Bearer /);
    expect(uploads[0]!.contentType).toMatch(/^multipart\/form-data/);
  });

  it('offers the four type labels, changes the type and removes a file from the keyboard', async () => {
    const { user, values, submit, submitted } = renderFiles();
    await user.upload(screen.getByLabelText('Anexos'), [png(), pdf()]);
    await waitFor(() => expect(values().files).toHaveLength(2));
    const select = screen.getByRole('combobox', { name: 'Tipo de laudo-2.pdf' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Especificação Técnica', 'Foto', 'Laudo', 'MSDS']);
    expect(select).toHaveDisplayValue('Especificação Técnica');
    await user.selectOptions(select, 'Laudo');
    expect(values().files.map((f) => f.type)).toEqual(['PHOTO', 'REPORT']);

    screen.getByRole('button', { name: 'Remover foto.png' }).focus();
    await user.keyboard('{Enter}');
    expect(values().files.map((f) => f.name)).toEqual(['laudo-2.pdf']);
    expect(screen.getByLabelText('Anexos')).toHaveFocus();
    await submit();
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.files).toEqual([{ id: 102, type: 'REPORT', url: 'http://localhost:4000/file/102/laudo-2.pdf', mimetype: 'application/pdf', name: 'laudo-2.pdf' }]);
  });

  it.each([
    ['an empty file', () => new File([], 'vazio.pdf', { type: 'application/pdf' })],
    ['a file without a mime type', () => new File(['abc'], 'sem-tipo')],
    ['a type outside accept', () => new File(['x'], 'planilha.csv', { type: 'text/csv' })],
    ['an SVG picture (a document that can run scripts, not a photo)', () => new File(['<svg/>'], 'foto.svg', { type: 'image/svg+xml' })],
  ])("refuses %s with 'Arquivo invalido!' and uploads nothing", async (_case, make) => {
    const user = userEvent.setup({ applyAccept: false });
    const { values } = renderFiles({ accept: UPLOAD_ACCEPT });
    const input = screen.getByLabelText('Anexos');
    await user.upload(input, make());
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('Arquivo invalido!')));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(uploads).toHaveLength(0);
    expect(values().files).toEqual([]);
    await user.upload(input, pdf());
    await waitFor(() => expect(values().files).toHaveLength(1));
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('drops a failed upload and keeps the others', async () => {
    const { user, values } = renderFiles();
    await user.upload(screen.getByLabelText('Anexos'), png());
    await waitFor(() => expect(values().files.map((f) => f.id)).toEqual([101]));
    fail = true;
    await user.upload(screen.getByLabelText('Anexos'), pdf());
    await waitFor(() => expect(uploads).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(values().files.map((f) => f.id)).toEqual([101]);
    expect(screen.getByText('1 arquivo anexado')).toBeInTheDocument();
    fail = false;
    await user.upload(screen.getByLabelText('Anexos'), pdf());
    await waitFor(() => expect(values().files.map((f) => f.id)).toEqual([101, 103]));
  });

  it('refuses a file over 10 MB at once, saying so, without reading or sending it', async () => {
    const { user, values } = renderFiles({ max: 5 });
    const input = screen.getByLabelText('Anexos');
    const big = png('catalogo-completo.png');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await user.upload(input, big);
    const message = 'Arquivo invalido! “catalogo-completo.png” passa de 10 MB, o limite por arquivo.';
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(uploads).toHaveLength(0);
    expect(values().files).toEqual([]);
    // One at the limit goes.
    const atLimit = png();
    Object.defineProperty(atLimit, 'size', { value: MAX_UPLOAD_BYTES });
    await user.upload(input, atLimit);
    await waitFor(() => expect(values().files.map((f) => f.id)).toEqual([101]));
  });

  it('stops at `max` files', async () => {
    const { user, values } = renderFiles({ max: 1 });
    const input = screen.getByLabelText('Anexos');
    expect(input).toHaveAccessibleDescription('Até 1 arquivo de até 10 MB cada.');
    await user.upload(input, [png(), pdf()]);
    await waitFor(() => expect(values().files).toHaveLength(1));
    expect(uploads).toHaveLength(1);
    expect(input).toBeDisabled();
  });
});

describe('file checks', () => {
  it('reads the mime type of a data URL', () => {
    expect(dataUrlMimeType('data:image/png;base64,iVBO')).toBe('image/png');
    expect(dataUrlMimeType('data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,UEs')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(dataUrlMimeType('data:;base64,YWJj')).toBeNull();
    expect(dataUrlMimeType('data:')).toBeNull();
    expect(dataUrlMimeType('http://x/y.png')).toBeNull();
  });

  it('matches accept lists by type, wildcard or extension', () => {
    expect(matchesAccept({ name: 'a.png', type: 'image/png' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: 'a.pdf', type: 'application/pdf' }, 'image/*, application/pdf')).toBe(true);
    expect(matchesAccept({ name: 'a.XLSX', type: 'application/zip' }, '.xlsx')).toBe(true);
    expect(matchesAccept({ name: 'a.csv', type: 'text/csv' }, 'image/*,.xlsx')).toBe(false);
    expect(matchesAccept({ name: 'a.csv', type: 'text/csv' }, undefined)).toBe(true);
  });
});
