import { Alert, App, Avatar, Button, Empty, Form, Input, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { addCommentBody, BUG_FIELD_LIMITS, translateValidation, userRoleLabels, type BugCommentView } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { safeImageSrc } from '@/lib/safe-url';
import { useAddComment, useBugComments } from '../api/bug-detail';
import { formatMinute, useLabels } from './format';
import styles from './detail.module.css';

/**
 * Comments (spec 001 §5, spec 002 §2.5): read when `readCommentRight` holds, written when
 * `commentRight` holds. A comment is text, never markup; an empty one is refused with the
 * contract's message before any call.
 */
export function BugComments({ bugId, canRead, canWrite }: { bugId: string; canRead: boolean; canWrite: boolean }) {
  const { t } = useTranslation('bugs');
  const list = useBugComments(bugId, canRead);
  const comments = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  if (!canRead && !canWrite) return null;
  return (
    <section className={styles.card} aria-labelledby="bug-comments-title" data-testid="bug-comments">
      <h2 id="bug-comments-title" className={styles.sectionTitle}>
        {t('detail.sections.comments')}
        {canRead && total > 0 && <span className={styles.count}>{t('comments.total', { count: total })}</span>}
      </h2>
      {canRead && list.isError && <Alert type="error" showIcon title={list.error.message || t('actions.failed')} data-testid="comments-failed" />}
      {canRead &&
        !list.isError &&
        (comments.length === 0 && !list.isPending ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.empty')} />
        ) : (
          <div>
            {comments.map((c) => (
              <Comment key={c.id} comment={c} />
            ))}
            {list.hasNextPage && (
              <Button type="link" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t('comments.more')}
              </Button>
            )}
          </div>
        ))}
      {canWrite && <CommentForm bugId={bugId} />}
    </section>
  );
}

function Comment({ comment }: { comment: BugCommentView }) {
  const { label } = useLabels();
  return (
    <div className={styles.comment} data-testid="comment">
      <Avatar src={safeImageSrc(comment.personcard)} alt="">
        {comment.username.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className={styles.commentBody}>
        <div className={styles.commentHead}>
          <strong data-testid="comment-user">{comment.username}</strong>
          <Tag>{label(userRoleLabels, comment.usertype)}</Tag>
          {comment.gradeName && <Tag color="gold">{comment.gradeName}</Tag>}
          <span>{formatMinute(comment.createtime)}</span>
        </div>
        <p className={styles.text} data-testid="comment-content">
          {comment.content}
        </p>
      </div>
    </div>
  );
}

function CommentForm({ bugId }: { bugId: string }) {
  const { t, i18n } = useTranslation('bugs');
  const locale = i18n.language === 'en' ? 'en' : 'zh';
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const add = useAddComment(bugId);
  const submit = async ({ content }: { content: string }) => {
    try {
      await add.mutateAsync({ id: bugId, content: content.trim() });
      form.resetFields();
      void message.success(t('comments.added'));
    } catch (err) {
      // The text stays in the box: nothing typed is lost.
      void message.error(err instanceof ApiError && err.message ? err.message : t('actions.failed'));
    }
  };
  const fieldRule = {
    validator: async (_: unknown, value: unknown) => {
      const parsed = addCommentBody.shape.content.safeParse(value ?? '');
      if (!parsed.success) throw new Error(translateValidation(parsed.error.issues[0]?.message ?? 'invalid', locale));
    },
  };
  return (
    <Form
      form={form}
      className={styles.commentForm}
      layout="vertical"
      onFinish={(values) => void submit(values)}
      onFinishFailed={({ errorFields }) => void message.error(errorFields[0]?.errors[0] ?? translateValidation('bug.comment.required', locale))}
    >
      <Form.Item name="content" label={t('detail.sections.comments')} rules={[fieldRule]}>
        <Input.TextArea rows={3} maxLength={BUG_FIELD_LIMITS.comment} showCount placeholder={t('comments.placeholder')} data-testid="comment-input" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="comment-submit">
        {t('comments.submit')}
      </Button>
    </Form>
  );
}
