import { Tag } from 'antd';
import type { GradeView } from '@wardline/contract';
import { holeLevelTagStyle } from '@/lib/hole-level-tag';

/** A grade in its level's colour (the level's name in the reader's language comes from the server). */
export function GradeTag({ grade, testId }: { grade: GradeView; testId?: string }) {
  return (
    <Tag style={grade.color ? holeLevelTagStyle(grade.color) : undefined} data-testid={testId} data-grade={grade.code}>
      {grade.name}
    </Tag>
  );
}
