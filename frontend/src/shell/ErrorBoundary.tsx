import { CloseCircleFilled } from '@ant-design/icons';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** A fixed Chinese notice; deliberately not translated (it must work when i18n fails). */
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
    // Plain markup (shell/plain.css): it wraps the login page too, which loads no antd.
    return (
      <div
        className="tb-centered"
        style={{ minHeight: 0, gap: 24, padding: '48px 32px', textAlign: 'center' }}
      >
        <CloseCircleFilled style={{ fontSize: 72, color: '#ff4d4f' }} />
        <div role="alert" style={{ fontSize: 24, lineHeight: 1.35 }}>
          {ERROR_NOTICE}
        </div>
        <button
          type="button"
          className="tb-button tb-button-primary"
          onClick={() => window.location.reload()}
        >
          {ERROR_REFRESH}
        </button>
      </div>
    );
  }
}
