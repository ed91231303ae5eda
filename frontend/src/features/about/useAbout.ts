import { useRemote } from '../../hooks/useRemote';
import { getAbout, type AboutAnswer } from '../../services/about';
import { toAboutView } from './aboutView';

/** The company's about info (GET /api/about) with the defaults filled in. */
export function useAbout() {
  const { data, loading, error } = useRemote<Partial<AboutAnswer> | null>(getAbout, null);
  return { about: toAboutView(data), loading, error };
}
