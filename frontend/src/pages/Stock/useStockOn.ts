import { useRemote } from '../../hooks/useRemote';
import { stockOn } from '../../services/stock';

/** A product's stock at the end of a day, for the adjustment form; null until both are chosen and it loaded. */
export function useStockOn(productModel: string | undefined, date: string | undefined) {
  const ready = Boolean(productModel && date);
  const { data, loading, error } = useRemote<number | null>(
    () => (productModel && date ? stockOn(productModel, date) : Promise.resolve(null)),
    null,
    [productModel, date],
    ['record', 'document', 'stock_transfer'],
  );
  return { stock: ready && !loading && !error ? data : null, loading: ready && loading };
}
