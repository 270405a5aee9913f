import type { ComponentType, ReactElement } from 'react';
import { appPage } from './AppLayout';
import type { LayoutProps } from './page';

/** A signed-in layout with a section's tab bar above each of its pages (the same provider tree as every signed-in page). */
export const tabbedLayout = (Tabs: ComponentType) => (page: ReactElement, props: LayoutProps) =>
  appPage(
    <>
      <Tabs />
      {page}
    </>,
    props,
  );
