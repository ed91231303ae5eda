/** Unit tests: *.spec.ts beside the code (the server's, and the benchmark's logic), no database. */
module.exports = {
  rootDir: 'src',
  roots: ['<rootDir>', '<rootDir>/../scripts'],
  testRegex: '.*\\.spec\\.ts$',
  moduleFileExtensions: ['js', 'json', 'ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  testEnvironment: 'node',
};
