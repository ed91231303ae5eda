import { Reflector } from '@nestjs/core';
import { ClsService } from 'nestjs-cls';
import { DomainError } from '../errors/domain-error';
import { AccessGuard } from './access.guard';

describe('AccessGuard.handleRequest', () => {
  const guard = new AccessGuard(new Reflector(), {} as ClsService);

  it('answers a token that does not verify, or no user, with 401', () => {
    expect(() => guard.handleRequest(null, false)).toThrow(DomainError);
    expect(() => guard.handleRequest(null, false)).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
  });

  it('lets an error while checking the token through as itself (a busy database is no 401)', () => {
    const busy = new Error('timeout exceeded when trying to connect');
    expect(() => guard.handleRequest(busy, false)).toThrow(busy);
  });

  it('passes the user on', () => {
    const user = { id: 1, username: 'ada', role: 'editor' };
    expect(guard.handleRequest(null, user)).toBe(user);
  });
});
