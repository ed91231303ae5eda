import type { ReactNode } from 'react';

/**
 * A full-height screen with antd's large Spin drawn in CSS (shell/plain.css) and an optional note: what
 * shows while antd, a chunk or the session is on its way.
 */
export function BusyScreen({ note }: { note?: ReactNode }) {
  return (
    <div className="tb-centered" aria-busy="true">
      <span className="tb-spinner" aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      {note ? <span className="tb-secondary">{note}</span> : null}
    </div>
  );
}
