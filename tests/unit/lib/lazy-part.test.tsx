import { act, render, screen } from '@testing-library/react';
import { startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, onTestFinished } from 'vitest';
import { lazyModule, lazyPart } from '@/lib/lazy-component';

function NameForm({ title }: { title: string }) {
  return (
    <form aria-label={title}>
      <label>
        Nome
        <input name="nome" />
      </label>
    </form>
  );
}

type Module = { NameForm: typeof NameForm };

/** A module that arrives when the test says, and the part of it a page renders. */
function deferredPart() {
  let arrive!: () => void;
  const forms = lazyModule<Module>(() => new Promise((resolve) => (arrive = () => resolve({ NameForm }))));
  void forms.preload();
  const Part = lazyPart(forms, (loaded) => loaded.NameForm);
  const Page = ({ title }: { title: string }) => (
    <Suspense fallback={<p>Carregando o formulário...</p>}>
      <Part title={title} />
    </Suspense>
  );
  return { forms, Page, arrive: () => arrive() };
}

describe('lazyPart', () => {
  it('shows the placeholder until the module arrives, then the part', async () => {
    const { Page, arrive } = deferredPart();
    render(<Page title="Cadastro" />);
    expect(screen.getByText('Carregando o formulário...')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('form', { name: 'Cadastro' })).toBeInTheDocument();
  });

  it('renders at once, without the placeholder, once the module is there', async () => {
    const { forms, Page, arrive } = deferredPart();
    arrive();
    await forms.preload();
    render(<Page title="Cadastro" />);
    expect(screen.getByRole('form', { name: 'Cadastro' })).toBeInTheDocument();
    expect(screen.queryByText('Carregando o formulário...')).toBeNull();
  });

  // The module arrived while React was rendering the part, between two of its slices of work:
  // React rendered the waiting component again once its code was there, and kept it. The page's
  // next render gave the module's own component in its place, and React mounted a new, empty
  // form over the one typed in (/participe's sign-up form, auth.spec, about one run in twelve).
  it('keeps the same form, and what was typed in it, when the page renders again after the module arrived mid-render', async () => {
    const { Page, arrive } = deferredPart();
    let arriving = false;
    // Rendered just before the part: the module arrives in the next task, between this render's
    // slices (React continues a render that waits for code in a task of its own).
    const ArrivesMidRender = () => {
      if (!arriving) {
        arriving = true;
        setImmediate(arrive);
      }
      return null;
    };
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false; // React's own scheduler, task by task, as in the browser
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    onTestFinished(() => {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    });
    startTransition(() =>
      root.render(
        <>
          <ArrivesMidRender />
          <Page title="Cadastro" />
        </>,
      ),
    );
    const input = (await screen.findByRole('textbox', { name: 'Nome' })) as HTMLInputElement;
    input.value = 'Fulana';
    root.render(
      <>
        <ArrivesMidRender />
        <Page title="Cadastro de comprador" />
      </>,
    );
    expect(await screen.findByRole('form', { name: 'Cadastro de comprador' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome' })).toBe(input);
    expect(input).toHaveValue('Fulana');
  });
});
