import { setTimeout as sleep } from 'node:timers/promises';
import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClsService } from 'nestjs-cls';
import { Observable, catchError, from, mergeMap, of } from 'rxjs';
import { DataSource } from 'typeorm';
import { claimFirstWrite, WriteClaim } from '../../database/unit-of-work/unit-of-work';
import { AuthenticatedUser } from '../auth/authenticated-user';
import { DomainError } from '../errors/domain-error';
import { idempotencyKey, requestHash } from './idempotency-key';
import { deleteExpiredKeys, findKey, insertKey, storeAnswer } from './idempotency.queries';

/** The header a replayed answer carries. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long a retry waits for the first request's answer to be stored before it gives up (409). */
const ANSWER_WAIT_MS = 5_000;
/** How often this instance deletes expired keys (when it stores an answer). */
const SWEEP_EVERY_MS = 10 * 60_000;

/** A key of a user for one request. */
interface Keyed {
  userId: number;
  key: string;
  hash: string;
}

/** The key is live and its write committed in another request's transaction. */
class KeyTaken extends Error {
  constructor() {
    super('the Idempotency-Key is held by a committed write');
  }
}

/**
 * A create that carries an `Idempotency-Key` is made once per user and key in 24 hours. The key is
 * inserted by the write's own transaction (the unit of work's WriteClaim), so a write that committed
 * has its key even when the process dies before it answers; the answer is stored right after. A request
 * whose key is live answers the stored answer (the same request) or 422 (another one); a second request
 * racing the first waits on the key's row, then answers the first's answer. A refused write keeps no key.
 * A dry run (`dry_run=true`) is made without its key.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private sweptAt = 0;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cls: ClsService,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const key = idempotencyKey(request.headers['idempotency-key']);
    const dryRun = (request.query as Record<string, unknown> | undefined)?.dry_run;
    if (key === undefined || !request.user || (dryRun !== undefined && dryRun !== 'false')) {
      return next.handle();
    }
    const keyed: Keyed = {
      userId: request.user.id,
      key,
      hash: requestHash(request.method, request.url, request.body),
    };
    const earlier = await findKey(this.dataSource.manager, keyed.userId, key);
    if (earlier) return of(replay(reply, await this.answerOf(keyed, earlier.request_hash)));

    const claim: WriteClaim = {
      committed: false,
      insert: async (manager) => {
        if (!(await insertKey(manager, keyed.userId, key, keyed.hash))) throw new KeyTaken();
      },
    };
    claimFirstWrite(this.cls, claim);
    return next.handle().pipe(
      mergeMap(async (answer) => {
        if (claim.committed) await this.store(keyed, answer);
        return answer;
      }),
      catchError((error: unknown) => {
        if (!(error instanceof KeyTaken)) throw error;
        return from(this.answerOf(keyed)).pipe(mergeMap((answer) => of(replay(reply, answer))));
      }),
    );
  }

  /**
   * The stored answer of the user's key: 422 when it was made for another request, 409 when its write
   * committed but no answer came within ANSWER_WAIT_MS (the first request is still answering, or its
   * process died after the commit).
   */
  private async answerOf(keyed: Keyed, knownHash?: string): Promise<unknown> {
    const deadline = Date.now() + ANSWER_WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 500)) {
      const row = await findKey(this.dataSource.manager, keyed.userId, keyed.key);
      const hash = row?.request_hash ?? knownHash;
      if (hash !== undefined && hash !== keyed.hash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
      if (row?.answer != null) return JSON.parse(row.answer);
      if (Date.now() >= deadline) throw new DomainError('IDEMPOTENCY_KEY_UNANSWERED');
      await sleep(pause);
    }
  }

  private async store(keyed: Keyed, answer: unknown): Promise<void> {
    await storeAnswer(this.dataSource.manager, keyed.userId, keyed.key, JSON.stringify(answer ?? null));
    if (Date.now() - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = Date.now();
    await deleteExpiredKeys(this.dataSource.manager);
  }
}

function replay(reply: FastifyReply, answer: unknown): unknown {
  void reply.header(REPLAYED_HEADER, 'true');
  return answer;
}
