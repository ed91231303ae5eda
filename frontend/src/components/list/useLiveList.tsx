import { Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveRefresh, type LiveEntity } from '../../shell/live/useLiveChanges';
import { useSession } from '../../shell/session/useSession';

/** How long the rows another user changed stay marked. */
export const LIVE_MARK_MS = 8_000;

/**
 * A list that follows the changes of `entities`: `reload` once per burst of changes; when the burst
 * holds another user's changes, the rows that the reload brought different (or new) are marked for a
 * while (`isChanged`), with who changed them (`by`). `loaded` is told every page the list loads.
 */
export function useLiveList<T>(
  entities: readonly LiveEntity[] | undefined,
  reload: () => void,
  keyOf: (row: T) => string,
) {
  const { user } = useSession();
  const [marked, setMarked] = useState<{ keys: Set<string>; by: string | null }>({
    keys: new Set(),
    by: null,
  });
  /** What each row of the last page looked like, to tell which rows a live reload changed. */
  const seen = useRef(new Map<string, string>());
  /** Who made the changes the reload on its way was for (null: nobody else). */
  const pendingBy = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useLiveRefresh(
    entities,
    (burst) => {
      const others = [...new Set(burst.map((change) => change.by))].filter((by) => by !== user?.username);
      pendingBy.current = others.length ? others.join(', ') : null;
      reload();
    },
    Boolean(entities?.length),
  );

  const key = useRef(keyOf);
  key.current = keyOf;
  const loaded = useCallback((rows: T[]) => {
    const next = new Map(rows.map((row) => [key.current(row), JSON.stringify(row)]));
    const by = pendingBy.current;
    pendingBy.current = null;
    if (by) {
      const keys = new Set([...next].filter(([k, text]) => seen.current.get(k) !== text).map(([k]) => k));
      setMarked({ keys, by });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMarked({ keys: new Set(), by: null }), LIVE_MARK_MS);
    }
    seen.current = next;
  }, []);

  const isChanged = useCallback((row: T) => marked.keys.has(key.current(row)), [marked]);
  return { loaded, isChanged, by: marked.by };
}

/** "Updated by <name>", beside a list's title while the rows another user changed are marked. */
export function LiveMark({ by }: { by: string }) {
  const { t } = useTranslation('shell');
  return (
    <Tag color="processing" data-testid="live-mark">
      {t('live.changedBy', { name: by })}
    </Tag>
  );
}
