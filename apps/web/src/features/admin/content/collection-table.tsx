import { useState, type ReactNode } from 'react';
import { App, Button, Form, Modal, Space, Table, type TableColumnsType } from 'antd';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/form-rules';
import { useCollectionList, useDeleteCollectionItem, useSaveCollectionItem, type CollectionApi, type CollectionRow } from '../api/collections';
import { useListParams } from '../components/use-list-params';
import { useAdminT } from '../i18n';

export type CollectionTableProps<A extends CollectionApi, V extends object> = {
  /** The collection's calls, as declared in the contract (adminCarouselApi…). */
  api: A;
  /** Names the buttons and the tests' hooks. */
  testId: string;
  newLabel: string;
  editLabel: (row: CollectionRow<A>) => string;
  columns: TableColumnsType<CollectionRow<A>>;
  /** The form's values for a row, and for a new one. */
  toValues: (row: CollectionRow<A>) => V;
  empty: V;
  /** The Form.Items of the edit dialog; their names are the payload's fields. */
  fields: ReactNode;
  fieldNames: string[];
  /** Turns form values into the payload (empty strings to null and such). */
  toPayload?: (values: V) => unknown;
};

/**
 * A console table for a small collection: server-side pages, a dialog to create or edit
 * a row (refusals shown on the fields they name), and delete with a confirmation.
 */
export function CollectionTable<A extends CollectionApi, V extends object>(props: CollectionTableProps<A, V>) {
  type T = CollectionRow<A>;
  const { api, testId, columns, fields, fieldNames, empty, toValues, toPayload = (v) => v } = props;
  const { t } = useAdminT();
  const { modal } = App.useApp();
  const [params, setParams] = useListParams([] as const);
  const list = useCollectionList(api, params);
  const save = useSaveCollectionItem(api, t('common.saved'));
  const remove = useDeleteCollectionItem(api, t('common.deletedOk'));
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [form] = Form.useForm<V>();

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({ id: editing === 'new' || !editing ? null : editing.id, values: toPayload(values as V) });
      setEditing(null);
    } catch (error) {
      if (error instanceof ApiError) showServerFieldErrors(form, error.fields, fieldNames);
    }
  };

  const withActions: TableColumnsType<T> = [
    ...columns,
    {
      title: t('common.actions'),
      key: 'actions',
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(row)}>
            {t('common.edit')}
          </Button>
          <Button
            type="link"
            danger
            onClick={() =>
              modal.confirm({
                title: t('common.delete'),
                content: t('common.deleteConfirm'),
                okText: t('common.delete'),
                okButtonProps: { danger: true },
                cancelText: t('common.cancel'),
                onOk: () => remove.mutateAsync(row.id),
              })
            }
          >
            {t('common.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing('new')} data-testid={`${testId}-new`}>
          {props.newLabel}
        </Button>
      </div>
      <Table<T>
        rowKey="id"
        columns={withActions}
        dataSource={(list.data?.data ?? []) as T[]}
        loading={list.isFetching}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        scroll={{ x: 800 }}
        pagination={{
          current: params.page,
          pageSize: params.size,
          total: list.data?.total ?? 0,
          showTotal: (count) => t('common.total', { count }),
          onChange: (page, size) => setParams({ page, size }),
        }}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? props.newLabel : editing ? props.editLabel(editing) : ''}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onOk={() => submit().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        width={640}
      >
        <Form
          key={editing === 'new' ? 'new' : (editing?.id ?? 'closed')}
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={editing === 'new' ? empty : editing ? toValues(editing) : undefined}
        >
          {fields}
        </Form>
      </Modal>
    </>
  );
}
