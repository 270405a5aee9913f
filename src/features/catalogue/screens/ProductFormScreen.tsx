import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { queryLoadFailures } from '@/components/ui/LoadFailure';
import { SkeletonText } from '@/components/ui/Skeleton';
import { isNotFound } from '@/lib/api/errors';
import { useRouteId } from '@/lib/hooks/useRouteId';
import { CatalogueFrame } from '../components/CatalogueFrame';
import { ProductForm } from '../components/ProductForm';
import { useDeleteProduct, useProduct } from '../queries';
import { routes } from '@/lib/routes';

const LIST = routes.admin.products();

/** `/admin/produtos/novo`: a new product; on save, back to the list. */
export function NewProductScreen() {
  const router = useRouter();
  return (
    <CatalogueFrame title="Novo produto" trail={[{ label: 'Produtos', href: LIST }, { label: 'Novo' }]}>
      <ProductForm onSaved={() => router.push(LIST)} />
    </CatalogueFrame>
  );
}

/** `/admin/produtos/[id]`: read, update and delete one product. */
export function EditProductScreen() {
  const router = useRouter();
  // `null`: not a product id ('abc', '0', '-1', '1.5'), shown as not found without asking the API.
  const id = useRouteId();
  const query = useProduct(id ?? undefined);
  const remove = useDeleteProduct();
  const [confirming, setConfirming] = useState(false);
  const product = query.data;

  return (
    <CatalogueFrame
      title={product ? product.name : 'Produto'}
      description={product ? 'Edite o produto e salve, ou exclua-o do catálogo.' : undefined}
      trail={[{ label: 'Produtos', href: LIST }, { label: product?.name ?? 'Produto' }]}
      actions={
        product ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Excluir produto
          </Button>
        ) : null
      }
    >
      {product ? (
        <ProductForm key={product.id} product={product} onSaved={() => router.push(LIST)} />
      ) : id === null || isNotFound(query) ? (
        <EmptyState
          title="Produto não encontrado"
          description="Ele pode ter sido excluído."
          action={
            <Link href={LIST} className={buttonClass({ variant: 'outline' })}>
              Voltar para os produtos
            </Link>
          }
        />
      ) : query.isError ? (
        queryLoadFailures(query, 'o produto').page
      ) : (
        <SkeletonText lines={6} label="Carregando produto..." className="max-w-4xl" />
      )}
      {product ? (
        <ConfirmDialog
          open={confirming}
          title="Excluir produto"
          description={`O produto “${product.name}” será excluído. Esta ação não pode ser desfeita.`}
          confirmLabel="Excluir"
          tone="danger"
          onConfirm={async () => {
            await remove.mutateAsync(product.id);
            await router.push(LIST);
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </CatalogueFrame>
  );
}
