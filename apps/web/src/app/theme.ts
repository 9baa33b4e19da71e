import type { ThemeConfig } from 'antd';

/** Deep navy and signal orange: a security brand, calm by default, loud where it matters. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0b3d91',
    colorLink: '#0b3d91',
    colorWarning: '#f27405',
    borderRadius: 6,
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  },
};
