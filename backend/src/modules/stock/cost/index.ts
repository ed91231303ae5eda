import { CostMethod } from '../../../config/env.validation';
import { averageStrategy } from './average.strategy';
import { CostStrategy } from './cost-strategy';
import { fifoStrategy } from './fifo.strategy';

export * from './cost-strategy';
export { averageStrategy } from './average.strategy';
export type { AverageState } from './average.strategy';
export { fifoStrategy } from './fifo.strategy';
export type { FifoLayer, FifoState } from './fifo.strategy';

/** The strategy for COST_METHOD. */
export function strategyFor(method: CostMethod): CostStrategy<unknown> {
  return (method === 'fifo' ? fifoStrategy : averageStrategy) as CostStrategy<unknown>;
}
