import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Space, Spin, Tag, Typography } from 'antd';
import { privateFileSignTypeLabels, trustedAuthFieldLabels, userStatusLabels, enumLabel, type AdminTrustedAuthDetail, type TrustedAuthField } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { downloadPrivateDocument } from '@/lib/uploads';
import { useDecideTrustedAuth, useTrustedAuthDetail } from '../api/trusted-auth';
import { ReasonDialog } from '../components/reason-dialog';
import { formatDateTime } from '../components/format';
import { BugRichText } from '../bugs/bug-rich-text';
import { DocumentImage } from '../certifications/document-image';
import { useAdminT } from '../i18n';

const STATE_COLORS = { signing: 'default', pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** One attempt for review: payment details (masked), materials, proof files, the three signed pledges, and the decision. */
export function TrustedAuthReviewDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const { modal, message } = App.useApp();
  const detail = useTrustedAuthDetail(id);
  const approve = useDecideTrustedAuth(t('trustedAuth.approved'));
  const reject = useDecideTrustedAuth(t('trustedAuth.rejected'));
  const [rejecting, setRejecting] = useState(false);
  const a = detail.data;

  const open = (ref: string, name: string) => void downloadPrivateDocument(ref, name).catch(() => void message.error(t('trustedAuth.fileFailed')));
  const confirmApprove = (item: AdminTrustedAuthDetail) =>
    modal.confirm({
      title: t('trustedAuth.approve'),
      content: t('trustedAuth.approveConfirm'),
      okText: t('trustedAuth.approve'),
      cancelText: t('common.cancel'),
      onOk: () => approve.mutateAsync({ id: item.id, decision: 'approve' }).then(onClose),
    });

  return (
    <Drawer open={id !== null} onClose={onClose} size={720} title={t('trustedAuth.detailTitle')} destroyOnHidden>
      {!a ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="trusted-auth-detail">
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('trustedAuth.stateLabel')}>
              <Tag color={STATE_COLORS[a.state]}>{t(`trustedAuth.state.${a.state}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.nickname')}>{a.nickname}</Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.userStatus')}>{enumLabel(userStatusLabels, a.userStatus, locale)}</Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.realName')}>{a.bankInfo.username}</Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.idnumber')}>{a.bankInfo.idnumber}</Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.cardnumber')}>{`${a.bankInfo.cardnumber} · ${a.bankInfo.bankName} ${a.bankInfo.openbank}`}</Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.bankPhone')}>{a.bankInfo.bankPhone}</Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.recommendName')}>{a.materials.recommendName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.address')}>{a.materials.address}</Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.fields')}>
              {a.materials.fieldList.map((f) => trustedAuthFieldLabels[f as TrustedAuthField]?.[locale] ?? f).join('、')}
            </Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.achievements')}>
              {a.materials.achievementList.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('trustedAuth.submittedAt')}>{formatDateTime(a.submittedAt)}</Descriptions.Item>
            {a.rejectReason && <Descriptions.Item label={t('trustedAuth.reason')}>{a.rejectReason}</Descriptions.Item>}
            {a.decidedBy && <Descriptions.Item label={t('trustedAuth.decidedBy')}>{`${a.decidedBy} · ${formatDateTime(a.decidedAt)}`}</Descriptions.Item>}
          </Descriptions>
          <div>
            <Typography.Title level={3}>{t('trustedAuth.ability')}</Typography.Title>
            <BugRichText html={a.materials.abilityIntroduction} label={t('trustedAuth.ability')} testId="ability" />
          </div>
          <div>
            <Typography.Title level={3}>{t('trustedAuth.proofFiles')}</Typography.Title>
            {a.materials.files.length === 0 && <Typography.Text type="secondary">{t('trustedAuth.noFiles')}</Typography.Text>}
            <Space wrap>
              {a.materials.files.map((f, i) =>
                f.contentType === 'application/pdf' ? (
                  <Button key={f.ref} onClick={() => open(f.ref, `proof-${i + 1}.pdf`)} data-testid={`proof-${i}`}>
                    {t('trustedAuth.openFile', { n: i + 1 })}
                  </Button>
                ) : (
                  <DocumentImage key={f.ref} fileRef={f.ref} label={t('trustedAuth.openFile', { n: i + 1 })} />
                ),
              )}
            </Space>
          </div>
          <div>
            <Typography.Title level={3}>{t('trustedAuth.pledges')}</Typography.Title>
            <Space orientation="vertical">
              {a.signList.map((s) => (
                <Space key={s.type} wrap>
                  <span>{`${enumLabel(privateFileSignTypeLabels, s.type, locale)} · ${formatDateTime(s.signDate)}`}</span>
                  <Button size="small" onClick={() => open(s.signFile, `pledge-${s.type}.pdf`)} data-testid={`pledge-file-${s.type}`}>
                    {t('trustedAuth.openPledge')}
                  </Button>
                </Space>
              ))}
            </Space>
          </div>
          {a.state === 'pending' && (
            <Space>
              <Button type="primary" onClick={() => confirmApprove(a)} loading={approve.isPending} data-testid="trusted-auth-approve">
                {t('trustedAuth.approve')}
              </Button>
              <Button danger onClick={() => setRejecting(true)} data-testid="trusted-auth-reject">
                {t('trustedAuth.reject')}
              </Button>
            </Space>
          )}
          <ReasonDialog
            open={rejecting}
            title={t('trustedAuth.reject')}
            hint={t('trustedAuth.rejectHint')}
            okText={t('trustedAuth.reject')}
            onSubmit={(reason) => reject.mutateAsync({ id: a.id, decision: 'reject', reason }).then(onClose)}
            onClose={() => setRejecting(false)}
          />
        </Space>
      )}
    </Drawer>
  );
}
