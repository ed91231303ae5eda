import { useRemote } from '../../hooks/useRemote';
import { getAbout } from '../../services/about';
import type { AboutInfo } from '../../services/types';
import { toAboutView } from './aboutView';

/** The company's about info (GET /api/about) with the defaults filled in. */
export function useAbout() {
  const { data, loading, error } = useRemote<Partial<AboutInfo> | null>(getAbout, null);
  return { about: toAboutView(data), loading, error };
}
