import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './page-loader';
import { useAntdScope } from './antd-store';

/** Where a frame shows its page: the loader while the chunk arrives, inside Ant Design's provider once a page asked for it. */
export function PageOutlet() {
  const AntdScope = useAntdScope();
  return (
    <Suspense fallback={<PageLoader />}>
      {AntdScope ? (
        <AntdScope>
          <Outlet />
        </AntdScope>
      ) : (
        <Outlet />
      )}
    </Suspense>
  );
}
