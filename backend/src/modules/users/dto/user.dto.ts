import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsDefined, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { OptionalText, RequiredText, WhenSent } from '../../../common/validation/rules';
import { ROLES, Role } from '../../../common/auth/roles';

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{1,50}$/;
const USERNAME_MESSAGE = 'username: use 1 to 50 letters, digits or the characters _ . @ -';
export const PASSWORD_MIN = 8;
const PASSWORD_MESSAGE = `password must be ${PASSWORD_MIN} to 200 characters`;

/** A new password: 8 to 200 characters, everywhere a password is set. */
const Password = (label = 'password') => [
  IsString({ message: `${label} must be ${PASSWORD_MIN} to 200 characters` }),
  MinLength(PASSWORD_MIN, { message: `${label} must be ${PASSWORD_MIN} to 200 characters` }),
  MaxLength(200, { message: `${label} must be ${PASSWORD_MIN} to 200 characters` }),
];
const roleMessage = `role must be one of ${ROLES.join(', ')}`;

export class CreateUserDto {
  @RequiredText('username', 50)
  @Matches(USERNAME_PATTERN, { message: USERNAME_MESSAGE })
  username: string;

  @ApiProperty({ minLength: PASSWORD_MIN })
  @IsDefined({ message: PASSWORD_MESSAGE })
  @applyDecorators(...Password())
  password: string;

  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: roleMessage })
  role: Role;

  @OptionalText('display name', 100)
  display_name?: string | null;
}

/** PATCH /users/{username}: only the fields sent change. */
export class UpdateUserDto {
  @OptionalText('display name', 100)
  display_name?: string | null;

  @ApiPropertyOptional({ enum: ROLES })
  @WhenSent(IsIn(ROLES, { message: roleMessage }))
  role?: Role;

  @ApiPropertyOptional({ type: Boolean })
  @WhenSent(IsBoolean({ message: 'disabled must be true or false' }))
  disabled?: boolean;

  @ApiPropertyOptional({ minLength: PASSWORD_MIN })
  @WhenSent(...Password())
  password?: string;
}

export class UpdateProfileDto {
  @OptionalText('display name', 100)
  display_name?: string | null;
}

export class ChangePasswordDto {
  @RequiredText('current password', 200, 'Please enter your current password', 'any')
  current_password: string;

  @ApiProperty({ minLength: PASSWORD_MIN })
  @IsDefined({ message: 'Please enter a new password' })
  @applyDecorators(...Password('new password'))
  new_password: string;
}
