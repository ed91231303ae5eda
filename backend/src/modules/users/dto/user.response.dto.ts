import { Role } from '../../../common/auth/roles';

/** A user as the user list and its changes answer it. */
export class UserResponse {
  username: string;
  display_name: string | null;
  role: Role;
  disabled: boolean;
  created_at: Date;
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
