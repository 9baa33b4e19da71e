import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Empty, Space, Spin, Tag, Typography } from 'antd';
import { enumLabel, userStatusLabels, userTypeLabels, type AdminCertificationDetail } from '@wardline/contract';
import { safeImageSrc } from '@/lib/safe-url';
import { toLocale } from '@/lib/form-rules';
import { useCertificationDetail, useDecideCertification, useRevealNumbers, useRevokeCertification } from '../api/certifications';
import { useAdminMe } from '../api/use-admin-me';
import { ReasonDialog } from '../components/reason-dialog';
import { formatDateTime } from '../components/format';
import { useAdminT } from '../i18n';
import { DocumentImage } from './document-image';
import { UpdateChanges } from './update-changes';
import styles from '../admin.module.css';

const STATE_COLORS = { pending: 'gold', approved: 'green', rejected: 'red' } as const;

/** Everything a reviewer needs for one submission: the account, the fields, the documents, and the decision. */
export function CertificationReviewDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const { modal } = App.useApp();
  const detail = useCertificationDetail(id);
  const approve = useDecideCertification(t('certifications.approved'));
  const reject = useDecideCertification(t('certifications.rejected'));
  const [rejecting, setRejecting] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const revoke = useRevokeCertification(t('certifications.revoked'));
  const cert = detail.data;
  const mayReveal = useAdminMe().data?.permissions.includes('revealPersonalNumbers') ?? false;
  const reveal = useRevealNumbers();
  // The full numbers live only while the drawer shows this submission.
  const full = reveal.data && reveal.variables === cert?.id ? reveal.data : null;

  const confirmApprove = (c: AdminCertificationDetail) =>
    modal.confirm({
      title: t('certifications.approve'),
      content: t('certifications.approveConfirm'),
      okText: t('certifications.approve'),
      cancelText: t('common.cancel'),
      onOk: () => approve.mutateAsync({ id: c.id, decision: 'approve' }).then(onClose),
    });

  const fields = (c: AdminCertificationDetail) =>
    [
      { key: 'kind', label: t('certifications.kind'), children: enumLabel(userTypeLabels, c.kind, locale) },
      { key: 'nickname', label: t('certifications.fields.nickname'), children: c.user.nickname },
      { key: 'phone', label: t('certifications.fields.phone'), children: c.user.phone ?? '—' },
      { key: 'email', label: t('certifications.fields.email'), children: c.user.email ?? '—' },
      { key: 'status', label: t('certifications.userStatus'), children: enumLabel(userStatusLabels, c.user.status, locale) },
      { key: 'submittedAt', label: t('certifications.submittedAt'), children: formatDateTime(c.submittedAt) },
      { key: 'realName', label: t('certifications.fields.realName'), children: c.realName },
      { key: 'idCardNumber', label: t('certifications.fields.idCardNumber'), children: full?.idCardNumber ?? c.idCardNumber },
      { key: 'bkCardNumber', label: t('certifications.fields.bkCardNumber'), children: full?.bkCardNumber ?? c.bkCardNumber },
      { key: 'bankPhone', label: t('certifications.fields.bankPhone'), children: full?.bankPhone ?? c.bankPhone },
      { key: 'companyName', label: t('certifications.companyName'), children: c.companyName },
      { key: 'creditCode', label: t('certifications.creditCode'), children: c.creditCode },
      { key: 'bankName', label: t('certifications.fields.bankName'), children: c.bankName },
      { key: 'openbank', label: t('certifications.fields.openbank'), children: c.openbank },
      {
        key: 'logo',
        label: t('certifications.fields.companyLogo'),
        children: c.companyLogFile && safeImageSrc(c.companyLogFile) ? <img src={safeImageSrc(c.companyLogFile)} alt="" className={styles.thumb} /> : null,
      },
      { key: 'rejectReason', label: t('certifications.fields.rejectReason'), children: c.rejectReason },
    ].filter((item) => item.children !== null && item.children !== undefined && item.children !== '');

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      title={id !== null ? t('certifications.detailTitle', { id }) : ''}
      destroyOnHidden
      extra={
        cert?.kind === 'hacker' && cert.state === 'approved' ? (
          <Button danger onClick={() => setRevoking(true)} data-testid="certification-revoke">
            {t('certifications.revoke')}
          </Button>
        ) : cert?.state === 'pending' && (
          <Space>
            <Button danger onClick={() => setRejecting(true)} data-testid="certification-reject">
              {t('certifications.reject')}
            </Button>
            <Button type="primary" onClick={() => confirmApprove(cert)} loading={approve.isPending} data-testid="certification-approve">
              {t('certifications.approve')}
            </Button>
          </Space>
        )
      }
    >
      {detail.isPending && id !== null && <Spin />}
      {detail.isError && <Empty description={detail.error.message || t('loadFailed')} />}
      {cert && (
        <>
          <Space style={{ marginBottom: 16 }}>
            <Tag color={STATE_COLORS[cert.state]}>{t(`certifications.state.${cert.state}`)}</Tag>
            {cert.update && (
              <Tag color="blue" data-testid="certification-update-tag">
                {t('certifications.update.tag')}
              </Tag>
            )}
          </Space>
          {cert.update && <UpdateChanges update={cert.update} />}
          <Descriptions column={2} size="small" bordered items={fields(cert)} />
          {mayReveal && cert.idCardNumber && !full && (
            <Button style={{ marginTop: 12 }} onClick={() => reveal.mutate(cert.id)} loading={reveal.isPending} data-testid="certification-reveal">
              {t('certifications.reveal')}
            </Button>
          )}
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('certifications.documents')}
          </Typography.Title>
          <div className={styles.documents}>
            {cert.documents.map((doc) => (
              <DocumentImage key={doc.ref} fileRef={doc.ref} label={t(`certifications.document.${doc.field}`)} />
            ))}
          </div>
        </>
      )}
      {cert && (
        <ReasonDialog
          open={revoking}
          title={t('certifications.revokeTitle')}
          hint={t('certifications.revokeHint')}
          okText={t('certifications.revoke')}
          onClose={() => setRevoking(false)}
          onSubmit={async (reason) => {
            await revoke.mutateAsync({ id: cert.id, reason });
            onClose();
          }}
        />
      )}
      {cert && (
        <ReasonDialog
          open={rejecting}
          title={t('reasonDialog.rejectTitle')}
          hint={t('reasonDialog.rejectHint')}
          okText={t('certifications.reject')}
          onClose={() => setRejecting(false)}
          onSubmit={async (reason) => {
            await reject.mutateAsync({ id: cert.id, decision: 'reject', reason });
            onClose();
          }}
        />
      )}
    </Drawer>
  );
}
