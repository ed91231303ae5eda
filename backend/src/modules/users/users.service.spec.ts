import * as bcrypt from 'bcryptjs';
import { Repository } from 'typeorm';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { UserProfileCache } from './user-profile-cache';
import { User } from './user.entity';
import { UsersService } from './users.service';

// The real bcryptjs, its comparison watched.
jest.mock('bcryptjs', () => {
  const actual = jest.requireActual('bcryptjs');
  return { ...actual, compare: jest.fn(actual.compare) };
});

/** A users table holding `user` (or nobody) as verify() reads it. */
function serviceWith(user: Partial<User> | null): UsersService {
  const queryBuilder = {
    addSelect: () => queryBuilder,
    where: () => queryBuilder,
    getOne: async () => user,
  };
  const repository = { createQueryBuilder: () => queryBuilder } as unknown as Repository<User>;
  return new UsersService(repository, {} as UserProfileCache, {} as UnitOfWork);
}

describe('UsersService.verify', () => {
  afterEach(() => jest.mocked(bcrypt.compare).mockClear());

  it('compares an unknown username against a real hash of the stored cost, so it takes as long', async () => {
    const compare = jest.mocked(bcrypt.compare);
    expect(await serviceWith(null).verify('nobody', 'a guess')).toBeNull();
    expect(compare).toHaveBeenCalledTimes(1);
    const [password, hash] = compare.mock.calls[0] as [string, string];
    expect(password).toBe('a guess');
    // A well-formed bcrypt hash of cost 10 (an ill-formed one is refused at once, without the work).
    expect(hash).toMatch(/^\$2[aby]\$10\$[./A-Za-z0-9]{53}$/);
    expect(bcrypt.getRounds(hash)).toBe(10);
  });

  it('does the same work for an unknown username as for a wrong password', async () => {
    const stored = await bcrypt.hash('the right one', 10);
    const known = serviceWith({
      id: 1,
      username: 'ann',
      password_hash: stored,
      disabled: false,
      role: 'reader',
    });
    const unknown = serviceWith(null);
    await unknown.verify('warm-up', 'x'); // the start-up hash is made
    const timed = async (service: UsersService, username: string) => {
      const started = process.hrtime.bigint();
      expect(await service.verify(username, 'a guess')).toBeNull();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const wrongPassword = await timed(known, 'ann');
    const unknownUser = await timed(unknown, 'nobody');
    // Same order of magnitude (a fake comparison answers in well under a tenth of the time).
    expect(unknownUser).toBeGreaterThan(wrongPassword / 5);
  });
});
