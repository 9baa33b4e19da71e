import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { withTranslation, type WithTranslation } from 'react-i18next';

type State = { failed: boolean };

/** Keeps a crash in one page from blanking the whole app; the user can reload. */
class ErrorBoundaryInner extends Component<WithTranslation & { children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('page crashed', error, info.componentStack);
  }

  override render() {
    const { t } = this.props;
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="error"
        title={t('crashed.title')}
        subTitle={t('crashed.body')}
        extra={<Button type="primary" onClick={() => window.location.reload()}>{t('crashed.action')}</Button>}
      />
    );
  }
}

export const ErrorBoundary = withTranslation('common')(ErrorBoundaryInner);
