import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Empty, Modal, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import {
  DEFAULT_DIFFICULTY,
  difficultyLabels,
  DIFFICULTIES,
  enumLabel,
  FEE_PAYING_COMPANY_TYPE,
  holeColorHex,
  personLevelLabels,
  personTypeLabels,
  projectStateLabels,
  projectSubTypeLabels,
  projectTypeLabels,
  currencyLabels,
  UNLIMITED_TESTERS,
  verifyTypeLabels,
  type AdminProjectDetail,
  type Difficulty,
  type PersonLevel,
  type ProjectState,
} from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { fetchAuthorizationFile, useDecideProject, useProjectDetail } from '../api/projects';
import { ReasonDialog } from '../components/reason-dialog';
import { formatDateTime } from '../components/format';
import { useAdminT } from '../i18n';

const RUNNING: readonly ProjectState[] = ['audited', 'apply', 'doing'];
type Reasoned = 'reject' | 'pause' | 'resume';

/** One project for staff: everything the company entered, the authorisation letter (staff only), amounts, history, and the decisions its state allows. */
export function ProjectReviewDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useAdminT();
  const detail = useProjectDetail(id);
  const [asking, setAsking] = useState<Reasoned | null>(null);
  const [approving, setApproving] = useState(false);
  const decide = useDecideProject('');
  const project = detail.data;
  const { message } = App.useApp();

  const done = (text: string) => {
    void message.success(text);
    onClose();
  };

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={860}
      title={project ? `${t('projects.detailTitle')} · ${project.projectname}` : t('projects.detailTitle')}
      destroyOnHidden
      extra={
        project && (
          <Space>
            {project.states === 'unaudited' && (
              <>
                <Button danger onClick={() => setAsking('reject')} data-testid="project-reject">
                  {t('projects.reject')}
                </Button>
                <Button type="primary" onClick={() => setApproving(true)} data-testid="project-approve">
                  {t('projects.approve')}
                </Button>
              </>
            )}
            {RUNNING.includes(project.states) && (
              <Button danger onClick={() => setAsking('pause')} data-testid="project-pause">
                {t('projects.pause')}
              </Button>
            )}
            {project.states === 'pause' && (
              <Button type="primary" onClick={() => setAsking('resume')} data-testid="project-resume">
                {t('projects.resume')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {detail.isPending && id !== null && <Spin />}
      {detail.isError && <Empty description={detail.error.message || t('loadFailed')} />}
      {project && <ProjectFacts project={project} />}
      {project && (
        <ApproveDialog
          open={approving}
          onClose={() => setApproving(false)}
          onApprove={async (difficultyFactor) => {
            await decide.mutateAsync({ id: project.id, action: 'approve', difficultyFactor });
            done(t('projects.approved'));
          }}
        />
      )}
      {project && asking && (
        <ReasonDialog
          open
          title={t(`projects.${asking}Title`)}
          hint={t(`projects.${asking}Hint`)}
          okText={t(`projects.${asking}`)}
          danger={asking !== 'resume'}
          onClose={() => setAsking(null)}
          onSubmit={async (reason) => {
            await decide.mutateAsync({ id: project.id, action: asking, reason });
            done(t(asking === 'reject' ? 'projects.rejected' : asking === 'pause' ? 'projects.paused' : 'projects.resumed'));
          }}
        />
      )}
    </Drawer>
  );
}

function ApproveDialog({ open, onClose, onApprove }: { open: boolean; onClose: () => void; onApprove: (d: Difficulty) => Promise<void> }) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [difficulty, setDifficulty] = useState<Difficulty>(DEFAULT_DIFFICULTY as Difficulty);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t('projects.approveTitle')}
      okText={t('projects.approve')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'approve-ok' } as { 'data-testid': string }}
      onCancel={onClose}
      onOk={async () => {
        setBusy(true);
        try {
          await onApprove(difficulty);
          onClose();
        } catch {
          // The mutation showed the server's message.
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <p>{t('projects.approveText')}</p>
      <Select<Difficulty>
        value={difficulty}
        onChange={setDifficulty}
        style={{ width: 200 }}
        aria-label={t('projects.fields.difficulty')}
        options={Object.values(DIFFICULTIES).map((value) => ({ value, label: enumLabel(difficultyLabels, value, locale) }))}
      />
    </Modal>
  );
}

function ProjectFacts({ project: p }: { project: AdminProjectDetail }) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const yesNo = (v: 0 | 1) => (v === 1 ? t('common.yes') : t('common.no'));
  // Long texts scroll in their own box, reachable by keyboard (tabIndex) and named for screen readers.
  const pre = (text: string, label: string) => (
    <div role="region" aria-label={label} tabIndex={0} style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflowY: 'auto' }}>
      {text}
    </div>
  );

  const basic = [
    { key: 'state', label: t('projects.state'), children: <Tag data-testid="project-state">{enumLabel(projectStateLabels, p.states, locale)}</Tag> },
    { key: 'account', label: t('projects.fields.account'), children: p.company.nickname },
    { key: 'company', label: t('projects.company'), children: p.companyname },
    { key: 'type', label: t('projects.type'), children: enumLabel(projectTypeLabels, p.projectype, locale) },
    { key: 'subType', label: t('projects.fields.subType'), children: enumLabel(projectSubTypeLabels, p.projectSubType, locale) },
    { key: 'period', label: t('projects.period'), children: `${formatDateTime(p.startime)} – ${formatDateTime(p.endtime)}` },
    { key: 'submittedAt', label: t('projects.submittedAt'), children: formatDateTime(p.submittedAt) },
    { key: 'difficulty', label: t('projects.fields.difficulty'), children: enumLabel(difficultyLabels, p.difficultyFactor, locale) },
    { key: 'hiderewardpool', label: t('projects.fields.hiderewardpool'), children: yesNo(p.hiderewardpool) },
    { key: 'privatemode', label: t('projects.fields.privatemode'), children: yesNo(p.privatemode) },
    { key: 'introduce', label: t('projects.fields.introduce'), span: 2, children: pre(p.projectintroduce, t('projects.fields.introduce')) },
    { key: 'testrule', label: t('projects.fields.testrule'), span: 2, children: pre(p.testrule, t('projects.fields.testrule')) },
    { key: 'testrange', label: t('projects.fields.testrange'), span: 2, children: pre(p.testrange, t('projects.fields.testrange')) },
    { key: 'authorfile', label: t('projects.fields.authorfile'), span: 2, children: <AuthorizationFileButton fileRef={p.authorfile} /> },
    ...(p.rejectReason ? [{ key: 'rejectReason', label: t('projects.fields.rejectReason'), span: 2, children: p.rejectReason }] : []),
    ...(p.pauseReason ? [{ key: 'pauseReason', label: t('projects.fields.pauseReason'), span: 2, children: p.pauseReason }] : []),
  ];
  const testers = [
    { key: 'testnumber', label: t('projects.fields.testnumber'), children: p.testnumber === UNLIMITED_TESTERS ? t('projects.fields.unlimited') : p.testnumber },
    { key: 'verifytype', label: t('projects.fields.verifytype'), children: enumLabel(verifyTypeLabels, p.verifytype, locale) },
    { key: 'persontype', label: t('projects.fields.persontype'), children: enumLabel(personTypeLabels, p.persontype, locale) },
    { key: 'personlevel', label: t('projects.fields.personlevel'), children: enumLabel(personLevelLabels, p.personlevel as PersonLevel, locale) },
    { key: 'bugAudit', label: t('projects.fields.bugAudit'), children: yesNo(p.bugAudit) },
    { key: 'vpn', label: t('projects.fields.vpn'), children: p.vpn === 1 ? `${t('common.yes')} · ${t('projects.fields.vpnUserName')}: ${p.vpnUserName ?? ''}` : t('common.no') },
    { key: 'smsnotice', label: t('projects.fields.smsnotice'), children: yesNo(p.smsnotice) },
    { key: 'retest', label: t('projects.fields.retest'), children: yesNo(p.retest) },
  ];
  const unit = enumLabel(currencyLabels, p.rewardtype, locale);
  const cost = [
    { key: 'companyType', label: t('projects.fields.companyType'), children: p.companyType === FEE_PAYING_COMPANY_TYPE ? t('projects.companyTypes.standard') : t('projects.companyTypes.other') },
    { key: 'pool', label: t('projects.pool'), children: `${p.rewardpool} ${unit}` },
    { key: 'fee', label: t('projects.fields.serviceFee'), children: `${p.serviceFee} ${unit}` },
    { key: 'total', label: t('projects.fields.total'), children: <strong data-testid="project-total">{`${p.total} ${unit}`}</strong> },
  ];

  return (
    <>
      <Typography.Title level={5}>{t('projects.sections.basic')}</Typography.Title>
      <Descriptions column={2} size="small" bordered items={basic} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('projects.sections.levels')}
      </Typography.Title>
      <Table
        rowKey="weight"
        size="small"
        pagination={false}
        dataSource={p.holeList}
        columns={[
          { title: t('projects.fields.levelName'), key: 'name', render: (_, l) => <Tag style={{ color: '#1f2430', background: `${holeColorHex[l.color]}1f`, borderColor: holeColorHex[l.color] }}>{l.holeLevelName}</Tag> },
          { title: t('projects.fields.weight'), dataIndex: 'weight', width: 80 },
          { title: t('projects.fields.money'), dataIndex: 'holeMoney', width: 120 },
          { title: t('projects.fields.description'), dataIndex: 'holeDescription' },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('projects.sections.testers')}
      </Typography.Title>
      <Descriptions column={2} size="small" bordered items={testers} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('projects.sections.cost')}
      </Typography.Title>
      <Descriptions column={2} size="small" bordered items={cost} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('projects.sections.history')}
      </Typography.Title>
      <Table
        rowKey={(row) => `${row.at}-${row.to}`}
        size="small"
        pagination={false}
        dataSource={p.history}
        data-testid="project-history"
        columns={[
          { title: t('projects.history.at'), dataIndex: 'at', width: 150, render: formatDateTime },
          { title: t('projects.history.from'), dataIndex: 'from', width: 110, render: (v: string | null) => (v ? enumLabel(projectStateLabels, v as ProjectState, locale) : '—') },
          { title: t('projects.history.to'), dataIndex: 'to', width: 110, render: (v: string) => enumLabel(projectStateLabels, v as ProjectState, locale) },
          { title: t('projects.history.by'), key: 'by', render: (_, row) => row.actor ?? (row.job ? t('projects.history.job', { job: row.job }) : '—') },
          { title: t('projects.history.reason'), dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </>
  );
}

/** Opens the private authorisation letter with the staff token: an image in a preview, a PDF in a new tab, from an object URL. */
function AuthorizationFileButton({ fileRef }: { fileRef: string }) {
  const { t } = useAdminT();
  const { message } = App.useApp();
  const [image, setImage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const blob = await fetchAuthorizationFile(fileRef);
      if (!blob) throw new Error('not a document');
      const url = URL.createObjectURL(blob);
      if (blob.type === 'application/pdf') {
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else setImage(url);
    } catch {
      void message.error(t('projects.fileFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => void open()} loading={busy} data-testid="open-authorfile">
        {t('projects.openFile')}
      </Button>
      <Modal
        open={image !== null}
        footer={null}
        title={t('projects.fields.authorfile')}
        onCancel={() => {
          if (image) URL.revokeObjectURL(image);
          setImage(null);
        }}
        width={760}
      >
        {image && <img src={image} alt={t('projects.fields.authorfile')} style={{ maxWidth: '100%' }} data-testid="authorfile-image" />}
      </Modal>
    </>
  );
}
