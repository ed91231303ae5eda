const { availableParallelism } = require('node:os');

/** Unit tests: *.spec.ts beside the code (the server's, and the benchmark's logic), no database. */
module.exports = {
  rootDir: 'src',
  roots: ['<rootDir>', '<rootDir>/../scripts'],
  testRegex: '.*\\.spec\\.ts$',
  moduleFileExtensions: ['js', 'json', 'ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  testEnvironment: 'node',
  // Every CPU but one, and at least two: Jest's default (CPUs − 1) runs one file at a time on 2 CPUs.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
