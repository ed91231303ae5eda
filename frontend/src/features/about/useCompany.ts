import { useRemote } from '../../hooks/useRemote';
import { getCompany, type Company } from '../../services/settings';

/** The company as printouts show it (GET /api/settings/company); null while loading or when it failed. */
export function useCompany() {
  const { data, loading, error, reload, setData } = useRemote<Company | null>(
    () => getCompany({ quiet: true }),
    null,
  );
  return { company: data, loading, error, reload, setCompany: setData };
}
