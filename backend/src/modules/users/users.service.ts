import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { announceInitialAdmin } from './initial-admin-notice';
import { UserProfileCache } from './user-profile-cache';
import { Role } from '../../common/auth/roles';
import { User } from './user.entity';
import {
  countUsers,
  deleteUser,
  findCredentials,
  findSession,
  findUser,
  hasOtherActiveAdmin,
  insertUser,
  listUsers,
  lockActiveAdmins,
  revokeToken,
  updateUser,
  UserView,
  usernameOf,
} from './users.repository';
import { DomainError } from '../../common/errors/domain-error';
import { liftLoginLockout, loginLockouts } from '../../common/rate-limit/login-lockouts';
import { loginName } from '../../common/rate-limit/login-throttler.guard';

const BCRYPT_ROUNDS = 10;

export interface NewUser {
  username: string;
  password: string;
  role: Role;
  display_name?: string | null;
}

/** A user in the users list: with the end of its login lockout. */
export interface UserRow extends UserView {
  locked_until: Date | null;
}

export interface UserChange {
  display_name?: string | null;
  role?: Role;
  disabled?: boolean;
  password?: string;
}

/** What a token is checked against on every request. */
export interface SessionProfile extends AuthenticatedUser {
  disabled: boolean;
  session_version: number;
  /** The user's tokens ended by a logout and not yet expired (their ids, see tokenId()). */
  revoked_tokens?: string[];
}

export function toProfile(user: Pick<User, 'id' | 'username' | 'display_name' | 'role'>): AuthenticatedUser {
  return { id: user.id, username: user.username, display_name: user.display_name, role: user.role };
}

/**
 * Users and their sessions. Every change is one audited transaction; a password change
 * or reset, a role change, disabling and removal raise the user's session version (or remove the row),
 * which every instance's profile cache drops on the users table's change notice, so every token issued
 * before answers 401 on its next request.
 */
