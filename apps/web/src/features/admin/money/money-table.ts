import type { TFunction } from 'i18next';

/** The console's pagination for a money list: page and size in the address, the total from the server. */
export function tablePagination(
  t: TFunction<'admin'>,
  params: { page: number; size: number },
  total: number | undefined,
  setParams: (patch: { page: number; size: number }) => void,
) {
  return {
    current: params.page,
    pageSize: params.size,
    total: total ?? 0,
    showSizeChanger: true,
    showTotal: (count: number) => t('common.total', { count }),
    onChange: (page: number, size: number) => setParams({ page, size }),
  };
}
