import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server';

/** An earlier version of the server, built in a git worktree of its own, to compare the request path with. */
export interface Baseline {
  ref: string;
  /** `abc1234 subject` of the commit. */
  label: string;
  /** Its backend/dist/main.js: packages resolve from the worktree's own node_modules. */
  entry: string;
  dir: string;
}

const git = (args: string[], cwd = ROOT) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();

/**
 * Checks out `ref` into `work`, installs its packages (hard links of this tree's node_modules when its
 * package-lock.json is the same, `npm ci` otherwise) and builds its backend.
 */
export function prepareBaseline(ref: string, work: string, log: (line: string) => void): Baseline {
  const sha = git(['rev-parse', '--short', ref]);
  const dir = join(work, `baseline-${sha}`);
  const label = git(['log', '-1', '--format=%h %s', ref]);
  log(`baseline ${label.slice(0, 100)}: checking out, installing and building in ${dir}`);
  git(['worktree', 'add', '--detach', dir, ref]);
  const sameLock = (() => {
    try {
      git(['diff', '--quiet', ref, '--', 'package-lock.json']);
      return true;
    } catch {
      return false;
    }
  })();
  if (sameLock) {
    for (const modules of ['node_modules', 'backend/node_modules']) {
      execFileSync('cp', ['-al', join(ROOT, modules), join(dir, modules)]);
    }
  } else {
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  }
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: dir, stdio: 'inherit' });
  return { ref, label, entry: join(dir, 'backend', 'dist', 'main.js'), dir };
}

export function removeBaseline(baseline: Baseline): void {
  git(['worktree', 'remove', '--force', baseline.dir]);
}
