import { Alert, Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { personLevelLabels, reputationApi, RIGHTS_THRESHOLDS, rightsLevelLabels, type Locale, type PersonLevel } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';

/**
 * The signed-in hacker's own standing (GET /user/rights): this year's rights level and
 * multiplier, the points that decided it, this year's points and what the next level needs,
 * all-time points with the person level they earn. Nothing for visitors and companies.
 */
export function MyRightsCard() {
  const { t, i18n } = useTranslation('myRights');
  const locale = (i18n.language === 'en' ? 'en' : 'zh') as Locale;
  const { token, usertype } = useSession();
  const shown = Boolean(token) && usertype !== 'company';
  const rights = useQuery({ queryKey: ['my-rights', token], queryFn: ({ signal }) => callApi(reputationApi.myRights, {}, signal), enabled: shown });
  if (!shown) return null;
  if (rights.isError) return <Alert type="warning" showIcon message={t('loadFailed')} />;
  const r = rights.data;
  if (!r) return <Card loading title={t('title')} />;
  const levelName = (level: keyof typeof rightsLevelLabels) => rightsLevelLabels[level][locale];
  const rank = (n: number | null) => (n === null ? t('unranked') : n);
  return (
    <Card title={t('title')} data-testid="my-rights" style={{ marginBottom: 24 }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} md={6}>
          <Statistic title={t('level', { year: r.year })} valueRender={() => <Tag color="gold" data-testid="my-rights-level">{levelName(r.level)}</Tag>} />
          <Typography.Text type="secondary">{t('multiplier', { value: r.multiplier })}</Typography.Text>
        </Col>
        <Col xs={12} sm={12} md={6}>
          <Statistic title={t('previousYear', { year: r.year - 1 })} value={r.previousYearPoints} />
        </Col>
        <Col xs={12} sm={12} md={6}>
          <Statistic title={t('yearPoints', { year: r.year })} value={r.yearPoints} data-testid="my-rights-year-points" />
        </Col>
        <Col xs={12} sm={12} md={6}>
          <Statistic title={t('totalPoints')} value={r.totalPoints} />
        </Col>
        <Col xs={12} sm={12} md={6}>
          <Statistic title={t('yearRanking')} value={rank(r.yearRanking)} />
        </Col>
        <Col xs={12} sm={12} md={6}>
          <Statistic title={t('ranking')} value={rank(r.ranking)} />
        </Col>
      </Row>
      <p data-testid="my-rights-next">
        {r.next
          ? r.next.missing > 0
            ? t('next', { level: levelName(r.next.level), points: r.next.points, missing: r.next.missing })
            : t('nextReached', { level: levelName(r.next.level) })
          : t('top', { points: RIGHTS_THRESHOLDS.V3 })}
      </p>
      <p>
        {t('personLevel', { level: personLevelLabels[r.personLevel as PersonLevel][locale] })}
        {' · '}
        {r.nextPersonLevel
          ? t('nextPerson', { points: r.nextPersonLevel.points, level: personLevelLabels[r.nextPersonLevel.level as PersonLevel][locale], missing: r.nextPersonLevel.missing })
          : t('topPerson')}
      </p>
    </Card>
  );
}
