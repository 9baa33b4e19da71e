import { Alert, App, Avatar, Button, Form, Input, Modal, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REASON_MAX, enterStatusLabels, personLevelLabels, PARTICIPANT_PAGE_SIZE, type ParticipantView, type PersonLevel } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { safeImageSrc } from '@/lib/safe-url';
import { ScrollRegion } from '@/components/scroll-region';
import { useExamineParticipant, useParticipants } from '../api/projects';
import { formatMinute, useLabels } from '../format';
import styles from './detail.module.css';

const STATUS_COLOURS = { normal: 'green', apply: 'gold', refuse: 'red' } as const;

/**
 * The owning company's participants (spec 002 §2.3, §3.5): 10 a page, every field, and a
 * review (approve, or refuse with a reason the hacker reads) while the enrolment is not normal.
 */
export function ParticipantsTab({ projectId }: { projectId: string }) {
  const { t } = useTranslation('projects');
  const { label } = useLabels();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const list = useParticipants(projectId, page, true);
  const examine = useExamineParticipant();
  const [refusing, setRefusing] = useState<ParticipantView | null>(null);
  const [form] = Form.useForm<{ reason: string }>();

  const decide = (participant: ParticipantView, enterstatus: 'normal' | 'refuse', reason?: string) =>
    examine.mutateAsync({ id: participant.id, enterstatus, reason }).then(
      () => {
        void message.success(t(enterstatus === 'normal' ? 'participants.approved' : 'participants.refused'));
        return true;
      },
      (err: unknown) => {
        void message.error(err instanceof ApiError && err.message ? err.message : t('detail.loadFailed'));
        return false;
      },
    );

  const columns: TableColumnsType<ParticipantView> = [
    {
      title: t('participants.columns.personcard'),
      key: 'personcard',
      render: (_, p) => <Avatar src={safeImageSrc(p.personcard)} alt="">{p.nickname.slice(0, 1).toUpperCase()}</Avatar>,
    },
    { title: t('participants.columns.nickname'), dataIndex: 'nickname', key: 'nickname' },
    { title: t('participants.columns.level'), key: 'level', render: (_, p) => label(personLevelLabels, p.level as PersonLevel) },
    { title: t('participants.columns.rank'), dataIndex: 'rank', key: 'rank', align: 'right' },
    { title: t('participants.columns.reputationValue'), dataIndex: 'reputationValue', key: 'reputationValue', align: 'right' },
    {
      title: t('participants.columns.userLabel'),
      key: 'userLabel',
      render: (_, p) => (p.userLabel.length === 0 ? t('participants.noLabel') : p.userLabel.map((l) => <Tag key={l}>{l}</Tag>)),
    },
    {
      title: t('participants.columns.enterstatus'),
      key: 'enterstatus',
      render: (_, p) => (
        <>
          <Tag color={STATUS_COLOURS[p.enterstatus]} data-testid="participant-status">
            {label(enterStatusLabels, p.enterstatus)}
          </Tag>
          {p.enterstatus === 'refuse' && p.reason && <div className={styles.reason}>{t('participants.refusedBecause', { reason: p.reason })}</div>}
        </>
      ),
    },
    { title: t('participants.columns.createtime'), key: 'createtime', render: (_, p) => formatMinute(p.createtime) },
    {
      title: t('participants.columns.actions'),
      key: 'actions',
      render: (_, p) =>
        // Spec 002 §2.3: review is allowed unless the enrolment is normal.
        p.enterstatus === 'normal' ? null : (
          <Space>
            <Button type="primary" size="small" loading={examine.isPending && examine.variables?.id === p.id && examine.variables.enterstatus === 'normal'} onClick={() => void decide(p, 'normal')} data-testid="participant-approve">
              {t('participants.approve')}
            </Button>
            {p.enterstatus === 'apply' && (
              <Button danger size="small" onClick={() => setRefusing(p)} data-testid="participant-refuse">
                {t('participants.refuse')}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  const onRefuse = async () => {
    if (!refusing) return;
    const { reason } = await form.validateFields();
    if (await decide(refusing, 'refuse', reason.trim())) {
      setRefusing(null);
      form.resetFields();
    }
  };

  if (list.isError) return <Alert type="error" showIcon message={list.error.message || t('detail.loadFailed')} />;
  return (
    <>
      <ScrollRegion label={t('detail.tabs.participants')} minWidth={900}>
        <Table
          data-testid="participants"
          columns={columns}
          dataSource={list.data?.data ?? []}
          rowKey="id"
          loading={list.isPending}
          locale={{ emptyText: t('participants.empty') }}
          pagination={{
            current: page,
            pageSize: PARTICIPANT_PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
            showTotal: (total) => t('participants.total', { count: total }),
          }}
        />
      </ScrollRegion>
      <Modal
        open={refusing !== null}
        title={t('participants.refuseTitle')}
        okText={t('participants.refuse')}
        okButtonProps={{ danger: true, loading: examine.isPending }}
        onOk={() => void onRefuse().catch(() => undefined)}
        onCancel={() => setRefusing(null)}
        destroyOnHidden
      >
        <p>{refusing?.nickname}</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label={t('participants.reason')} rules={[{ required: true, whitespace: true, message: t('participants.reasonRequired') }, { max: ADMIN_REASON_MAX }]}>
            <Input.TextArea rows={3} maxLength={ADMIN_REASON_MAX} showCount placeholder={t('participants.reasonPlaceholder')} data-testid="refuse-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
