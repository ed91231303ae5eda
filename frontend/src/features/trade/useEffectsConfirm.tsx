import { App, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteEffects } from '../../services/trade';
import { effectsLines } from './writeEffects';

/**
 * Shows what a write would do (from its dry run) and asks to go on: resolves true on OK. A back-dated
 * document, a change and a deletion are confirmed this way before they are made.
 */
export function useEffectsConfirm() {
  const { t } = useTranslation('trade');
  const { modal } = App.useApp();
  return useCallback(
    (effects: WriteEffects, ask: { title: string; okText: string; danger?: boolean }) =>
      modal.confirm({
        title: ask.title,
        content: (
          <ul className="write-effects" data-testid="write-effects">
            {effectsLines(effects, t).map((line) => (
              <li key={line}>
                <Typography.Text>{line}</Typography.Text>
              </li>
            ))}
          </ul>
        ),
        okText: ask.okText,
        cancelText: t('common:actions.cancel'),
        okButtonProps: { danger: ask.danger },
        width: 520,
      }),
    [modal, t],
  );
}
