import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** The fixed Chinese notice of spec section 2; deliberately not translated (it must work when i18n fails). */
export const ERROR_NOTICE = '页面出现错误，请刷新页面后重试。';
export const ERROR_REFRESH = '刷新页面';

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page rendering failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="error"
        title={ERROR_NOTICE}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {ERROR_REFRESH}
          </Button>
        }
      />
    );
  }
}
