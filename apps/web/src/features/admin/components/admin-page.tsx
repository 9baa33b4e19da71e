import type { ReactNode } from 'react';
import { Card, Flex, Typography } from 'antd';

/** The frame of every console page: title, a line saying what it is for, actions on the right. */
export function AdminPage({ title, intro, extra, children }: { title: string; intro?: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="borderless">
      <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBottom: 16 }}>
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {intro && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {intro}
            </Typography.Paragraph>
          )}
        </div>
        {extra}
      </Flex>
      {children}
    </Card>
  );
}