@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);
  /**
   * A real hash of the same cost as the stored ones, of a random password nobody knows, made once at
   * start: an unknown username is compared against it, so it costs what a wrong password costs.
   */
  private readonly unknownUserHash = bcrypt.hash(randomBytes(18).toString('base64url'), BCRYPT_ROUNDS);

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly profiles: UserProfileCache,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Runs on every authenticated request: from memory while user changes are listened to, else one
   * plain indexed query (a third of the CPU of `findOneBy`).
   */
  async findProfile(id: number): Promise<SessionProfile | null> {
    const profile = await this.profiles.get(id, (userId) => findSession(this.users.manager, userId));
    return profile as SessionProfile | null;
  }

  /**
   * Ends one token of the user's (a logout) until it expires: every instance refuses it from its next
   * request on (the table's change notice drops the cached profiles, which carry the revoked ids).
   * Revocations of tokens already expired are swept on the way.
   */
  async revokeToken(userId: number, tokenId: string, expiresAt: Date): Promise<void> {
    await this.uow.run(({ manager }) => revokeToken(manager, userId, tokenId, expiresAt));
    // This instance forgets at once; the others when the change notice reaches them.
    this.profiles.invalidate();
  }

  /** The user whose username and password match and who is not disabled, or null (no reason given). */
  async verify(username: string, password: string): Promise<SessionProfile | null> {
    const user = await findCredentials(this.users, username);
    if (!user) {
      // Same work as a real check, so timing does not reveal which usernames exist.
      await bcrypt.compare(password, await this.unknownUserHash);
      return null;
    }
    const matches = await bcrypt.compare(password, user.password_hash);
    if (!matches || user.disabled) return null;
    return { ...toProfile(user), disabled: false, session_version: user.session_version };
  }

  /** The users, each with the end of its login lockout (null: none). */
  async list(): Promise<UserRow[]> {
    const [users, lockouts] = await Promise.all([
      listUsers(this.users.manager),
      loginLockouts(this.users.manager),
    ]);
    return users.map((user) => ({ ...user, locked_until: lockouts.get(loginName(user.username)) ?? null }));
  }

  /**
   * Ends the user's login lockout (the per-username limit of failed logins) and its count of attempts;
   * audited when a lockout was lifted. A limit on the client's address stays.
   */
  async liftLockout(username: string): Promise<void> {
    await this.uow.run(async (tx) => {
      await this.view(tx.manager, username);
      const until = await liftLoginLockout(tx.manager, loginName(username));
      if (until) tx.updated('user', username, { locked_until: until }, { locked_until: null });
    });
  }

  async get(username: string): Promise<UserView> {
    return this.view(this.users.manager, username);
  }

  async add(input: NewUser): Promise<UserView> {
    return this.uow.run(async (tx) => {
      const hash = await bcrypt.hash(input.password, BCRYPT_ROUNDS);
      const id = await insertUser(tx.manager, {
        username: input.username,
        display_name: input.display_name ?? null,
        role: input.role,
        password_hash: hash,
      });
      if (id === null) throw new DomainError('DUPLICATE.user', { username: input.username });
      const view = await this.view(tx.manager, input.username);
      tx.created('user', input.username, view);
      return view;
    });
  }

  /** An admin's change of a user (an admin changing itself is not spared: its sessions end too). */
  async update(username: string, change: UserChange): Promise<UserView> {
    return this.uow.run(async (tx) => {
      const before = await this.lockUser(tx, username);
      const demoted = change.role !== undefined && change.role !== 'admin';
      if (before.role === 'admin' && !before.disabled && (demoted || change.disabled === true)) {
        await this.assertAnotherAdmin(tx.manager, username);
      }
      const endsSessions =
        change.password !== undefined ||
        (change.role !== undefined && change.role !== before.role) ||
        (change.disabled === true && !before.disabled);
      await updateUser(tx.manager, username, {
        display_name: change.display_name,
        role: change.role,
        disabled: change.disabled,
        password_hash:
          change.password === undefined ? undefined : await bcrypt.hash(change.password, BCRYPT_ROUNDS),
        endSessions: endsSessions,
      });
      const after = await this.view(tx.manager, username);
      tx.updated(
        'user',
        username,
        withPassword(before, false),
        withPassword(after, change.password !== undefined),
      );
      // This instance forgets at once; the others when the users table's change notice reaches them.
      tx.afterCommit(() => this.profiles.invalidate());
      return after;
    });
  }

  async remove(username: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const before = await this.lockUser(tx, username);
      if (before.role === 'admin' && !before.disabled) await this.assertAnotherAdmin(tx.manager, username);
      await deleteUser(tx.manager, username);
      tx.deleted('user', username, before);
      tx.afterCommit(() => this.profiles.invalidate());
    });
  }

  /** The command line's reset (`npm run user -- passwd`): like an admin's, it ends the user's sessions. */
  async setPassword(username: string, password: string): Promise<void> {
    await this.update(username, { password });
  }

  /** A user's own display name. */
  async updateOwnName(id: number, displayName: string | null): Promise<UserView> {
    return this.update(await this.usernameOf(id), { display_name: displayName });
  }

  /**
   * A user's own password change: the current password must match (400 otherwise). Every token issued
   * before ends; the caller gets a new one for the new session version.
   */
  async changeOwnPassword(id: number, current: string, next: string): Promise<SessionProfile> {
    const username = await this.usernameOf(id);
    if (!(await this.verify(username, current))) throw new DomainError('VALIDATION_FAILED.currentPassword');
    await this.update(username, { password: next });
    const profile = await this.verify(username, next);
    if (!profile) throw new DomainError('NOT_FOUND', { entity: 'user', id: username });
    return profile;
  }

  /**
   * First start with no users: create the admin `admin`. Concurrent instances race on the unique
   * username; only the one whose insert lands reports the password.
   */
  async ensureInitialAdmin(configuredPassword: string | undefined): Promise<void> {
    if ((await countUsers(this.users.manager)) > 0) return;
    const password = configuredPassword ?? randomBytes(12).toString('base64url');
    const id = await insertUser(this.users.manager, {
      username: 'admin',
      role: 'admin',
      display_name: 'Administrator',
      password_hash: await bcrypt.hash(password, BCRYPT_ROUNDS),
    });
    if (id === null) return;
    if (configuredPassword) {
      this.logger.warn("Created the initial admin 'admin' with the password from INITIAL_ADMIN_PASSWORD");
    } else {
      announceInitialAdmin(password, this.logger);
    }
  }

  private async usernameOf(id: number): Promise<string> {
    const username = await usernameOf(this.users.manager, id);
    if (username === null) throw new DomainError('NOT_FOUND.user');
    return username;
  }

  private async view(manager: EntityManager, username: string): Promise<UserView> {
    const row = await findUser(manager, username);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'user', id: username });
    return row;
  }

  /**
   * Locks the active admins (in id order, so two admin changes never deadlock), then the user: the
   * last-admin rule then reads a set nobody else can change before this transaction ends.
   */
  private async lockUser(tx: Tx, username: string): Promise<UserView> {
    await lockActiveAdmins(tx.manager);
    const row = await findUser(tx.manager, username, true);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'user', id: username });
    return row;
  }

  /** 409 unless an active admin other than `username` remains (lockUser locked them). */
  private async assertAnotherAdmin(manager: EntityManager, username: string): Promise<void> {
    if (!(await hasOtherActiveAdmin(manager, username))) throw new DomainError('CONFLICT.lastAdmin');
  }
}

/** The audit trail shows that a password was set, never the password or its hash. */
function withPassword(view: UserView, changed: boolean): object {
  const { created_at: _createdAt, ...fields } = view;
  return changed ? { ...fields, password: '(changed)' } : fields;
}
