import type { CSSProperties } from 'react';
import { holeColorHex, type HoleColor } from '@wardline/contract';

/**
 * A vulnerability level's tag: dark text on a light wash of the level's colour with a border
 * of the colour itself. The colour alone as text (Ant Design's coloured tags) fails WCAG
 * contrast for orange, red and blue; this reads everywhere (wizard, project detail; the about page has its own copy).
 */
export function holeLevelTagStyle(color: HoleColor): CSSProperties {
  const hex = holeColorHex[color];
  return { color: '#1f2430', background: `${hex}1f`, borderColor: hex };
}
