import { describe, expect, it } from 'vitest';
import { safeImageSrc, safeLink } from './safe-url';

describe('safeLink', () => {
  it('keeps routes of this app in the router and sends other sites to a new tab', () => {
    expect(safeLink('/game')).toEqual({ kind: 'internal', to: '/game' });
    expect(safeLink(`${window.location.origin}/announcement?type=1`)).toEqual({ kind: 'internal', to: '/announcement?type=1' });
    expect(safeLink('https://example.org/x')).toEqual({ kind: 'external', href: 'https://example.org/x' });
  });

  it('refuses script, data and protocol-relative addresses', () => {
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', '//evil.example/x', 'vbscript:x', '', null]) {
      expect(safeLink(bad)).toBeNull();
    }
  });
});

describe('safeImageSrc', () => {
  it('allows site images and https only', () => {
    expect(safeImageSrc('/images/carousel/1.svg')).toBe('/images/carousel/1.svg');
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSrc('http://cdn.example/a.png')).toBeUndefined();
    expect(safeImageSrc('javascript:alert(1)')).toBeUndefined();
    expect(safeImageSrc('//evil.example/a.png')).toBeUndefined();
  });
});
