import { Role } from '../../../common/auth/roles';

/** A user as the user list and its changes answer it. */
export class UserResponse {
  username: string;
  display_name: string | null;
  role: Role;
  disabled: boolean;
  created_at: Date;
}

/** A user in the user list. */
export class UserRowResponse extends UserResponse {
  /**
   * Until when logins with this username are refused after too many failed ones (the per-username
   * limit); null: not locked out. An admin lifts it with DELETE /users/{username}/lockout.
   */
  locked_until: Date | null;
}

/** The signed-in user, as a token carries it. */
export class SessionUserResponse {
  id: number;
  username: string;
  display_name: string | null;
  role: Role;
}

/** A login or a password change: the new token and its user. */
export class LoginResponse {
  success: true;
  token: string;
  user: SessionUserResponse;
  message: string;
}

export class MeResponse {
  success: true;
  user: SessionUserResponse;
}

export class ProfileResponse {
  success: true;
  user: UserResponse;
}
